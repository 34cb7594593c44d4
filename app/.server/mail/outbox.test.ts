import { createServer as createNetServer, type AddressInfo } from "node:net";
import pino from "pino";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { createLogger } from "../log";
import type { AppServices } from "../services";
import { enqueueMail, MAX_RETRY_DELAY_MS, RETRY_FOR_MS, retryDelayMs } from "./outbox";
import { createTransport, smtpOptions } from "./transport";
import { startOutboxWorker } from "./worker";

interface Received {
  to: string[];
  raw: string;
}

/** An in-process SMTP server that records every message it accepts. */
async function startSmtp(port = 0, options: SMTPServerOptions = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    ...options,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** An SMTP server that refuses every recipient with this reply code, quoting the address. */
function refusingSmtp(responseCode: number) {
  return startSmtp(0, {
    onRcptTo(address, _session, callback) {
      const error = new Error(`<${address.address}>: mailbox unavailable`) as Error & {
        responseCode: number;
      };
      error.responseCode = responseCode;
      callback(error);
    },
  });
}

/** Accepts TCP connections and never says a word (a hanging SMTP server). */
async function startSilentServer() {
  const sockets = new Set<import("node:net").Socket>();
  let connections = 0;
  const server = createNetServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise<void>((r) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => r());
      }),
  };
}

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: string[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  return { log, lines };
}

