import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices } from "../../../tests/support/databases";
import { CLIENT_IP_HEADER } from "~/.server/auth";
import { newManageToken } from "~/.server/repos/bookings";
import type { AppServices } from "~/.server/services";
import { action, loader } from "./manage-booking";

// The page's own guards, called as React Router calls them: a malformed token answers
// not-found before anything is looked up, and the posts of a browser without JavaScript count
// against the same per-address budget as any other (docs/product.md §2.2, §5.2; multiplier 1).

const untouchable = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`services.${String(name)} was used for a malformed token`);
    },
  },
) as AppServices;

type Args = Parameters<typeof action>[0];

function args(services: AppServices, token: string, init: RequestInit = {}, ip = "203.0.113.7") {
  const headers = new Headers(init.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return {
    request: new Request(`http://localhost:3999/manage-booking/${token}`, { ...init, headers }),
    params: { token },
    context: { services, user: null, nonce: "n", requestId: "r" },
  } as unknown as Args;
}

function post(services: AppServices, token: string, fields: Record<string, string>, ip?: string) {
  return args(services, token, { method: "POST", body: new URLSearchParams(fields) }, ip);
}

/** What a handler answered: its status, and where it redirected when it threw a redirect. */
async function answer(run: () => Promise<unknown>) {
  try {
    const result = (await run()) as { init?: { status?: number; headers?: HeadersInit } };
    return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers) };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, headers: thrown.headers };
    }
    // data(…, { status }) thrown as an error answer.
    const init = (thrown as { init?: { status?: number; headers?: HeadersInit } }).init;
    if (init?.status) return { status: init.status, headers: new Headers(init.headers) };
    throw thrown;
  }
}

describe("/manage-booking/:token", () => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices("sqlite", { RATE_LIMIT_MULTIPLIER: "1" }));
  });
  afterAll(async () => cleanup());

  async function newBooking() {
    const id = randomUUID();
    const token = newManageToken();
    const now = new Date();
    const email = `limit-${id.slice(0, 8)}@example.com`;
    await services.db
      .insertInto("demoBooking")
      .values({
        id,
        contactName: "Ravi",
        email,
        emailKey: email,
        phone: "+91 98765 43210",
        accountType: "student",
        learnerName: null,
        grade: "Grade 9",
        board: null,
        goal: null,
        subject: "Primary Computing",
        courseSlug: null,
        requestedStart: new Date(now.getTime() + 72 * 3_600_000).toISOString(),
        timeZone: "Asia/Kolkata",
        notes: null,
        status: "requested",
        scheduledStart: null,
        meetingLink: null,
        userId: null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        durationMinutes: null,
        assigneeId: null,
        internalNotes: null,
        cancelReason: null,
        cancelledBy: null,
        manageToken: token,
        changeRequest: null,
        changeRequestedAt: null,
        enrollmentId: null,
        convertedAt: null,
      })
      .execute();
    return { id, token };
  }

  it("answers a malformed token with not-found before touching anything", async () => {
    for (const token of ["x", "0".repeat(47), "A".repeat(48), randomUUID()]) {
      for (const run of [
        () => loader(args(untouchable, token) as never),
        () => action(post(untouchable, token, { intent: "cancel" })),
      ]) {
        const { status, headers } = await answer(run);
        expect(status, token).toBe(302);
        expect(headers.get("location"), token).toBe("/not-found");
      }
    }
  });

  it("answers a well-formed token no booking has with the same not-found", async () => {
    const token = newManageToken();
    const view = await answer(() => loader(args(services, token) as never));
    const cancel = await answer(() =>
      action(post(services, token, { intent: "cancel" }, "10.9.9.9")),
    );
    for (const { status, headers } of [view, cancel]) {
      expect(status).toBe(302);
      expect(headers.get("location")).toBe("/not-found");
    }
  });

  it("counts every post that acts against the address, with or without JavaScript", async () => {
    const booking = await newBooking();
    const ip = "198.51.100.20";
    // A refused field costs nothing.
    for (let i = 0; i < 15; i++) {
      expect(
        (
          await answer(() =>
            action(post(services, booking.token, { intent: "change", message: "" }, ip)),
          )
        ).status,
      ).toBe(400);
    }
    for (let i = 0; i < 10; i++) {
      const sent = await answer(() =>
        action(post(services, booking.token, { intent: "change", message: `Slot ${i}` }, ip)),
      );
      expect(sent.status, `post ${i + 1}`).toBe(200);
    }
    const refused = await answer(() =>
      action(post(services, booking.token, { intent: "cancel", reason: "" }, ip)),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const row = await services.db
      .selectFrom("demoBooking")
      .select(["status", "changeRequest"])
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "requested", changeRequest: "Slot 9" });

    // Another address has its own budget.
    const other = await answer(() =>
      action(post(services, booking.token, { intent: "cancel", reason: "" }, "198.51.100.21")),
    );
    expect(other.status).toBe(200);
  });

  it("limits page views per address too, so guessing tokens is slow", async () => {
    const ip = "192.0.2.44";
    for (let i = 0; i < 60; i++) {
      const seen = await answer(() => loader(args(services, newManageToken(), {}, ip) as never));
      expect(seen.status).toBe(302);
    }
    const limited = await answer(() => loader(args(services, newManageToken(), {}, ip) as never));
    expect(limited.status).toBe(429);
  });
});
