import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../../server/app";
import { createPageCache, type PageCache } from "../../../../server/page-cache";
import { testConfig } from "../../../../tests/support/databases";
import {
  postgresUnavailableReason,
  startPostgresServer,
  type PostgresServer,
} from "../../../../tests/support/postgres-server";
import { createLogger } from "../log";
import { createServices } from "../../services";
import { type AppServices } from "../types";
import { expectOneMigrationRun } from "../../../../tests/support/migrations";

// These tests stop and start a PostgreSQL server, so they start one of their own.
const skipReason = postgresUnavailableReason();
if (skipReason) console.warn(`PostgreSQL restart tests skipped: ${skipReason}`);

describe.skipIf(skipReason)("a PostgreSQL restart", () => {
  let pg: PostgresServer;
  let services: AppServices;
  let pageCache: PageCache;
  let app: ReturnType<typeof createApp>;
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on("uncaughtExceptionMonitor", recordUncaught);
    pg = await startPostgresServer();
    await pg.createDatabase("restart");
    services = await createServices(testConfig(pg.url("restart")), createLogger("silent"));
    pageCache = createPageCache(services);
    app = createApp({
      services,
      pageCache,
      mode: "production",
      getBuild: () => Promise.reject(new Error("no page renderer in this test")),
    });
  });

  afterAll(async () => {
    process.off("uncaughtExceptionMonitor", recordUncaught);
    pageCache?.stop();
    await services?.stopBackground?.();
    await services?.handle.close();
    pg?.destroy();
  });

  const contact = () =>
    app.request("/api/functions/sendContactMessage", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3999" },
      body: JSON.stringify({
        data: { name: "Asha Rao", email: "asha@example.com", message: "Do you teach IB Physics?" },
      }),
    });
  const signIn = () =>
    app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3999" },
      body: JSON.stringify({ email: "nobody@example.com", password: "not-the-password" }),
    });

  async function readyWithin(ms: number): Promise<Response> {
    const deadline = Date.now() + ms;
    for (;;) {
      const res = await app.request("/readyz");
      if (res.status === 200 || Date.now() > deadline) return res;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it("keeps the process up, answers 503 meanwhile and recovers by itself", async () => {
    // Several requests at once leave several idle connections in the pool, as light load does.
    const warm = await Promise.all([contact(), contact(), contact(), app.request("/readyz")]);
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await services.mail!.drain();

    pg.stop();
    // Give the closed connections' events time to arrive (they ended the process before).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(uncaught).toEqual([]);

    const ready = await app.request("/readyz");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "database unreachable" });

    const call = await contact();
    expect(call.status).toBe(503);
    expect(call.headers.get("retry-after")).toBe("5");
    expect(await call.json()).toEqual({
      error: {
        status: "UNAVAILABLE",
        message: "Learnova is briefly unavailable. Please try again in a minute.",
      },
    });
    const auth = await signIn();
    expect(auth.status).toBe(503);
    // The background loops keep going through the outage.
    await expect(services.mail!.drain()).resolves.toBe(0);

    pg.start();
    const back = await readyWithin(20_000);
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ status: "ready" });
    expect((await contact()).status).toBe(200);
    expect((await signIn()).status).toBe(401);
    // The mail queued after the outage goes out like any other (with no SMTP_URL here, "going
    // out" is being kept in the outbox: a terminal state, not a retry).
    await services.mail!.drain();
    const unsent = await services.db
      .selectFrom("emailOutbox")
      .select("status")
      .where("status", "not in", ["sent", "kept"])
      .execute();
    expect(unsent).toEqual([]);
    expect(uncaught).toEqual([]);
  });

  it("lets several processes migrate one fresh database at once", async () => {
    await pg.createDatabase("fresh");
    await expectOneMigrationRun(pg.url("fresh"));
  });
});
