import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNginx, startCluster, type Cluster } from "../../scripts/cluster.mjs";
import { bumpContentVersion } from "~/.server/platform/content-version";
import { connectDatabase, type DatabaseHandle } from "~/.server/platform/db/connect";
import {
  freePort,
  postgresUnavailableReason,
  startPostgresServer,
  type PostgresServer,
} from "../support/postgres-server";

// Two production servers (build/server.mjs) on one PostgreSQL of the test's own, behind nginx
// as scripts/cluster.mjs runs them. Every request below goes through nginx; which server
// answered is read from the servers' own request logs.
const skipReason =
  postgresUnavailableReason() ?? (findNginx() ? undefined : "nginx is not installed");
if (skipReason) console.warn(`cluster tests skipped: ${skipReason}`);

interface Served {
  source: string;
  path: string;
  status: number;
}

describe.skipIf(skipReason)("two servers behind nginx on one PostgreSQL", () => {
  let pg: PostgresServer;
  let cluster: Cluster;
  let db: DatabaseHandle;
  let base: string;
  const served: Served[] = [];
  const output: string[] = [];

  beforeAll(async () => {
    pg = await startPostgresServer();
    await pg.createDatabase("cluster");
    const port = await freePort();
    const appPorts = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    cluster = await startCluster({
      port,
      appPorts,
      env: {
        ...process.env,
        DATABASE_URL: pg.url("cluster"),
        BETTER_AUTH_SECRET: "Cl5uSt3rT3stS3cr3tW1thEnoughCh4rs",
        SITE_URL: base,
        LOG_LEVEL: "info",
        RATE_LIMIT_MULTIPLIER: "1",
      },
      onLog: (source, line) => {
        output.push(`[${source}] ${line}`);
        if (!line.startsWith("{")) return;
        try {
          const entry = JSON.parse(line) as { msg?: string; path?: string; status?: number };
          if (entry.msg === "request" && entry.path && entry.status) {
            served.push({ source, path: entry.path, status: entry.status });
          }
        } catch {
          // not a log record
        }
      },
    });
    db = connectDatabase(pg.url("cluster"), { onConnectionError: () => {} });
  });

  afterAll(async () => {
    await db?.close();
    await cluster?.stop();
    pg?.destroy();
  });

  /** Which servers logged a request for this path since `from` (an index into served). */
  const serversFor = (path: string, from: number) =>
    new Set(
      served
        .slice(from)
        .filter((s) => s.path === path)
        .map((s) => s.source),
    );

  /** Request logs are written after the answer; give them a moment to arrive. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, ...headers },
      body: JSON.stringify(body),
    });

  let cookie: string;

  it("keeps a session made through one server working on the other (sessions in the database)", async () => {
    const up = await post("/api/auth/sign-up/email", {
      email: "cluster@example.com",
      password: "correct horse 1",
      name: "Cluster Test",
    });
    expect(up.status).toBe(200);
    cookie = up.headers
      .getSetCookie()
      .find((c) => c.includes("session_token"))!
      .split(";")[0]!;

    const from = served.length;
    const emails: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
      expect(res.status).toBe(200);
      emails.push(((await res.json()) as { user: { email: string } }).user.email);
    }
    expect(emails).toEqual(Array(4).fill("cluster@example.com"));
    await settle();
    expect(serversFor("/api/auth/get-session", from)).toEqual(new Set(["app1", "app2"]));
  });

  it("shares one rate limit between the servers", async () => {
    const from = served.length;
    const statuses: number[] = [];
    // sendContactMessage allows five calls per address in ten minutes.
    for (let i = 0; i < 7; i++) {
      // Each call claims another address; nginx appends the real one, which is what counts
      // with TRUST_PROXY=1 (one hop), so the claims buy no extra budget.
      const res = await post(
        "/api/functions/sendContactMessage",
        { data: { name: "Asha Rao", email: "asha@example.com", message: `Question number ${i}?` } },
        { "x-forwarded-for": `203.0.113.${i + 1}` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    await settle();
    expect(serversFor("/api/functions/sendContactMessage", from)).toEqual(
      new Set(["app1", "app2"]),
    );
  });

  it("drops both servers' cached pages when the content changes", async () => {
    const course = await db.db
      .selectFrom("course")
      .select(["id", "slug", "title"])
      .where("published", "=", 1)
      .orderBy("position")
      .executeTakeFirstOrThrow();
    const path = `/courses/${course.slug}`;
    const from = served.length;
    for (let i = 0; i < 4; i++) {
      const page = await (await fetch(`${base}${path}`)).text();
      expect(page).toContain(course.title);
    }
    await settle();
    expect(serversFor(path, from)).toEqual(new Set(["app1", "app2"]));

    // What an admin's edit does: change the content and bump the version, in one transaction.
    const renamed = `${course.title} (renamed by the cluster test)`;
    await db.db.transaction().execute(async (trx) => {
      await trx.updateTable("course").set({ title: renamed }).where("id", "=", course.id).execute();
      await bumpContentVersion(trx);
    });

    // Each server checks the version every two seconds; four answers in a row cover both.
    const deadline = Date.now() + 8_000;
    let fresh = 0;
    while (fresh < 4 && Date.now() < deadline) {
      const page = await (await fetch(`${base}${path}`)).text();
      fresh = page.includes(renamed) ? fresh + 1 : 0;
      if (fresh === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(fresh).toBe(4);
  });

  it("shows a scheduled post on both servers' cached /blogs once its time comes, with no write", async () => {
    // Decision 0020: nothing is written at the due time; each server's cache notices the
    // newest live post's time change on its next poll.
    const title = "A post scheduled by the cluster test";
    const from = served.length;
    for (let i = 0; i < 4; i++) {
      expect(await (await fetch(`${base}/blogs`)).text()).not.toContain(title);
    }
    await settle();
    expect(serversFor("/blogs", from)).toEqual(new Set(["app1", "app2"]));
    const due = new Date(Date.now() + 4_000);
    const stamp = new Date().toISOString();
    await db.db
      .insertInto("blogPost")
      .values({
        id: 9_500,
        slug: "cluster-scheduled",
        title,
        excerpt: "Goes live by itself.",
        contentHtml: "<p>Hello.</p>",
        image: "/images/blog/future-ready-parenting-raising-curious-resilient-kids",
        category: "EDUCATION",
        publishedAt: due.toISOString(),
        status: "published",
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
    // Still cached and still ahead: absent from both.
    for (let i = 0; i < 4; i++) {
      expect(await (await fetch(`${base}/blogs`)).text()).not.toContain(title);
    }
    while (Date.now() < due.getTime()) await new Promise((resolve) => setTimeout(resolve, 100));
    const deadline = Date.now() + 8_000;
    let fresh = 0;
    while (fresh < 4 && Date.now() < deadline) {
      const page = await (await fetch(`${base}/blogs`)).text();
      fresh = page.includes(title) ? fresh + 1 : 0;
      if (fresh === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(fresh).toBe(4);
  });

  it("keeps both servers alive through a PostgreSQL restart while requests flow", async () => {
    // Both servers cache the public page for anonymous visitors.
    for (let i = 0; i < 4; i++) expect((await fetch(`${base}/courses`)).status).toBe(200);

    const statuses = new Map<number | string, number>();
    let flowing = true;
    const flow = (async () => {
      for (let i = 0; flowing; i++) {
        const status = await (
          i % 2
            ? fetch(`${base}/api/auth/get-session`, { headers: { cookie } })
            : fetch(`${base}/readyz`)
        ).then(
          async (res) => (await res.arrayBuffer(), res.status),
          (error: unknown) => String(error),
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      pg.stop();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const app of cluster.apps) {
        const ready = await fetch(`http://127.0.0.1:${app.port}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ status: "database unreachable" });
      }
      // A signed-in visitor's page and session need the database: a clear 503 from both servers.
      const outage: [number, string][] = [];
      for (let i = 0; i < 2; i++) {
        const page = await fetch(`${base}/courses`, { headers: { cookie } });
        const text = await page.text();
        outage.push([page.status, text.includes("briefly unavailable") ? "page" : text]);
        const session = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
        outage.push([session.status, session.headers.get("retry-after") ?? "?"]);
      }
      expect(outage).toEqual([
        [503, "page"],
        [503, "5"],
        [503, "page"],
        [503, "5"],
      ]);
      // Anonymous visitors still get the cached public page from both.
      for (let i = 0; i < 2; i++) expect((await fetch(`${base}/courses`)).status).toBe(200);

      pg.start();
      for (const app of cluster.apps) {
        const deadline = Date.now() + 30_000;
        while ((await fetch(`http://127.0.0.1:${app.port}/readyz`)).status !== 200) {
          expect(Date.now()).toBeLessThan(deadline);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      flowing = false;
      await flow;
    }

    expect(cluster.apps.map((app) => [app.name, app.process.exitCode])).toEqual([
      ["app1", null],
      ["app2", null],
    ]);
    // Only answers, never nginx's 502 for a server that is gone, nor a 500.
    expect([...statuses.keys()].sort()).toEqual([200, 503]);

    const from = served.length;
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/api/auth/get-session`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { user: { email: string } }).user.email).toBe(
        "cluster@example.com",
      );
    }
    await settle();
    expect(serversFor("/api/auth/get-session", from)).toEqual(new Set(["app1", "app2"]));
  });
});
