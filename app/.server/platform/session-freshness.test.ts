import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { updateProfile, setRole } from "../users/writes";
import type { AppServices } from "./types";

// The header and every guard read context.user from auth.api.getSession. These tests pin down
// that it comes from the database on each request, not from a cookie cache that could serve a
// stale name or role until it expires.
describe.each(engines)("session lookup freshness on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  async function signedInCookie(email: string) {
    await services.auth.api.signUpEmail({
      body: { email, password: "correct horse 1", name: "Ravi" },
    });
    const { headers } = await services.auth.api.signInEmail({
      body: { email, password: "correct horse 1" },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return new Headers({ cookie });
  }

  it("keeps Better Auth's cookie cache off", () => {
    expect(
      (services.auth.options.session as { cookieCache?: { enabled?: boolean } } | undefined)
        ?.cookieCache?.enabled ?? false,
    ).toBe(false);
  });

  it("sees a role change on the very next request", async () => {
    const headers = await signedInCookie("role@example.com");
    const before = await services.auth.api.getSession({ headers });
    expect((before?.user as { role?: string }).role).toBe("user");
    await setRole(services.db, before!.user.id, "admin");
    const after = await services.auth.api.getSession({ headers });
    expect((after?.user as { role?: string }).role).toBe("admin");
  });

  it("sees a name change on the very next request", async () => {
    const headers = await signedInCookie("name@example.com");
    const before = await services.auth.api.getSession({ headers });
    expect(before?.user.name).toBe("Ravi");
    await updateProfile(services.db, before!.user.id, {
      name: "Ravi Kumar",
      accountType: "professional",
      phone: null,
    });
    const after = await services.auth.api.getSession({ headers });
    expect(after?.user).toMatchObject({ name: "Ravi Kumar", accountType: "professional" });
  });
});
