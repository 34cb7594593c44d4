import {
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import SQLite from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { E2E_BASE_URL, e2eDbFile } from "./e2e-env";

const newRequestContext = playwrightRequest.newContext.bind(playwrightRequest);

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** A unique address per call, so parallel tests never share a user. */
export function newUser(prefix = "learner", name?: string): TestUser {
  const id = randomBytes(5).toString("hex");
  return {
    name: name ?? `Test ${prefix} ${id}`,
    email: `${prefix}-${id}@example.com`,
    password: "correct-horse-42",
  };
}

/** Creates the account through the real sign-up endpoint; the request's cookies sign it in. */
export async function signUp(request: APIRequestContext, user: TestUser, accountType = "student") {
  const res = await request.post("/api/auth/sign-up/email", {
    data: { name: user.name, email: user.email, password: user.password, accountType },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
}

/** Makes a user admin directly in the test database (the CLI and /setup are tested on their own). */
export function promoteToAdmin(email: string): void {
  const db = new SQLite(e2eDbFile());
  db.pragma("busy_timeout = 5000");
  db.prepare("update user set role = 'admin' where email = ?").run(email);
  db.close();
}

export type Role = "anonymous" | "learner" | "teacher" | "admin";

/** Makes a user a teacher directly in the test database (an admin does it on /admin/users/:id). */
export function makeTeacher(email: string, timeZone = "Asia/Kolkata"): void {
  const db = new SQLite(e2eDbFile());
  db.pragma("busy_timeout = 5000");
  db.prepare("update user set role = 'teacher', timeZone = ? where email = ?").run(timeZone, email);
  db.close();
}

/** Signs the page's browser context in as a fresh user of the given role. */
export async function signInAs(
  page: Page,
  role: Role,
  user: TestUser = newUser(role),
): Promise<TestUser | null> {
  if (role === "anonymous") return null;
  await signUp(page.request, user);
  if (role === "admin") promoteToAdmin(user.email);
  if (role === "teacher") makeTeacher(user.email);
  return user;
}

/** One admin per worker process and server, signed up once: its session's cookies. */
const workerAdmins = new Map<string, { user: TestUser; cookies: Cookie[] }>();
type Cookie = Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"][number];

/**
 * Signs the page's browser context in as this worker's admin: signed up (a password hash, the
 * costliest request a test makes) on the first call, then the same session's cookies for
 * every later test of the worker (docs/decisions/0040-ci-stages-side-by-side.md). Only for
 * tests that need an admin and nothing of their own in it: a test that signs the admin out,
 * changes its account or reads its name in the page signs in with `signInAs(page, "admin")`.
 */
export async function signInAsWorkerAdmin(page: Page): Promise<TestUser> {
  const baseURL = test.info().project.use.baseURL ?? E2E_BASE_URL;
  let admin = workerAdmins.get(baseURL);
  if (!admin) {
    const context = await newRequestContext({ baseURL });
    const user = newUser("worker-admin");
    await signUp(context, user);
    promoteToAdmin(user.email);
    admin = { user, cookies: (await context.storageState()).cookies };
    await context.dispose();
    workerAdmins.set(baseURL, admin);
  }
  await page.context().addCookies(admin.cookies);
  return admin.user;
}

/** The seed's teachers (app/.server/classes/writes-seed.ts), who have classes every week. */
export const SEEDED_TEACHERS = {
  meera: { id: "seed-teacher-meera", name: "Meera Iyer", email: "meera.iyer@learnova.example" },
  daniel: {
    id: "seed-teacher-daniel",
    name: "Daniel Brooks",
    email: "daniel.brooks@learnova.example",
  },
} as const;

/**
 * Signs the request's context in as a seeded teacher. The seed gives them no password, so the
 * first call gives them one: a throwaway account is signed up through the real endpoint and its
 * password row handed to the teacher (Better Auth's own hash, whatever its format), then the
 * throwaway account is removed.
 */
export async function signInAsSeededTeacher(
  request: APIRequestContext,
  who: keyof typeof SEEDED_TEACHERS,
): Promise<TestUser> {
  const teacher = SEEDED_TEACHERS[who];
  const password = "teach-correct-horse-42";
  const db = new SQLite(e2eDbFile());
  db.pragma("busy_timeout = 5000");
  try {
    const has = db
      .prepare("select 1 from account where userId = ? and providerId = 'credential'")
      .get(teacher.id);
    if (!has) {
      const stand = newUser(`teacher-key-${who}`);
      // Its own context: the stand-in's cookie must not ride along on the teacher's sign-in.
      const aside = await newRequestContext({ baseURL: E2E_BASE_URL });
      await signUp(aside, { ...stand, password });
      await aside.dispose();
      const row = db.prepare("select id from user where email = ?").get(stand.email) as {
        id: string;
      };
      db.transaction(() => {
        db.prepare(
          "update account set userId = ?, accountId = ? where userId = ? and providerId = 'credential'",
        ).run(teacher.id, teacher.id, row.id);
        db.prepare("delete from session where userId = ?").run(row.id);
        db.prepare("delete from user where id = ?").run(row.id);
      })();
    }
  } finally {
    db.close();
  }
  const res = await request.post("/api/auth/sign-in/email", {
    data: { email: teacher.email, password },
  });
  if (!res.ok()) throw new Error(`teacher sign-in failed: ${res.status()} ${await res.text()}`);
  return { name: teacher.name, email: teacher.email, password };
}
