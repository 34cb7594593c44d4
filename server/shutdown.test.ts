import { createServer as createHttpServer } from "node:http";
import { createServer as createNetServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../app/.server/platform/db/connect";
import { createLogger } from "../app/.server/platform/log";
import { enqueueMail } from "../app/.server/outbox/writes";
import { createTransport } from "../app/.server/platform/mail-transport";
import { startOutboxWorker } from "../app/.server/outbox/jobs";
import type { AppServices } from "../app/.server/platform/types";
import { createTestServices } from "../tests/support/databases";
import { shutdown } from "./shutdown";

/** Accepts SMTP connections and never answers. */
async function hangingSmtp() {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as AddressInfo).port,
    connected: () => sockets.size > 0,
    close: () =>
      new Promise<void>((r) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => r());
      }),
  };
}

describe("shutdown", () => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices("sqlite"));
    await services.mail?.stop();
    services.mail = undefined;
    services.stopBackground = undefined;
  });
  afterAll(async () => cleanup().catch(() => {}));

  it("exits within its bound while SMTP hangs, and the unsent mail stays queued", async () => {
    const smtp = await hangingSmtp();
    const quiet = createLogger("silent");
    const worker = startOutboxWorker(services, {
      intervalMs: 60_000,
      stopWaitMs: 200,
      transport: createTransport(`smtp://127.0.0.1:${smtp.port}`, quiet, {
        greetingTimeout: 120_000,
      }),
    });
    const http = createHttpServer((_req, res) => res.end("ok"));
    await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
    try {
      const id = await enqueueMail(services.db, {
        to: "waiting@example.com",
        subject: "Hi",
        html: "<p>Hi</p>",
        text: "Hi",
        kind: "test",
      });
      void worker.drain();
      while (!smtp.connected()) await new Promise((r) => setTimeout(r, 20));

      const exitCode = await new Promise<number>((resolve) => {
        void shutdown(
          http,
          { log: quiet, handle: services.handle, stopBackground: () => worker.stop() },
          { drainMs: 200, stopMs: 60_000, exit: resolve },
        );
      });
      // 0: everything stopped by itself, before the deadline had to cut it short.
      expect(exitCode).toBe(0);
      expect(http.listening).toBe(false);

      const reopened = connectDatabase(services.config.databaseUrl);
      try {
        const row = await reopened.db
          .selectFrom("emailOutbox")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: "queued", attempts: 0, claimedBy: null });
      } finally {
        await reopened.close();
      }
    } finally {
      await smtp.close();
    }
  }, 30_000);

  it("exits with 1 at its deadline when stopping hangs", async () => {
    const http = createHttpServer((_req, res) => res.end("ok"));
    await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
    const exitCode = await new Promise<number>((resolve) => {
      void shutdown(
        http,
        {
          log: createLogger("silent"),
          handle: { ...services.handle, close: async () => {} },
          stopBackground: () => new Promise<void>(() => {}),
        },
        { drainMs: 100, stopMs: 200, exit: resolve },
      );
    });
    expect(exitCode).toBe(1);
  });
});
