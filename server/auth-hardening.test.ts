import { getRequestListener } from "@hono/node-server";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines, HTTP_ENGINE } from "../tests/support/databases";
import type { AppServices } from "../app/.server/services";
import { createApp } from "./app";

const SITE = "http://localhost:3999";

/**
 * Streams a chunked body (no Content-Length) of up to `maxBytes` and stops writing as soon as
 * the server answers. Resolves with the status and how many bytes had been written by then.
 */
function streamChunked(
  port: number,
  path: string,
  contentType: string,
  maxBytes: number,
): Promise<{ status: number; written: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let written = 0;
    let answered = false;
    const req = httpRequest({
      port,
      path,
      method: "POST",
      headers: { "content-type": contentType, origin: SITE, "transfer-encoding": "chunked" },
    });
    req.on("response", (res) => {
      answered = true;
      const status = res.statusCode ?? 0;
      const answer = { status, written, connection: res.headers.connection };
      res.resume();
      res.on("end", () => resolve(answer));
      res.on("error", () => resolve(answer));
    });
    // The server may close the connection after refusing: that is not a failure of the test.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && written < maxBytes) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    // The first bytes go out with the headers, so the body is streaming before any answer.
    req.write("email=a%40b.c&password=");
    pump();
  });
}

describe.each(engines)("Better Auth and form bodies on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    app = createApp({
      services,
      mode: "production",
      getBuild: () => Promise.reject(new Error("no page renderer in this test")),
    });
  });
  afterAll(async () => cleanup());

  /** A JSON post from our own pages unless told otherwise; `origin: null` sends none. */
  const post = (path: string, body: unknown, headers: Record<string, string | null> = {}) => {
    const all = new Headers({ "content-type": "application/json", origin: SITE });
    for (const [name, value] of Object.entries(headers)) {
      if (value === null) all.delete(name);
      else all.set(name, value);
    }
    return app.request(path, { method: "POST", headers: all, body: JSON.stringify(body) });
  };

  async function signUp(email: string, extra: Record<string, unknown> = {}) {
    return post("/api/auth/sign-up/email", {
      email,
      password: "correct horse 1",
      name: "Asha Rao",
      ...extra,
    });
  }

  const userRow = (email: string) =>
    services.db
      .selectFrom("user")
      .select(["name", "accountType", "phone"])
      .where("email", "=", email)
      .executeTakeFirst();

  const resetMails = async (to: string) =>
    (
      await services.db
        .selectFrom("emailOutbox")
        .select("id")
        .where("to", "=", to)
        .where("kind", "=", "password-reset")
        .execute()
    ).length;

  describe("origin", () => {
    it("refuses a password-reset request from another site, and sends no mail", async () => {
      expect((await signUp("reset-target@example.com")).status).toBe(200);
      for (const headers of <Record<string, string | null>[]>[
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: null, "sec-fetch-site": "cross-site" },
      ]) {
        const res = await post(
          "/api/auth/request-password-reset",
          { email: "reset-target@example.com", redirectTo: "/reset-password" },
          headers,
        );
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({ message: "Cross-site request refused." });
      }
      expect(await resetMails("reset-target@example.com")).toBe(0);

      const ours = await post("/api/auth/request-password-reset", {
        email: "reset-target@example.com",
        redirectTo: "/reset-password",
      });
      expect(ours.status).toBe(200);
      expect(await resetMails("reset-target@example.com")).toBe(1);
    });

    it("refuses a cross-site sign-up, and still serves clients that send no browser headers", async () => {
      const refused = await app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", "sec-fetch-site": "same-site" },
        body: JSON.stringify({
          email: "same-site@example.com",
          password: "correct horse 1",
          name: "Sam",
        }),
      });
      expect(refused.status).toBe(403);
      expect(await userRow("same-site@example.com")).toBeUndefined();

      const script = await app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: "script@example.com",
          password: "correct horse 1",
          name: "Sam",
        }),
      });
      expect(script.status).toBe(200);
    });
  });

  it("refuses page form posts that a browser marks as not same-origin, with no Origin", async () => {
    for (const site of ["cross-site", "same-site", "none"]) {
      const res = await app.request("/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": site },
        body: "name=Asha&email=a%40b.c&message=hello%20there",
      });
      expect(res.status, site).toBe(403);
    }
  });

  describe("profile values Better Auth would store", () => {
    it.each([
      [{ accountType: "wizard" }, "accountType", "Choose an account type."],
      [{ name: "x".repeat(50_000) }, "name", "Name is too long."],
      [{ name: "A" }, "name", "Name must be at least 2 characters."],
      [{ phone: "call me maybe" }, "phone", "Enter a phone number with 7 to 15 digits"],
      [{ image: "https://evil.example/x.png" }, "image", "Profile pictures can't be set here."],
    ])(
      "refuses sign-up with %#: a 400 naming the field, nothing stored",
      async (extra, field, message) => {
        const email = `refused-${field}@example.com`;
        const res = await signUp(email, extra);
        expect(res.status).toBe(400);
        const body = (await res.json()) as { message: string; field: string };
        expect(body.field).toBe(field);
        expect(body.message).toContain(message);
        expect(await userRow(email)).toBeUndefined();
      },
    );

    it("accepts a valid sign-up, and a blank name still takes the address's local part", async () => {
      expect((await signUp("valid@example.com", { accountType: "parent" })).status).toBe(200);
      expect(await userRow("valid@example.com")).toMatchObject({ accountType: "parent" });
      expect((await signUp("blank.name@example.com", { name: "  " })).status).toBe(200);
      expect(await userRow("blank.name@example.com")).toMatchObject({ name: "blank.name" });
    });

    it("refuses update-user values the profile form refuses, and changes nothing", async () => {
      const up = await signUp("updater@example.com", { accountType: "student" });
      const cookie = up.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      const update = (body: unknown) =>
        post("/api/auth/update-user", body, { cookie: cookie.split(";")[0] });

      for (const [body, field] of [
        [{ accountType: "wizard" }, "accountType"],
        [{ name: "x".repeat(50_000) }, "name"],
        [{ name: "" }, "name"],
        [{ phone: "1".repeat(40) }, "phone"],
        [{ name: "Fine Name", accountType: "admin" }, "accountType"],
      ] as const) {
        const res = await update(body);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { field: string }).field).toBe(field);
      }
      expect(await userRow("updater@example.com")).toEqual({
        name: "Asha Rao",
        accountType: "student",
        phone: null,
      });

      const ok = await update({ name: "Asha R.", accountType: "professional" });
      expect(ok.status).toBe(200);
      expect(await userRow("updater@example.com")).toMatchObject({
        name: "Asha R.",
        accountType: "professional",
      });
    });
  });

  // The HTTP layer refuses these before any query: on one engine (HTTP_ENGINE).
  if (engine === HTTP_ENGINE) {
    describe("bodies over 1 MiB sent chunked, with no Content-Length", () => {
      let server: Server;
      let port: number;

      beforeAll(async () => {
        server = createServer(getRequestListener(app.fetch));
        await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
        port = (server.address() as AddressInfo).port;
      });
      afterAll(async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      });

      // 64 MB offered: a server that read the whole body before refusing would never answer
      // while the client is still sending, so the 413 must come long before the end.
      const OFFERED = 64 * 1024 * 1024;

      it.each([
        ["/api/auth/sign-in/email", "application/json"],
        ["/api/auth/sign-up/email", "application/json"],
        ["/api/auth/request-password-reset", "application/json"],
        ["/login", "application/x-www-form-urlencoded"],
        ["/contact", "application/x-www-form-urlencoded"],
        ["/account-settings", "multipart/form-data; boundary=x"],
        ["/get-started/parent", "application/x-www-form-urlencoded"],
      ])("POST %s is refused with 413 while it streams", async (path, type) => {
        const { status, written, connection } = await streamChunked(port, path, type, OFFERED);
        expect(status).toBe(413);
        expect(written).toBeLessThan(OFFERED / 2);
        // Closed, so a client that keeps sending is not read to the end either.
        expect(connection).toBe("close");
      });

      it("still accepts a chunked body under the limit", async () => {
        const { status } = await streamChunked(
          port,
          "/api/auth/sign-in/email",
          "application/json",
          512 * 1024,
        );
        // Not JSON, so Better Auth refuses it, but as a bad request, not as too large.
        expect(status).not.toBe(413);
        expect(status).toBeLessThan(500);
      });
    });
  }
});
