import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../platform/types";
import { createTestServices, engines } from "../../../tests/support/databases";
import { sessionToken, signedInUser, signedInVisitor } from "./session-cookie";

describe.each(engines)("reading the session cookie for a cached public page on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let cookie: string;
  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    const res = await services.auth.api.signUpEmail({
      body: { email: "reader@example.com", password: "correct horse 1", name: "Rea Der" },
      returnHeaders: true,
    });
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  });
  afterAll(async () => cleanup());

  it("names the visitor of a live session, as Better Auth's own lookup does", async () => {
    const own = await services.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(await signedInVisitor(services, cookie)).toEqual({
      name: own!.user.name,
      email: "reader@example.com",
      role: "user",
    });
  });

  it("gives a rendered page the user Better Auth's lookup gives, and the cookie's token", async () => {
    const own = await services.auth.api.getSession({ headers: new Headers({ cookie }) });
    const user = own!.user as unknown as Record<string, unknown>;
    expect(await signedInUser(services, cookie)).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      accountType: user.accountType,
      phone: user.phone ?? null,
    });
    expect(sessionToken(services.config, cookie)).toBe(own!.session.token);
    expect(sessionToken(services.config, undefined)).toBeUndefined();
  });

  it("leaves a forged, ended, due or unusual session to Better Auth", async () => {
    const [name, value] = cookie.split("=") as [string, string];
    const [token] = decodeURIComponent(value).split(".");
    // Signed with another secret: nobody.
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect(await signedInVisitor(services, forged)).toBeNull();
    expect(await signedInUser(services, forged)).toBeNull();
    expect(sessionToken(services.config, forged)).toBeNull();
    expect(await signedInVisitor(services, undefined)).toBe("ask-better-auth");
    expect(await signedInVisitor(services, `${cookie}; better-auth.dont_remember=x`)).toBe(
      "ask-better-auth",
    );
    // Due for its daily extension: Better Auth extends it and sets the cookie.
    const dueAt = new Date(Date.now() + 29 * 24 * 3600 * 1000 - 60_000).toISOString();
    await services.db
      .updateTable("session")
      .set({ expiresAt: dueAt })
      .where("token", "=", token!)
      .execute();
    expect(await signedInVisitor(services, cookie)).toBe("ask-better-auth");
    expect(await signedInUser(services, cookie)).toBe("ask-better-auth");
    // Signed out: the row is gone.
    await services.db.deleteFrom("session").where("token", "=", token!).execute();
    expect(await signedInVisitor(services, cookie)).toBe("ask-better-auth");
    expect(await signedInUser(services, cookie)).toBe("ask-better-auth");
  });
});
