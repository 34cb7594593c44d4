import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readReceipt } from "../app/.server/bookings/receipt";
import { createTestServices, engines } from "../tests/support/databases";
import type { AppServices } from "../app/.server/platform/types";
import { createApp } from "./app";

const SITE = "http://localhost:3999";

function futureSlotUtc(days = 3): string {
  // 10:30 UTC is 16:00 in Asia/Kolkata: inside the 08:00–20:00 slot hours there.
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(10, 30, 0, 0);
  return d.toISOString();
}

describe.each(engines)("callable functions on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine, {
      ALLOWED_ORIGINS: "https://partner.example",
      RATE_LIMIT_MULTIPLIER: "10000",
    }));
    app = createApp({
      services,
      mode: "production",
      getBuild: () => Promise.reject(new Error("no pages here")),
    });
  });
  afterAll(async () => cleanup());

  const call = (name: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/functions/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  async function count(
    table: "contactMessage" | "newsletterSubscriber" | "demoBooking" | "emailOutbox",
  ) {
    const row = await services.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it("answers {result} on success and stores the message with its two mails", async () => {
    const before = await count("emailOutbox");
    const res = await call("sendContactMessage", {
      data: { name: "Asha Rao", email: "asha@example.com", message: "Do you teach IB Physics?" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { id: string } };
    expect(body.result.id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await services.db
      .selectFrom("contactMessage")
      .selectAll()
      .where("id", "=", body.result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Asha Rao", status: "new", feedback: null });
    const mails = await services.db
      .selectFrom("emailOutbox")
      .select(["to", "kind"])
      .orderBy("createdAt")
      .execute();
    // Both are queued in one transaction, often in the same millisecond: compare by kind.
    const queued = mails.slice(before).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(queued).toEqual([
      { to: "asha@example.com", kind: "contact-ack" },
      { to: "hello@learnova.example", kind: "contact-notify" },
    ]);
  });

  it.each([
    ["malformed JSON", "{nope", "Request body is not valid JSON."],
    ["no data field", { email: "a@b.co" }, "Request body must be a JSON object with a data field."],
    ["an array body", [1, 2], "Request body must be a JSON object with a data field."],
  ])("refuses %s with 400 INVALID_ARGUMENT", async (_label, body, message) => {
    const res = await call("sendContactMessage", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { status: "INVALID_ARGUMENT", message } });
  });

  it("names the fields that are wrong, with the seed's messages, and stores nothing", async () => {
    const before = await count("contactMessage");
    const res = await call("sendContactMessage", {
      data: { name: "A", email: "nope", message: "short" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        status: "INVALID_ARGUMENT",
        message: "Name must be at least 2 characters.",
        details: {
          fieldErrors: {
            name: "Name must be at least 2 characters.",
            email: "Invalid email address.",
            message: "Message must be at least 10 characters.",
          },
          formErrors: [],
        },
      },
    });
    expect(await count("contactMessage")).toBe(before);
  });

  it("404 NOT_FOUND for an unknown function, including prototype names", async () => {
    for (const name of ["deleteEverything", "constructor", "__proto__", "toString"]) {
      const res = await call(name, { data: {} });
      expect(res.status, name).toBe(404);
      expect(((await res.json()) as { error: { status: string } }).error.status).toBe("NOT_FOUND");
    }
  });

  it("refuses bodies over 16 KiB with a clear message and stores nothing", async () => {
    const before = await count("contactMessage");
    const res = await call("sendContactMessage", {
      data: { name: "Big", email: "big@example.com", message: "x".repeat(17 * 1024) },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Request body is too large (the limit is 16 KiB).",
    );
    expect(await count("contactMessage")).toBe(before);
  });

  it("stops reading a chunked body at the limit instead of taking it whole", async () => {
    // 64 MB offered in 64 KiB chunks with no Content-Length; count what the server pulls.
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 1024) return controller.close();
        pulled++;
        controller.enqueue(chunk);
      },
    });
    const res = await app.request(`${SITE}/api/functions/sendContactMessage`, {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Request body is too large (the limit is 16 KiB).",
    );
    // A chunk or two past 16 KiB (the stream reads ahead), never the 64 MB.
    expect(pulled).toBeLessThan(8);
  });

  it("refuses a browser call marked cross-site or same-site that carries no Origin", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const res = await app.request(`${SITE}/api/functions/subscribeToNewsletter`, {
        method: "POST",
        headers: { "content-type": "application/json", "sec-fetch-site": site },
        body: JSON.stringify({ data: { email: `fetch-site-${site}@example.com` } }),
      });
      expect(res.status, site).toBe(403);
      expect(((await res.json()) as { error: { status: string } }).error.status).toBe(
        "PERMISSION_DENIED",
      );
    }
  });

  it("answers CORS preflights for listed origins only, with CORS headers on errors too", async () => {
    const ok = await app.request("/api/functions/sendContactMessage", {
      method: "OPTIONS",
      headers: {
        origin: "https://partner.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    expect(ok.headers.get("access-control-allow-methods")).toContain("POST");
    expect(ok.headers.get("access-control-allow-headers")).toContain("Content-Type");

    const denied = await app.request("/api/functions/sendContactMessage", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(denied.status).toBe(403);
    expect(denied.headers.get("access-control-allow-origin")).toBeNull();

    const error = await call(
      "sendContactMessage",
      { data: {} },
      { origin: "https://partner.example" },
    );
    expect(error.status).toBe(400);
    expect(error.headers.get("access-control-allow-origin")).toBe("https://partner.example");

    const foreign = await call(
      "sendContactMessage",
      { data: {} },
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { status: string } }).error.status).toBe(
      "PERMISSION_DENIED",
    );
  });

  it("knows the caller from the session cookie or a Bearer token", async () => {
    const signUp = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE },
      body: JSON.stringify({
        email: "bearer@example.com",
        password: "correct horse 1",
        name: "Bea",
      }),
    });
    const token = signUp.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    const res = await call(
      "sendContactMessage",
      { data: { name: "Bea", email: "bearer@example.com", message: "Signed in with a token." } },
      { authorization: `Bearer ${token}` },
    );
    const { result } = (await res.json()) as { result: { id: string } };
    const row = await services.db
      .selectFrom("contactMessage")
      .select("userId")
      .where("id", "=", result.id)
      .executeTakeFirstOrThrow();
    const user = await services.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "bearer@example.com")
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(user.id);
  });

  it("subscribes with double opt-in and answers an active address the same way", async () => {
    const first = await call("subscribeToNewsletter", { data: { email: "News@Example.com" } });
    expect(await first.json()).toEqual({ result: { status: "pending" } });
    const row = await services.db
      .selectFrom("newsletterSubscriber")
      .selectAll()
      .where("emailKey", "=", "news@example.com")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    const confirm = await services.db
      .selectFrom("emailOutbox")
      .selectAll()
      .where("kind", "=", "newsletter-confirm")
      .where("to", "=", "News@Example.com")
      .executeTakeFirstOrThrow();
    expect(confirm.text).toContain(`/newsletter/confirm?token=${row.confirmToken}`);
    expect(JSON.parse(confirm.headers!)).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    await services.db
      .updateTable("newsletterSubscriber")
      .set({ status: "active" })
      .where("id", "=", row.id)
      .execute();
    const mailsBefore = await count("emailOutbox");
    const again = await call("subscribeToNewsletter", { data: { email: "news@example.com" } });
    expect(await again.json()).toEqual({ result: { status: "pending" } });
    expect(await count("newsletterSubscriber")).toBe(1);
    expect(await count("emailOutbox")).toBe(mailsBefore);
  });

  it("books a demo once per e-mail and slot, with confirmation (.ics) and admin mails", async () => {
    const data = {
      accountType: "parent",
      contactName: "Meera Iyer",
      learnerName: "Anu",
      grade: "Grade 4",
      email: "meera@example.com",
      phone: "+91 98765 43210",
      subject: "Primary Computing",
      courseSlug: "primary-computing",
      requestedStart: futureSlotUtc(),
      timeZone: "Asia/Kolkata",
    };
    type Answer = { result: { status: string; receipt: string } };
    const a = (await (await call("bookDemoSession", { data })).json()) as Answer;
    // Someone else repeats the request for the same address and slot, with other names.
    const b = (await (
      await call("bookDemoSession", {
        data: { ...data, email: "MEERA@example.com", contactName: "Intruder", learnerName: "Xavi" },
      })
    ).json()) as Answer;
    expect(await count("demoBooking")).toBe(1);
    // The same kind of answer (nothing tells the two apart) ...
    expect(Object.keys(b.result).sort()).toEqual(Object.keys(a.result).sort());
    expect(b.result.status).toBe("requested");
    // ... and it shows the caller only what the caller sent, never the first booker's names.
    const first = readReceipt(services.config.authSecret, a.result.receipt)!;
    const second = readReceipt(services.config.authSecret, b.result.receipt)!;
    expect(first).toMatchObject({ contactName: "Meera Iyer", learnerName: "Anu" });
    expect(second).toMatchObject({ contactName: "Intruder", learnerName: "Xavi" });
    expect(JSON.stringify(b)).not.toContain("Meera");
    expect(JSON.stringify(b)).not.toContain("Anu");
    // A receipt cannot be edited to show something else.
    expect(readReceipt(services.config.authSecret, `${a.result.receipt}x`)).toBeUndefined();

    const mails = await services.db
      .selectFrom("emailOutbox")
      .select(["to", "kind", "attachments"])
      .where("kind", "like", "booking-%")
      .execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(["booking-confirmation", "booking-notify"]);
    const ics = JSON.parse(mails.find((m) => m.kind === "booking-confirmation")!.attachments!)[0];
    // The mailed event and the receipt's "Add to calendar" are one calendar event.
    expect(ics.content).toContain(`UID:${first.uid}`);
    expect(second.uid).toBe(first.uid);
  });

  it("answers a wrong type in words, like every other refusal", async () => {
    const res = await call("bookDemoSession", {
      data: {
        accountType: "student",
        contactName: "Kabir",
        grade: "Grade 9",
        email: "k@example.com",
        phone: "+44 20 7946 0000",
        subject: "IGCSE Physics",
        courseSlug: null,
        requestedStart: futureSlotUtc(),
        timeZone: "Europe/London",
      },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { message: string; details: { fieldErrors: Record<string, string> } };
    };
    expect(body.error.details.fieldErrors.courseSlug).toBe("Course must be text.");
    const contact = await call("sendContactMessage", {
      data: { name: "Asha", email: "a@example.com", message: 12345678901, feedback: false },
    });
    const refused = (await contact.json()) as {
      error: { details: { fieldErrors: Record<string, string> } };
    };
    for (const message of Object.values(refused.error.details.fieldErrors)) {
      expect(message).not.toMatch(/expected|received|invalid input/i);
    }
  });

  it("refuses past slots and unknown time zones", async () => {
    const base = {
      accountType: "student",
      contactName: "Kabir",
      grade: "Grade 9",
      email: "k@example.com",
      phone: "+44 20 7946 0000",
      subject: "IGCSE Physics",
    };
    const past = await call("bookDemoSession", {
      data: { ...base, requestedStart: "2020-01-01T10:30:00.000Z", timeZone: "Europe/London" },
    });
    expect(
      ((await past.json()) as { error: { details: { fieldErrors: Record<string, string> } } }).error
        .details.fieldErrors.requestedStart,
    ).toBe("Choose a time at least one hour from now.");
    const zone = await call("bookDemoSession", {
      data: { ...base, requestedStart: futureSlotUtc(), timeZone: "Mars/Olympus" },
    });
    expect(
      ((await zone.json()) as { error: { details: { fieldErrors: Record<string, string> } } }).error
        .details.fieldErrors.timeZone,
    ).toBe("Your time zone is not recognised.");
  });

  it("500 bad payloads per function: each a 4xx with a clear message, never a 5xx, nothing stored", async () => {
    const before = {
      contact: await count("contactMessage"),
      news: await count("newsletterSubscriber"),
      booking: await count("demoBooking"),
    };
    const junk = fc.oneof(
      fc.anything(),
      fc.record({
        name: fc.string({ maxLength: 1 }),
        email: fc.string(),
        message: fc.string({ maxLength: 9 }),
      }),
      fc.record({ email: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
      fc.record({
        accountType: fc.constantFrom("student", "parent", "professional", "robot"),
        contactName: fc.string({ maxLength: 1 }),
        requestedStart: fc.oneof(fc.string(), fc.constant("2020-01-01T00:00:00Z")),
        timeZone: fc.string(),
      }),
    );
    for (const name of ["sendContactMessage", "subscribeToNewsletter", "bookDemoSession"]) {
      await fc.assert(
        fc.asyncProperty(junk, async (data) => {
          const res = await call(name, { data });
          if (res.status === 200) return; // an accidental valid payload is fine; the counts below catch any slip
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          const body = (await res.json()) as { error: { status: string; message: string } };
          expect(body.error.status).toBe("INVALID_ARGUMENT");
          expect(body.error.message.length).toBeGreaterThan(5);
        }),
        { numRuns: 500 },
      );
    }
    expect(await count("contactMessage")).toBe(before.contact);
    expect(await count("newsletterSubscriber")).toBe(before.news);
    expect(await count("demoBooking")).toBe(before.booking);
  }, 300_000);
});

describe("function rate limits", () => {
  it("answers 429 RESOURCE_EXHAUSTED with Retry-After once a client spends its budget", async () => {
    const { services, cleanup } = await createTestServices("sqlite", {
      RATE_LIMIT_MULTIPLIER: "1",
    });
    try {
      const app = createApp({
        services,
        mode: "production",
        getBuild: () => Promise.reject(new Error("no pages")),
      });
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 7; i++) {
        last = await app.request("/api/functions/subscribeToNewsletter", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ data: { email: `r${i}@example.com` } }),
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await last!.json()) as { error: { status: string } }).error.status).toBe(
        "RESOURCE_EXHAUSTED",
      );
    } finally {
      await cleanup();
    }
  });
});
