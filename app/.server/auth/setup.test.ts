import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import type { AppServices } from "../platform/types";
import { countAdmins } from "../users/queries";
import { createFirstAdmin, ensureSetupToken, isValidSetupToken, SetupClosedError } from "./setup";

describe.each(engines)("the one-time setup token on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  const attempt = (token: string, email: string, name = "First Admin") =>
    createFirstAdmin(services, { token, name, email, password: "correct horse 1" }, new Headers())
      .then((response) => (response.ok ? "created" : `refused ${response.status}`))
      .catch((error: unknown) => (error instanceof SetupClosedError ? "closed" : error));

  it("puts the token back when the sign-up is refused, so the form can be corrected", async () => {
    const token = (await ensureSetupToken(services))!;
    await services.auth.api.signUpEmail({
      body: { email: "taken@example.com", password: "correct horse 1", name: "Taken" },
    });
    expect(await attempt(token, "taken@example.com")).toMatch(/^refused 4\d\d$/);
    expect(await countAdmins(services.db)).toBe(0);
    expect(await isValidSetupToken(services, token)).toBe(true);
  });

  it("creates exactly one admin from five concurrent posts of the token", async () => {
    const token = (await ensureSetupToken(services))!;
    const outcomes = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => attempt(token, `admin${i}@example.com`)),
    );
    expect(outcomes.filter((o) => o === "created")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "closed")).toHaveLength(4);
    expect(await countAdmins(services.db)).toBe(1);
    const created = await services.db
      .selectFrom("user")
      .select("email")
      .where("email", "like", "admin%@example.com")
      .execute();
    expect(created).toHaveLength(1);
    expect(await isValidSetupToken(services, token)).toBe(false);
    expect(await attempt(token, "late@example.com")).toBe("closed");
  });
});