async function until(condition: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function freePort(): Promise<number> {
  const s = createNetServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const mail = (to: string, n = 0) => ({
  to,
  subject: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
  text: `Hello ${n}`,
  kind: "test",
  headers: { "List-Unsubscribe": "<https://learnova.example/unsubscribe?token=t>" },
  attachments: [
    {
      filename: "a.ics",
      contentType: "text/calendar",
      content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR",
    },
  ],
});

describe.each(engines)("e-mail outbox on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  const quiet = createLogger("silent");

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await services.mail?.stop(); // these tests drive their own workers
    services.mail = undefined;
  });
  afterAll(async () => cleanup());

  it("keeps a mail it cannot deliver (no SMTP_URL) as 'kept', never 'sent'", async () => {
    const worker = startOutboxWorker(services, {
      intervalMs: 60_000,
      transport: createTransport(undefined, quiet),
    });
    const outcomes: string[] = [];
    worker.observe((outcome) => outcomes.push(outcome));
    try {
      const id = await enqueueMail(services.db, mail("kept@example.com", 1));
      expect(await worker.drain()).toBe(1);
      expect(await worker.drain()).toBe(0);
      const row = await services.db
        .selectFrom("emailOutbox")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "kept", attempts: 1, lastError: null });
      expect(outcomes).toEqual(["kept"]);
    } finally {
      await worker.stop();
    }
  });

  it("delivers through real SMTP with headers and attachments, once", async () => {
    const smtp = await startSmtp();
    const worker = startOutboxWorker(services, {
      intervalMs: 60_000,
      transport: createTransport(`smtp://127.0.0.1:${smtp.port}`, quiet),
    });
    try {
      const id = await enqueueMail(services.db, mail("asha@example.com", 1));
      expect(await worker.drain()).toBe(1);
      expect(await worker.drain()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual(["asha@example.com"]);
      expect(smtp.received[0].raw).toContain("Subject: Hello 1");
      expect(smtp.received[0].raw).toContain(
        "List-Unsubscribe: <https://learnova.example/unsubscribe?token=t>",
      );
      expect(smtp.received[0].raw).toContain("filename=a.ics");
      const row = await services.db
        .selectFrom("emailOutbox")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("loses nothing while SMTP is down, and sends everything once it is back", async () => {
    const port = await freePort();
    const worker = startOutboxWorker(services, {
      intervalMs: 60_000,
      transport: createTransport(`smtp://127.0.0.1:${port}`, quiet),
    });
    const ids: string[] = [];
    try {
      for (let i = 0; i < 3; i++)
        ids.push(await enqueueMail(services.db, mail(`down${i}@example.com`, i)));
      expect(await worker.drain()).toBe(0);
      const failed = await services.db
        .selectFrom("emailOutbox")
        .selectAll()
        .where("id", "in", ids)
        .execute();
      for (const row of failed) {
        expect(row.status).toBe("queued");
        expect(row.attempts).toBe(1);
        expect(row.lastError).toBeTruthy();
        expect(new Date(row.nextAttemptAt).getTime()).toBeGreaterThan(
          Date.now() + retryDelayMs(1) - 5_000,
        );
      }
      // Nothing is retried before its backoff is over.
      expect(await worker.drain()).toBe(0);

      const smtp = await startSmtp(port);
      try {
        // Pretend the backoff has passed.
        await services.db
          .updateTable("emailOutbox")
          .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
          .where("id", "in", ids)
          .execute();
        expect(await worker.drain()).toBe(3);
        expect(await worker.drain()).toBe(0);
        expect(smtp.received.map((r) => r.to[0]).sort()).toEqual([
          "down0@example.com",
          "down1@example.com",
          "down2@example.com",
        ]);
        const sent = await services.db
          .selectFrom("emailOutbox")
          .select(["status", "attempts"])
          .where("id", "in", ids)
          .execute();
        expect(sent.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
      } finally {
        await smtp.close();
      }
    } finally {
      await worker.stop();
    }
  });

  it("with several workers at once, every mail goes out exactly once", async () => {
    const smtp = await startSmtp();
    const workers = [0, 1, 2].map(() =>
      startOutboxWorker(services, {
        intervalMs: 60_000,
        transport: createTransport(`smtp://127.0.0.1:${smtp.port}`, quiet),
      }),
    );
    try {
      const ids: string[] = [];
      for (let i = 0; i < 30; i++)
        ids.push(await enqueueMail(services.db, mail(`many${i}@example.com`, i)));
      await Promise.all(workers.map((w) => w.drain()));
      await Promise.all(workers.map((w) => w.drain()));
      const addresses = smtp.received.map((r) => r.to[0]).filter((a) => a.startsWith("many"));
      expect(addresses).toHaveLength(30);
      expect(new Set(addresses).size).toBe(30);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await smtp.close();
    }
  });

  const row = (id: string) =>
    services.db
      .selectFrom("emailOutbox")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("keeps retrying a transient (4xx) refusal past eight attempts, at most an hour apart", async () => {
    const smtp = await refusingSmtp(451);
    const worker = startOutboxWorker(services, {
      intervalMs: 60_000,
      transport: createTransport(`smtp://127.0.0.1:${smtp.port}`, quiet),
    });
    try {
      const id = await enqueueMail(services.db, mail("greylisted@example.com"));
      // Eight attempts already failed over the past hour or so.
      await services.db
        .updateTable("emailOutbox")
        .set({ attempts: 8, createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString() })
        .where("id", "=", id)
        .execute();
      await worker.drain();
      const after = await row(id);
      expect(after).toMatchObject({ status: "queued", attempts: 9, claimedBy: null });
      const wait = new Date(after.nextAttemptAt).getTime() - Date.now();
      expect(wait).toBeGreaterThan(MAX_RETRY_DELAY_MS - 60_000);
      expect(wait).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
      expect(after.lastError).toContain("451");
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("gives a transiently refused mail up only once it is past its retry period", async () => {
    const smtp = await refusingSmtp(421);
    const worker = startOutboxWorker(services, {
      intervalMs: 60_000,
      transport: createTransport(`smtp://127.0.0.1:${smtp.port}`, quiet),
    });
    try {
      const id = await enqueueMail(services.db, mail("old@example.com"));
      await services.db
        .updateTable("emailOutbox")
        .set({ attempts: 80, createdAt: new Date(Date.now() - RETRY_FOR_MS).toISOString() })
        .where("id", "=", id)
        .execute();
      await worker.drain();
      expect(await row(id)).toMatchObject({ status: "failed", attempts: 81 });
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("fails a permanent (550) refusal at once, and keeps the address out of lastError and the logs", async () => {
    const smtp = await refusingSmtp(550);
    const { log, lines } = capturingLogger();
    const worker = startOutboxWorker(
      { ...services, log },
      {
        intervalMs: 60_000,
        transport: createTransport(`smtp://127.0.0.1:${smtp.port}`, log),
      },
    );
    try {
      const id = await enqueueMail(services.db, mail("nobody.here@example.com"));
      await worker.drain();
      const after = await row(id);
      expect(after).toMatchObject({ status: "failed", attempts: 1 });
      expect(after.lastError).toContain("550");
      expect(after.lastError).toContain("no***@example.com");
      expect(after.lastError).not.toContain("nobody.here@example.com");
      expect(lines.join("")).toContain(id);
      expect(lines.join("")).not.toContain("nobody.here@example.com");
      // Nothing left to send.
      expect(await worker.drain()).toBe(0);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("gives up on a server that never greets within the greeting timeout", async () => {
    const silent = await startSilentServer();
    const transport = createTransport(`smtp://127.0.0.1:${silent.port}`, quiet, {
      greetingTimeout: 300,
    });
    try {
      const started = Date.now();
      const failure = await transport
        .send(
          { ...(await row(await enqueueMail(services.db, mail("slow@example.com")))) },
          "a@example.com",
        )
        .then(
          () => null,
          (error: unknown) => error as Error & { code?: string },
        );
      expect(failure?.code).toBe("ETIMEDOUT");
      expect(failure?.message).toMatch(/greeting/i);
      // nodemailer's own default is 30 s: this must be our 300 ms, not that.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      transport.close();
      await silent.close();
    }
  }, 40_000);

  it("stops within its bound while SMTP hangs, leaving the mail queued for the next process", async () => {
    const silent = await startSilentServer();
    const worker = startOutboxWorker(services, {
      intervalMs: 60_000,
      stopWaitMs: 200,
      transport: createTransport(`smtp://127.0.0.1:${silent.port}`, quiet, {
        greetingTimeout: 60_000,
      }),
    });
    try {
      const first = await enqueueMail(services.db, mail("hang1@example.com"));
      const second = await enqueueMail(services.db, mail("hang2@example.com"));
      void worker.drain();
      await until(() => silent.connections() > 0);
      expect((await row(first)).status).toBe("sending");
      const stopped = await Promise.race([
        worker.stop().then(() => "stopped"),
        new Promise((r) => setTimeout(() => r("still waiting"), 20_000)),
      ]);
      expect(stopped).toBe("stopped");
      for (const id of [first, second]) {
        // Queued again, due now, the attempt not counted: nothing is lost or pushed back.
        const after = await row(id);
        expect(after).toMatchObject({ status: "queued", attempts: 0, claimedBy: null });
        expect(new Date(after.nextAttemptAt).getTime()).toBeLessThanOrEqual(Date.now());
      }
    } finally {
      await silent.close();
    }
  }, 40_000);
});

describe("SMTP options", () => {
  it("carries the timeouts beside the parsed URL, with the URL's own settings and the caller's winning", () => {
    expect(smtpOptions("smtps://user:p%40ss@mail.example:465")).toMatchObject({
      host: "mail.example",
      port: 465,
      secure: true,
      auth: { user: "user" },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    expect(smtpOptions("smtp://mail.example:25?greetingTimeout=2000")).toMatchObject({
      greetingTimeout: 2000,
    });
    expect(smtpOptions("smtp://mail.example:25", { socketTimeout: 5 })).toMatchObject({
      socketTimeout: 5,
    });
  });
});
