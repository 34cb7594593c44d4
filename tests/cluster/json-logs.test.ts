import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseHandle } from "~/.server/platform/db/connect";
import { createIssue, startSending } from "~/.server/newsletter-issues/writes";
import { freePort } from "../support/postgres-server";

// Issue 23, item 9 (docs/decisions/0028-every-log-line-is-json.md): every line the production
// server writes to stdout and stderr is one JSON object, errors included, and an error written
// while a request is handled carries that request's id. The server is the production build on
// a fresh SQLite file; a booking row with a zone no runtime knows makes its manage page fail in
// the loader (a render error), and a newsletter issue is previewed by an admin and sent (the
// HTML sanitiser used to print multi-line warnings there).

const SECRET = "J5onL0gsT3stS3cr3tL0ngEnoughForAuth";

describe("the production server's log", () => {
  const dir = mkdtempSync(join(tmpdir(), "learnova-json-logs-"));
  const url = `sqlite:${join(dir, "learnova.db")}`;
  const lines: { stream: "stdout" | "stderr"; text: string }[] = [];
  let child: ChildProcess;
  let base: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ["build/server.mjs"], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_URL: base,
        BETTER_AUTH_SECRET: SECRET,
        DATABASE_URL: url,
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of ["stdout", "stderr"] as const) {
      let rest = "";
      child[stream]!.on("data", (b: Buffer) => {
        const parts = (rest + b.toString()).split("\n");
        rest = parts.pop()!;
        for (const text of parts) lines.push({ stream, text });
      });
    }
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${JSON.stringify(lines)}`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    handle = connectDatabase(url);
  });

  afterAll(async () => {
    await handle?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** Waits until a line matching `test` has been written. */
  async function until(test: (line: Record<string, unknown>) => boolean, what: string) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const found = lines.map((l) => safeParse(l.text)).find((l) => l && test(l));
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no log line for ${what}:\n${lines.map((l) => l.text).join("\n")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it("writes only JSON lines, render errors and library warnings included, with the request id", async () => {
    const { db } = handle;
    // A render error: a stored booking whose zone no runtime knows (a bad row).
    const token = randomBytes(24).toString("hex");
    const now = new Date().toISOString();
    const email = `logs-${randomBytes(4).toString("hex")}@example.com`;
    await db
      .insertInto("demoBooking")
      .values({
        id: randomUUID(),
        contactName: "Log Reader",
        email,
        emailKey: email,
        phone: "+91 98765 43210",
        accountType: "parent",
        learnerName: null,
        grade: "Grade 6",
        board: null,
        goal: null,
        subject: "Maths",
        courseSlug: null,
        requestedStart: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        timeZone: "Mars/Olympus_Mons",
        notes: null,
        status: "requested",
        scheduledStart: null,
        meetingLink: null,
        userId: null,
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
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const broken = await fetch(`${base}/manage-booking/${token}`);
    expect(broken.status).toBe(500);
    const requestId = broken.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    const renderError = await until(
      (l) => l.msg === "render error" && l.requestId === requestId,
      "the render error",
    );
    expect((renderError.err as { stack?: string }).stack).toMatch(/RangeError/);

    // A newsletter issue: an admin's preview, then the send to one subscriber.
    const admin = {
      email: `ada-${randomBytes(3).toString("hex")}@example.com`,
      password: "long-enough-1",
    };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ name: "Ada", ...admin }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    await db.updateTable("user").set({ role: "admin" }).where("email", "=", admin.email).execute();
    await db
      .insertInto("newsletterSubscriber")
      .values({
        id: randomUUID(),
        email: "reader@example.com",
        emailKey: "reader@example.com",
        status: "active",
        confirmToken: randomUUID(),
        unsubscribeToken: randomBytes(24).toString("base64url"),
        createdAt: now,
        confirmedAt: now,
        unsubscribedAt: null,
      })
      .execute();
    const actor = { id: "log-test", email: admin.email };
    const id = await createIssue(db, actor, {
      subject: "Log test",
      preheader: "",
      html: '<h2>News</h2><p>See <a href="/courses">our courses</a>.</p><hr data-block="demo-cta">',
    });
    const preview = await fetch(`${base}/admin/newsletter/issues/${id}`, { headers: { cookie } });
    expect(preview.status).toBe(200);
    await startSending(db, actor, { id, version: 1 });
    await until((l) => l.msg === "mail kept in the outbox (no SMTP_URL)", "the issue's mail");

    const unparsed = lines.filter((l) => l.text.trim() !== "" && !safeParse(l.text));
    expect(unparsed).toEqual([]);
    const parsed = lines.map((l) => safeParse(l.text)!).filter(Boolean);
    // Every error written while a request was handled names it (background work has none).
    const errors = parsed.filter((l) => Number(l.level) >= 50);
    expect(errors.length).toBeGreaterThan(0);
    for (const line of errors) expect(line.requestId, JSON.stringify(line)).toBeTruthy();
  });
});

function safeParse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
