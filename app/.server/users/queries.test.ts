import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import type { AppServices } from "../platform/types";
import {
  createFirstAdmin,
  ensureSetupToken,
  isValidSetupToken,
  SetupClosedError,
} from "../auth/setup";
import { countAdmins, findUserByEmail, getProfile, LastAdminError } from "./queries";
import { setRole } from "./writes";

describe.each(engines)("users and first admin on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  async function signUp(email: string, name = "", accountType = "student") {
    const res = await services.auth.api.signUpEmail({
      body: { email, password: "correct horse 1", name, accountType },
    });
    return res.user.id;
  }

  it("creates a profile at sign-up, with the e-mail's local part when no name is given", async () => {
    const id = await signUp("meera.s@example.com", "", "parent");
    const profile = await getProfile(services.db, id);
    expect(profile).toMatchObject({
      name: "meera.s",
      email: "meera.s@example.com",
      role: "user",
      accountType: "parent",
    });
  });

  it("never lets sign-up choose the admin role", async () => {
    const res = await services.auth.api
      .signUpEmail({
        body: {
          email: "sneaky@example.com",
          password: "correct horse 1",
          name: "S",
          role: "admin",
        } as never,
      })
      .catch((e: unknown) => e);
    const user = await findUserByEmail(services.db, "SNEAKY@example.com");
    if (user) expect(user.role).toBe("user");
    else expect(res).toBeInstanceOf(Error);
  });

  it("creates the first admin only with the setup token, then closes setup", async () => {
    const token = await ensureSetupToken(services);
    expect(token).toBeTruthy();
    expect(await ensureSetupToken(services)).toBe(token);
    expect(await isValidSetupToken(services, "wrong")).toBe(false);
    await expect(
      createFirstAdmin(
        services,
        { token: "wrong", name: "Admin", email: "a@example.com", password: "correct horse 1" },
        new Headers(),
      ),
    ).rejects.toBeInstanceOf(SetupClosedError);

    const response = await createFirstAdmin(
      services,
      { token: token!, name: "Admin", email: "admin@example.com", password: "correct horse 1" },
      new Headers(),
    );
    expect(response.ok).toBe(true);
    expect(response.headers.getSetCookie().join(";")).toContain("session_token");
    expect((await findUserByEmail(services.db, "admin@example.com"))?.role).toBe("admin");
    expect(await countAdmins(services.db)).toBe(1);
    expect(await isValidSetupToken(services, token!)).toBe(false);
    expect(await ensureSetupToken(services)).toBeUndefined();
    const audit = await services.db.selectFrom("auditLog").selectAll().execute();
    expect(audit.map((a) => a.action)).toContain("setup.first-admin");
  });

  it("refuses to demote the last admin, allows it once another exists", async () => {
    const admin = (await findUserByEmail(services.db, "admin@example.com"))!;
    await expect(setRole(services.db, admin.id, "user")).rejects.toBeInstanceOf(LastAdminError);
    const second = await signUp("second@example.com", "Second");
    await setRole(services.db, second, "admin");
    expect(await countAdmins(services.db)).toBe(2);
    await setRole(services.db, admin.id, "user");
    expect((await getProfile(services.db, admin.id))?.role).toBe("user");
    await expect(setRole(services.db, second, "user")).rejects.toBeInstanceOf(LastAdminError);
  });
});
