import { createServer as createNetServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { createLogger } from "../log";
import type { AppServices } from "../services";
import { enqueueMail, retryDelayMs } from "./outbox";
import { createTransport } from "./transport";
import { startOutboxWorker } from "./worker";

interface Received {
  to: string[];
  raw: string;
}

/** An in-process SMTP server that records every message it accepts. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
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
});
