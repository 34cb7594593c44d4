import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestServices, engines } from "../tests/support/databases";
import type { AppServices } from "../app/.server/platform/types";
import { createApp } from "./app";
import { ONE_CLICK_PER_MINUTE } from "./one-click-unsubscribe";
import { insertUser } from "../tests/support/classes";
import {
  classRemindersOffHeaders,
  classRemindersOn,
} from "../app/.server/classes/writes-reminders";

// RFC 8058: the mail provider's POST unsubscribes at once, from anywhere (no origin check: the
// token is the credential), and is rate limited per client address.
describe.each(engines)("one-click unsubscribe on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine, { RATE_LIMIT_MULTIPLIER: "1" }));
    app = createApp({
      services,
      mode: "production",
      getBuild: () => Promise.reject(new Error("no page renderer in this test")),
    });
  });
  afterAll(async () => cleanup());

  async function subscriber() {
    const token = randomBytes(24).toString("base64url");
    const email = `oc-${randomBytes(4).toString("hex")}@example.com`;
    await services.db
      .insertInto("newsletterSubscriber")
      .values({
        id: randomUUID(),
        email,
        emailKey: email,
        status: "active",
        confirmToken: randomUUID(),
        unsubscribeToken: token,
        createdAt: new Date().toISOString(),
        confirmedAt: new Date().toISOString(),
        unsubscribedAt: null,
      })
      .execute();
    const status = async () =>
      (
        await services.db
          .selectFrom("newsletterSubscriber")
          .select("status")
          .where("unsubscribeToken", "=", token)
          .executeTakeFirstOrThrow()
      ).status;
    return { token, status };
  }

  const oneClick = (token: string, headers: Record<string, string> = {}) =>
    app.request(`/unsubscribe/one-click?t=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "List-Unsubscribe=One-Click",
    });

  it("unsubscribes without a confirmation, even posted from another site", async () => {
    const s = await subscriber();
    const res = await oneClick(s.token, {
      origin: "https://mail.provider.example",
      "x-forwarded-for": "203.0.113.1",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await s.status()).toBe("unsubscribed");
    // Repeating it is harmless.
    expect((await oneClick(s.token)).status).toBe(200);
  });

  it("needs the one-click body (form-encoded or multipart); any other POST changes nothing", async () => {
    const s = await subscriber();
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", ""],
      ["application/x-www-form-urlencoded", "foo=bar"],
      ["application/x-www-form-urlencoded", "List-Unsubscribe=Yes"],
      ["text/plain", "hello"],
    ]) {
      const res = await app.request(`/unsubscribe/one-click?t=${s.token}`, {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      expect(res.status, body).toBe(400);
      expect(await res.text()).toContain("List-Unsubscribe=One-Click");
    }
    expect(await s.status()).toBe("active");

    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const res = await app.request(`/unsubscribe/one-click?t=${s.token}`, {
      method: "POST",
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await s.status()).toBe("unsubscribed");
  });

  it("refuses an unknown token and changes nothing", async () => {
    const s = await subscriber();
    const res = await oneClick("not-a-token");
    expect(res.status).toBe(404);
    expect(await s.status()).toBe("active");
  });

  it("sends a person who opens the address to the page that asks first", async () => {
    const s = await subscriber();
    const res = await app.request(`/unsubscribe/one-click?t=${s.token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/unsubscribe?token=${s.token}`);
    expect(await s.status()).toBe("active");
  });

  it("switches one person's class reminders off from the reminder's header; a forged token changes nothing", async () => {
    const user = await insertUser(services.db, engine, "Oona One-Click");
    const other = await insertUser(services.db, engine, "Otto Other");
    const header = classRemindersOffHeaders(services.config, user.id)["List-Unsubscribe"];
    const path = new URL(header.slice(1, -1)).pathname + new URL(header.slice(1, -1)).search;
    const post = (p: string) =>
      app.request(p, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://mail.provider.example",
        },
        body: "List-Unsubscribe=One-Click",
      });
    // Another user's id with this token: refused, nothing changes.
    expect((await post(path.replace(user.id, other.id))).status).toBe(404);
    expect(await classRemindersOn(services.db, other.id)).toBe(true);
    // Opened as a link: on to the page, which asks first.
    const get = await app.request(path);
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toContain("/class-reminders/off?u=");
    expect(await classRemindersOn(services.db, user.id)).toBe(true);
    expect((await post(path)).status).toBe(200);
    expect(await classRemindersOn(services.db, user.id)).toBe(false);
  });

  it("is rate limited per client address", async () => {
    // The limit's window is the clock's minute (app/.server/platform/rate-limit.ts). With the
    // clock held just after a minute began, the 121 requests all fall in one window: on a slow
    // machine they took 3 s, and one CI run crossed into the next minute and got its 121st in.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
    try {
      let last: Response | undefined;
      for (let i = 0; i <= ONE_CLICK_PER_MINUTE; i += 1) last = await oneClick("guess");
      expect(last?.status).toBe(429);
      expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
