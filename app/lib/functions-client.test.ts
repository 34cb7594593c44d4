import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { callFunction, FunctionsError } from "./functions-client";
import { sendContactMessage, subscribeToNewsletter } from "./functions";

// A real HTTP server whose answer each test chooses by function name.
let server: Server;
let base: string;
const replies: Record<string, { status: number; body: string; delayMs?: number }> = {};
let lastBody = "";
let lastAuth: string | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      lastBody = body;
      lastAuth = req.headers.authorization;
      const name = decodeURIComponent(req.url!.split("/").pop()!);
      const reply = replies[name] ?? { status: 200, body: '{"result":null}' };
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { "content-type": "application/json" });
        res.end(reply.body);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/functions`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function failure(name: string, options = {}) {
  try {
    await callFunction(name, { x: 1 }, { baseUrl: base, ...options });
  } catch (error) {
    return error as FunctionsError;
  }
  throw new Error("expected a failure");
}

describe("callFunction", () => {
  it("posts {data} and returns the result field", async () => {
    replies.ok = { status: 200, body: '{"result":{"id":"42"}}' };
    expect(
      await callFunction("ok", { email: "a@b.co" }, { baseUrl: base, authToken: "tok" }),
    ).toEqual({ id: "42" });
    expect(JSON.parse(lastBody)).toEqual({ data: { email: "a@b.co" } });
    expect(lastAuth).toBe("Bearer tok");
  });

  it("also accepts a data field, as Firebase clients do", async () => {
    replies.legacy = { status: 200, body: '{"data":"yes"}' };
    expect(await callFunction("legacy", {}, { baseUrl: base })).toBe("yes");
  });

  it.each([
    [400, "invalid-argument"],
    [401, "unauthenticated"],
    [403, "permission-denied"],
    [404, "not-found"],
    [409, "aborted"],
    [429, "resource-exhausted"],
    [499, "cancelled"],
    [500, "internal"],
    [501, "unimplemented"],
    [503, "unavailable"],
    [504, "deadline-exceeded"],
    [418, "unknown"],
    [302, "unknown"],
  ])("maps HTTP %i to %s, keeping the server's message and details", async (status, code) => {
    const name = `status${status}`;
    replies[name] = {
      status,
      body: JSON.stringify({
        error: {
          status: "X",
          message: `said ${status}`,
          details: { fieldErrors: { email: "Invalid email address." } },
        },
      }),
    };
    const error = await failure(name);
    expect(error).toBeInstanceOf(FunctionsError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(`said ${status}`);
    expect(error.fieldErrors).toEqual({ email: "Invalid email address." });
  });

  it("an error without a message carries its code as the message", async () => {
    replies.bare = { status: 503, body: "{}" };
    expect((await failure("bare")).message).toBe("unavailable");
  });

  it("'Response is missing data field' when 200 carries neither result nor data", async () => {
    replies.missing = { status: 200, body: '{"other":1}' };
    const error = await failure("missing");
    expect([error.code, error.message]).toEqual(["internal", "Response is missing data field"]);
  });

  it("'Response is not valid JSON object' when 200 is not a JSON object", async () => {
    replies.html = { status: 200, body: "<html>oops</html>" };
    const error = await failure("html");
    expect([error.code, error.message]).toEqual(["internal", "Response is not valid JSON object"]);
    replies.array = { status: 200, body: "[1,2]" };
    expect((await failure("array")).message).toBe("Response is not valid JSON object");
  });

  it("aborts the request after the time-out: deadline-exceeded", async () => {
    replies.slow = { status: 200, body: '{"result":1}', delayMs: 1500 };
    const started = Date.now();
    const error = await failure("slow", { timeout: 150 });
    expect(error.code).toBe("deadline-exceeded");
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it("a network failure is internal", async () => {
    const error = await failure("any", { baseUrl: "http://127.0.0.1:1/api/functions" });
    expect(error.code).toBe("internal");
  });
});

describe("the seed's wrappers", () => {
  it("log and rethrow with the original message", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((url: string, init: RequestInit) =>
      realFetch(url.replace("/api/functions", base), init)) as typeof fetch;
    try {
      replies.sendContactMessage = {
        status: 429,
        body: '{"error":{"status":"RESOURCE_EXHAUSTED","message":"Too many requests."}}',
      };
      await expect(
        sendContactMessage({
          name: "Asha",
          email: "a@b.co",
          message: "Hello there!",
          feedback: "",
        }),
      ).rejects.toThrow("Too many requests.");
      expect(log).toHaveBeenCalled();
    } finally {
      globalThis.fetch = realFetch;
      log.mockRestore();
    }
  });

  it("fall back to 'Failed to subscribe to newsletter' when the error has no message", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const realFetch = globalThis.fetch;
    globalThis.fetch = (() =>
      Promise.reject(Object.assign(new Error(""), { name: "" }))) as typeof fetch;
    try {
      // A network failure's message is the code "internal" (never empty), which is kept.
      await expect(subscribeToNewsletter("a@b.co")).rejects.toThrow("internal");
    } finally {
      globalThis.fetch = realFetch;
      log.mockRestore();
    }
  });
});
