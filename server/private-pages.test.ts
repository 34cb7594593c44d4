import { describe, expect, it } from "vitest";
import { isPersonalAnswer, withPrivateCaching } from "./private-pages";

describe("isPersonalAnswer", () => {
  it.each([
    "/account-settings",
    "/account-settings.data",
    "/account-settings/export.json",
    "/demo-confirmation",
    "/demo-confirmation/calendar.ics",
    "/manage-booking/0123456789abcdef0123456789abcdef0123456789abcdef",
    "/manage-booking/0123456789abcdef0123456789abcdef0123456789abcdef.data",
    "/manage-booking/0123456789abcdef0123456789abcdef0123456789abcdef/calendar.ics",
    "/admin",
    "/admin.data",
    "/admin/users",
    "/admin/users.data",
    "/subscribed-courses",
    "/upcoming-courses",
    "/completed-courses.data",
  ])("%s is personal for everyone", (path) => expect(isPersonalAnswer(path, false)).toBe(true));

  it.each([
    "/",
    "/courses",
    "/administrators",
    "/account-settingsx",
    "/blog/1",
    "/help",
    "/manage-bookings",
  ])("%s is personal only with a session", (path) => {
    expect(isPersonalAnswer(path, false)).toBe(false);
    expect(isPersonalAnswer(path, true)).toBe(true);
  });
});

describe("withPrivateCaching", () => {
  it("replaces whatever the page asked for and keeps the rest", async () => {
    const page = new Response("hello", {
      status: 201,
      headers: { "cache-control": "public, max-age=3600", "x-kept": "1" },
    });
    const out = withPrivateCaching(page);
    expect(out.status).toBe(201);
    expect(out.headers.get("cache-control")).toBe("private, no-store");
    expect(out.headers.get("x-kept")).toBe("1");
    expect(await out.text()).toBe("hello");
  });

  it("keeps a redirect's location and every cookie", () => {
    const headers = new Headers({ location: "/login" });
    headers.append("set-cookie", "a=1");
    headers.append("set-cookie", "b=2");
    const out = withPrivateCaching(new Response(null, { status: 302, headers }));
    expect(out.headers.get("location")).toBe("/login");
    expect(out.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("marks the answer itself, so a whole page keeps its body as it is", () => {
    const page = new Response("hello", { headers: { "content-length": "5" } });
    expect(withPrivateCaching(page)).toBe(page);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });

  it("copies an answer whose headers cannot change", () => {
    const redirect = Response.redirect("http://localhost/login", 302);
    const out = withPrivateCaching(redirect);
    expect(out).not.toBe(redirect);
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("http://localhost/login");
    expect(out.headers.get("cache-control")).toBe("private, no-store");
  });
});
