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

  it("never lets a forged signature through once the real one has been checked", async () => {
    const [name, value] = cookie.split("=") as [string, string];
    const [token, signature] = decodeURIComponent(value).split(".") as [string, string];
    const own = await services.auth.api.getSession({ headers: new Headers({ cookie }) });
    // Checked once, then known: the same answer.
    expect(sessionToken(services.config, cookie)).toBe(own!.session.token);
    expect(sessionToken(services.config, cookie)).toBe(own!.session.token);
    // The same token with a signature one character off, before and after the real one.
    const flipped = signature[0] === "A" ? "B" : "A";
    const forged = `${name}=${encodeURIComponent(`${token}.${flipped}${signature.slice(1)}`)}`;
    expect(sessionToken(services.config, forged)).toBeNull();
    expect(await signedInVisitor(services, forged)).toBeNull();
    expect(sessionToken(services.config, cookie)).toBe(own!.session.token);
    expect(sessionToken(services.config, forged)).toBeNull();
    // Another token under the real signature.
    const swapped = `${name}=${encodeURIComponent(`${token.slice(1)}x.${signature}`)}`;
    expect(sessionToken(services.config, swapped)).toBeNull();
  });

  it("reads the session in the request's own turn on SQLite, and never inside a transaction", async () => {
    const read = signedInVisitor(services, cookie);
    expect(read instanceof Promise).toBe(engine === "postgres");
    expect(await read).toMatchObject({ name: "Rea Der", role: "user" });
    const [, value] = cookie.split("=") as [string, string];
    const [token] = decodeURIComponent(value).split(".");
    const { userId } = await services.db
      .selectFrom("session")
      .select("userId")
      .where("token", "=", token!)
      .executeTakeFirstOrThrow();
    // While a transaction has renamed the user and not committed, a read waits for it.
    let during: ReturnType<typeof signedInVisitor> | undefined;
    await services.db.transaction().execute(async (trx) => {
      await trx.updateTable("user").set({ name: "Renamed" }).where("id", "=", userId).execute();
      during = signedInVisitor(services, cookie);
      if (engine === "sqlite") expect(during instanceof Promise).toBe(true);
    });
    // SQLite's one connection: after the commit. PostgreSQL's other connection: before or after.
    const seen = ((await during) as { name: string }).name;
    if (engine === "sqlite") expect(seen).toBe("Renamed");
    else expect(["Rea Der", "Renamed"]).toContain(seen);
    // A role change is seen by the next read: nothing about who is kept between reads.
    await services.db.updateTable("user").set({ role: "admin" }).where("id", "=", userId).execute();
    expect(await signedInVisitor(services, cookie)).toMatchObject({
      name: "Renamed",
      role: "admin",
    });
    await services.db
      .updateTable("user")
      .set({ role: "user", name: "Rea Der" })
      .where("id", "=", userId)
      .execute();
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
