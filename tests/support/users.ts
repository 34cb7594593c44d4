import type { APIRequestContext, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { e2eDbFile } from "./e2e-env";

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

export type Role = "anonymous" | "learner" | "admin";

/** Signs the page's browser context in as a fresh user of the given role. */
export async function signInAs(
  page: Page,
  role: Role,
  user: TestUser = newUser(role),
): Promise<TestUser | null> {
  if (role === "anonymous") return null;
  await signUp(page.request, user);
  if (role === "admin") promoteToAdmin(user.email);
  return user;
}
