import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../tests/support/databases";
import { createApp } from "../../server/app";
import { CLIENT_IP_HEADER } from "./auth";
import { callAuth } from "./auth-calls";
import { BROKEN_FORM, NOT_A_FORM, readForm, runCallableForm } from "./form-action";
import type { AppServices } from "./services";

const SITE = "http://localhost:3999";

/** What a thrown or returned answer carries: its status and its FormResult. */
function unwrap(answer: unknown) {
  const a = answer as { data: Record<string, unknown>; init: { status?: number } | null };
  return { status: a.init?.status ?? 200, result: a.data };
}

async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return unwrap(error);
  }
  throw new Error("expected readForm to refuse the body");
}

describe("readForm: bodies that are not forms are 4xx, never 500", () => {
  const post = (body: BodyInit | null, type?: string) =>
    new Request(`${SITE}/contact`, {
      method: "POST",
      body,
      headers: type ? { "content-type": type } : {},
    });

  it("reads a urlencoded form and keeps text fields only", async () => {
    const values = await readForm(
      post("name=Asha&__proto__=x&constructor=y", "application/x-www-form-urlencoded"),
    );
    expect(values.name).toBe("Asha");
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    ["JSON", JSON.stringify({ name: "Asha" }), "application/json"],
    ["plain text", "name=Asha", "text/plain"],
    ["no content type", "name=Asha", undefined],
  ])("refuses %s with 415 and a form message", async (_, body, type) => {
    const { status, result } = await thrownBy(readForm(post(body, type)));
    expect(status).toBe(415);
    expect(result).toMatchObject({ ok: false, formError: NOT_A_FORM });
  });

  it("refuses a broken multipart body with 400", async () => {
    const { status, result } = await thrownBy(
      readForm(post("--x\r\nnot a part", "multipart/form-data; boundary=x")),
    );
    expect(status).toBe(400);
    expect(result).toMatchObject({ formError: BROKEN_FORM });
  });
});

describe.each(engines)("form posts share the callables' runner on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    // The real limits: the form path must not be a way around them.
    ({ services, cleanup } = await createTestServices(engine, { RATE_LIMIT_MULTIPLIER: "1" }));
  });
  afterAll(async () => cleanup());

  const formArgs = (ip: string) => ({
    request: new Request(`${SITE}/contact`, { headers: { [CLIENT_IP_HEADER]: ip } }),
    context: { services, user: null },
  });
  const message = (n: number) => ({
    name: "Asha",
    email: `asha${n}@example.com`,
    message: "A question about the courses.",
  });
  const stored = async () =>
    Number(
      (
        await services.db
          .selectFrom("contactMessage")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("spends one budget per client address across the JSON endpoint and the form", async () => {
    const app = createApp({
      services,
      getBuild: async () => {
        throw new Error("no pages in this test");
      },
      mode: "production",
    });
    // A test app has no socket: its calls come from the address "unknown", so the form posts
    // below use that address too.
    const ip = "unknown";
    const callJson = (n: number) =>
      app.request(`${SITE}/api/functions/sendContactMessage`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE },
        body: JSON.stringify({ data: message(n) }),
      });
    for (let i = 0; i < 3; i++) expect((await callJson(i)).status).toBe(200);
    for (let i = 3; i < 5; i++) {
      const outcome = await runCallableForm(formArgs(ip), "sendContactMessage", message(i));
      expect(outcome.ok).toBe(true);
    }
    const before = await stored();
    const refused = await runCallableForm(formArgs(ip), "sendContactMessage", message(9));
    expect(refused.ok).toBe(false);
    const { status, result } = unwrap(!refused.ok && refused.answer);
    expect(status).toBe(429);
    expect(result.formError).toBe("Too many requests. Please wait a few minutes and try again.");
    expect((await callJson(10)).status).toBe(429);
    expect(await stored()).toBe(before);
    // Another address has its own budget.
    const other = await runCallableForm(
      formArgs("198.51.100.21"),
      "sendContactMessage",
      message(11),
    );
    expect(other.ok).toBe(true);
  });

  it("spends no budget on a refused form", async () => {
    const ip = "198.51.100.50";
    for (let i = 0; i < 8; i++) {
      const refused = await runCallableForm(formArgs(ip), "sendContactMessage", {
        ...message(i),
        email: "nope",
      });
      expect(unwrap(!refused.ok && refused.answer).status).toBe(400);
    }
    for (let i = 0; i < 5; i++) {
      expect((await runCallableForm(formArgs(ip), "sendContactMessage", message(i))).ok).toBe(true);
    }
  });

  it("shows a refusal beside its field", async () => {
    const outcome = await runCallableForm(formArgs("198.51.100.30"), "sendContactMessage", {
      ...message(0),
      email: "nope",
    });
    const { status, result } = unwrap(!outcome.ok && outcome.answer);
    expect(status).toBe(400);
    expect(result.errors).toEqual({ email: "Invalid email address." });
    expect(result.formError).toBeUndefined();
  });

  it("counts an account made by a booking against the sign-up limit", async () => {
    const ip = "198.51.100.40";
    const request = new Request(SITE, { headers: { [CLIENT_IP_HEADER]: ip } });
    for (let i = 0; i < 5; i++) {
      const response = await callAuth(services, request, "/sign-up/email", {
        name: "Flood",
        email: `flood${i}@example.com`,
        password: "long-enough-1",
        accountType: "student",
      });
      expect(response.status).toBe(200);
    }
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(10, 30, 0, 0);
    const outcome = await runCallableForm(formArgs(ip), "bookDemoSession", {
      accountType: "student",
      contactName: "Sixth Account",
      grade: "Grade 9",
      email: "sixth@example.com",
      phone: "+44 20 7946 0000",
      subject: "IGCSE Physics",
      requestedStart: start.toISOString(),
      timeZone: "Europe/London",
      password: "long-enough-1",
    });
    // The booking is taken; the account is not made, the limit being spent.
    expect(outcome.ok).toBe(true);
    const user = await services.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "sixth@example.com")
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });
});
