import { describe, expect, it } from "vitest";
import type { SessionUser } from "../app/.server/platform/session";
import { gateAdminRequest, isAdminPath } from "./admin-guard";

const admin = { id: "a", name: "Ada", email: "ada@example.com", role: "admin" } as SessionUser;
const learner = { id: "l", name: "Lee", email: "lee@example.com", role: "user" } as SessionUser;
const at = (path: string, method = "GET") => new Request(`http://localhost${path}`, { method });

describe("the admin panel's server-side gate", () => {
  it("covers the panel and its data twins, and nothing that merely starts with 'admin'", () => {
    for (const p of [
      "/admin",
      "/admin.data",
      "/admin/users",
      "/admin/users/1.data",
      "/admin/x/y",
    ]) {
      expect(isAdminPath(p), p).toBe(true);
    }
    for (const p of ["/administrator", "/admin-invite", "/", "/invite", "/blog/admin"]) {
      expect(isAdminPath(p), p).toBe(false);
    }
  });

  it("lets an admin through and leaves other paths alone", () => {
    expect(gateAdminRequest(at("/admin/users", "POST"), admin)).toEqual({ kind: "pass" });
    expect(gateAdminRequest(at("/contact", "POST"), null)).toEqual({ kind: "pass" });
  });

  it("sends a page request to /login and back, or to /not-found", () => {
    expect(gateAdminRequest(at("/admin/messages?status=new"), null)).toEqual({
      kind: "redirect",
      location: "/login?redirectTo=%2Fadmin%2Fmessages%3Fstatus%3Dnew",
    });
    expect(gateAdminRequest(at("/admin/messages"), learner)).toEqual({
      kind: "redirect",
      location: "/not-found",
    });
  });

  it("refuses every change outright, whatever the method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(gateAdminRequest(at("/admin/users/1", method), null)).toEqual({
        kind: "refuse",
        status: 401,
      });
      expect(gateAdminRequest(at("/admin/users/1.data", method), learner)).toEqual({
        kind: "refuse",
        status: 403,
      });
    }
  });

  it("answers a data request through the layout alone, whatever routes it names", () => {
    const gate = gateAdminRequest(
      at("/admin/users/1.data?_routes=routes/admin/users/detail"),
      learner,
    );
    expect(gate.kind).toBe("layout-only");
    const url = new URL((gate as { request: Request }).request.url);
    expect(url.pathname).toBe("/admin.data");
    expect(url.searchParams.getAll("_routes")).toEqual(["routes/admin/layout"]);
  });
});
