import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseHandle } from "~/.server/db/connect";
import { MAX_BACKLOG } from "~/.server/newsletter/sender";
import { createIssue, startSending } from "~/.server/repos/admin-newsletter-issues";
import { freePort } from "../support/postgres-server";

// Issue 17: "the newsletter send interrupted and resumed with each subscriber receiving exactly
// one copy", with real server processes (build/server.mjs) on one SQLite file. The first server
// sends through an SMTP server that refuses every mail, so its outbox fills and its send stops
// part-way; it is then killed with SIGKILL (no shutdown: its lease is left behind, its batches
// are whatever had committed). A second server started on the same file takes the send over
// once the lease runs out, and every active subscriber ends with exactly one copy.

const SUBSCRIBERS = 1_200;
// Both servers hold a send's lease this long (NEWSLETTER_LEASE_SECONDS) instead of the default
// minute: the second server waits it out, and the test with it.
const LEASE_SECONDS = 3;
const LEASE_MS = LEASE_SECONDS * 1000;
const SECRET = "N3wsl3tt3rR3st4rtT3stS3cr3tL0ngEnough";

interface Running {
  child: ChildProcess;
  output: string[];
  exited: Promise<void>;
}

async function startServer(port: number, env: Record<string, string>): Promise<Running> {
  const output: string[] = [];
  const child = spawn(process.execPath, ["build/server.mjs"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: SECRET,
      LOG_LEVEL: "warn",
      NEWSLETTER_LEASE_SECONDS: String(LEASE_SECONDS),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (b: Buffer) => output.push(b.toString()));
  child.stderr!.on("data", (b: Buffer) => output.push(b.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join("")}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, output, exited };
}

/** An SMTP server that turns every connection away with a temporary failure. */
async function refusingSmtp(): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    socket.on("error", () => {});
    socket.end("421 4.3.2 Service not available, try again later\r\n");
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, port };
}

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${String(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("a newsletter send survives its server being killed", () => {
  const dir = mkdtempSync(join(tmpdir(), "learnova-newsletter-restart-"));
  const url = `sqlite:${join(dir, "learnova.db")}`;
  let handle: DatabaseHandle;
  let smtp: { server: Server; port: number };
  const servers: Running[] = [];

  beforeAll(async () => {
    smtp = await refusingSmtp();
  });

  afterAll(async () => {
    for (const s of servers) {
      if (s.child.exitCode === null && s.child.signalCode === null) {
        s.child.kill("SIGTERM");
        await s.exited;
      }
    }
    await handle?.close();
    smtp?.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    "the next server neither skips nor repeats anyone",
    async () => {
      // The first server migrates and seeds the file; then the subscribers and the issue.
      const first = await startServer(await freePort(), {
        DATABASE_URL: url,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      });
      servers.push(first);
      handle = connectDatabase(url);
      const { db } = handle;
      const active: string[] = [];
      for (let i = 0; i < SUBSCRIBERS; i += 100) {
        const rows = Array.from({ length: Math.min(100, SUBSCRIBERS - i) }, (_, j) => {
          const email = `reader-${i + j}-${randomBytes(3).toString("hex")}@example.com`;
          const at = new Date(Date.UTC(2026, 9, 1) + Math.floor((i + j) / 4) * 60_000);
          active.push(email);
          return {
            id: randomUUID(),
            email,
            emailKey: email,
            status: "active" as const,
            confirmToken: randomUUID(),
            unsubscribeToken: randomBytes(24).toString("base64url"),
            createdAt: at.toISOString(),
            confirmedAt: at.toISOString(),
            unsubscribedAt: null,
          };
        });
        await db.insertInto("newsletterSubscriber").values(rows).execute();
      }
      const actor = { id: "test-admin", email: "ada@example.com" };
      const id = await createIssue(db, actor, {
        subject: "Restart test",
        preheader: "",
        html: "<p>One copy each.</p>",
      });
      await startSending(db, actor, { id, version: 1 });

      const delivered = async () =>
        Number(
          (
            await db
              .selectFrom("newsletterDelivery")
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .where("issueId", "=", id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      // The first server queues until its outbox is full (no mail gets out), then waits.
      const before = await until("the first batches", delivered, (n) => n >= MAX_BACKLOG, 60_000);
      await new Promise((r) => setTimeout(r, 1_000));
      first.child.kill("SIGKILL");
      await first.exited;
      const atKill = await delivered();
      expect(atKill).toBeGreaterThanOrEqual(before);
      expect(atKill).toBeLessThan(SUBSCRIBERS);
      const lease = await db
        .selectFrom("newsletterIssue")
        .select(["status", "claimedBy", "claimedUntil"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(lease.status).toBe("sending");
      expect(lease.claimedBy).not.toBeNull();

      // The next server (mail now "sent" to its log): it waits out the dead server's lease,
      // then finishes the send.
      const second = await startServer(await freePort(), { DATABASE_URL: url });
      servers.push(second);
      await until(
        "the send to finish",
        async () =>
          (
            await db
              .selectFrom("newsletterIssue")
              .select("status")
              .where("id", "=", id)
              .executeTakeFirstOrThrow()
          ).status,
        (s) => s === "sent",
        LEASE_MS + 60_000,
      );

      const copies = await db
        .selectFrom("newsletterDelivery as d")
        .innerJoin("emailOutbox as o", "o.id", "d.mailId")
        .select("o.to")
        .where("d.issueId", "=", id)
        .execute();
      const mails = await db
        .selectFrom("emailOutbox")
        .select("to")
        .where("kind", "=", "newsletter-issue")
        .execute();
      expect(copies).toHaveLength(SUBSCRIBERS);
      expect(mails).toHaveLength(SUBSCRIBERS);
      expect(mails.map((m) => m.to).sort()).toEqual([...active].sort());

      second.child.kill("SIGTERM");
      await second.exited;
    },
    LEASE_MS + 180_000,
  );
});
