import { createStaticHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../app/.server/platform/session";
import type { AppServices } from "../app/.server/platform/types";
import { createTestServices, engines } from "../tests/support/databases";
import { gateAdminRequest, GUARDED_AREAS, isAdminPath } from "./admin-guard";
import { createApp } from "./app";

const admin = { id: "a", name: "Ada", email: "ada@example.com", role: "admin" } as SessionUser;
const learner = { id: "l", name: "Lee", email: "lee@example.com", role: "user" } as SessionUser;
const teacher = { id: "t", name: "Tia", email: "tia@example.com", role: "teacher" } as SessionUser;
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

describe("the teacher area's gate, by role", () => {
  const pages = [
    "/teach",
    "/teach/availability",
    "/teach/sessions/1",
    "/TEACH",
    "/%74each/sessions/1",
  ];

  it("lets teachers and admins into /teach, pages, data and changes alike", () => {
    for (const user of [teacher, admin]) {
      for (const path of [...pages, "/teach.data", "/teach/sessions/1.data"]) {
        for (const method of ["GET", "POST"]) {
          expect(
            gateAdminRequest(at(path, method), user),
            `${user.role} ${method} ${path}`,
          ).toEqual({
            kind: "pass",
          });
        }
      }
    }
  });

  it("sends a learner to /not-found and an anonymous visitor to /login and back", () => {
    for (const path of pages) {
      expect(gateAdminRequest(at(path), learner), path).toEqual({
        kind: "redirect",
        location: "/not-found",
      });
      expect(gateAdminRequest(at(path), null), path).toEqual({
        kind: "redirect",
        location: `/login?redirectTo=${encodeURIComponent(path)}`,
      });
      expect(gateAdminRequest(at(path, "POST"), learner), path).toEqual({
        kind: "refuse",
        status: 403,
      });
      expect(gateAdminRequest(at(path, "POST"), null), path).toEqual({
        kind: "refuse",
        status: 401,
      });
    }
    const data = gateAdminRequest(
      at("/teach/sessions/1.data?_routes=routes/teach/session"),
      learner,
    );
    expect(data.kind).toBe("layout-only");
    const url = new URL((data as { request: Request }).request.url);
    expect(url.pathname).toBe("/teach.data");
    expect(url.searchParams.getAll("_routes")).toEqual(["routes/teach/layout"]);
  });

  it("answers a teacher in the admin panel exactly as a learner", () => {
    // A data request's answer carries a new Request: compare what it asks.
    const shape = (gate: ReturnType<typeof gateAdminRequest>) =>
      gate.kind === "layout-only" ? { kind: gate.kind, url: gate.request.url } : gate;
    for (const path of ["/admin", "/admin/users", "/ADMIN/users.data", "/%61dmin/classes"]) {
      for (const method of ["GET", "POST", "DELETE"]) {
        expect(shape(gateAdminRequest(at(path, method), teacher)), `${method} ${path}`).toEqual(
          shape(gateAdminRequest(at(path, method), learner)),
        );
      }
    }
    expect(gateAdminRequest(at("/admin/users"), teacher)).toEqual({
      kind: "redirect",
      location: "/not-found",
    });
  });

  it("leaves paths that merely start with 'teach' alone", () => {
    for (const path of ["/teacher", "/teaching", "/teach-us", "/courses/teach"]) {
      expect(gateAdminRequest(at(path), null), path).toEqual({ kind: "pass" });
    }
  });
});

/**
 * Spellings of `/<area>/<child>` a client might send (issue 23 item 2): case, percent escapes
 * of any letter (upper and lower hex), trailing and repeated slashes, dot segments, a
 * backslash, and each as a data request.
 */
function spellings(area: string, child: string): string[] {
  const name = area.slice(1);
  const escaped = (word: string, i: number, upper: boolean) => {
    const hex = word.charCodeAt(i).toString(16);
    return `${word.slice(0, i)}%${upper ? hex.toUpperCase() : hex}${word.slice(i + 1)}`;
  };
  const heads = [
    name,
    name.toUpperCase(),
    name[0].toUpperCase() + name.slice(1),
    ...[...name].flatMap((_, i) => [escaped(name, i, false), escaped(name.toUpperCase(), i, true)]),
  ];
  const pages = heads.flatMap((head) => [
    `/${head}`,
    `/${head}/`,
    `/${head}/${child}`,
    `/${head}/${child.toUpperCase()}`,
    `/${head}/${child}/`,
    `/${head}//${child}`,
    `//${head}/${child}`,
    `/./${head}/${child}`,
    `/x/../${head}/${child}`,
    `/x/%2e%2e/${head}/${child}`,
    `/${head}\\${child}`,
  ]);
  return [...pages, ...pages.map((p) => `${p.replace(/\/$/, "")}.data`)];
}

describe("the gate matches each guarded area the way React Router does", () => {
  for (const area of GUARDED_AREAS) {
    // A stand-in route table with the area's layout and a child, beside a catch-all.
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        children: [
          {
            id: area.layoutRouteId,
            path: area.prefix.slice(1),
            loader: () => null,
            children: [{ id: "child", path: "things", loader: () => null }],
          },
          { id: "catch-all", path: "*", loader: () => null },
        ],
      },
    ]);
    /** Whether React Router would run the area's layout for this address. */
    async function routerEnters(path: string): Promise<boolean> {
      const url = new URL(`http://localhost${path}`);
      // React Router's server drops a data request's suffix before matching.
      url.pathname = url.pathname.replace(/\.data$/, "");
      const context = await handler.query(new Request(url));
      if (context instanceof Response) return false;
      return context.matches.some((m) => m.route.id === area.layoutRouteId);
    }

    it(`${area.prefix}: every spelling the router enters is guarded`, async () => {
      const entered: string[] = [];
      for (const path of spellings(area.prefix, "things")) {
        const pathname = new URL(`http://localhost${path}`).pathname;
        if (await routerEnters(path)) {
          entered.push(path);
          expect(isAdminPath(pathname) || area.prefix !== "/admin", path).toBe(true);
          for (const method of ["GET", "POST"]) {
            expect(gateAdminRequest(at(path, method), null).kind, `${method} ${path}`).not.toBe(
              "pass",
            );
          }
        }
      }
      // The router really does enter the case-folded and escaped spellings the issue names.
      expect(entered).toEqual(
        expect.arrayContaining([
          `${area.prefix.toUpperCase()}/things`,
          `/%${area.prefix.charCodeAt(1).toString(16)}${area.prefix.slice(2)}/things`,
          `${area.prefix}/things/`,
        ]),
      );
    });
  }
});

describe.each(engines)("the gate over HTTP on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    app = createApp({
      services,
      mode: "production",
      // Nothing may reach the renderer: every answer below comes from the gate.
      getBuild: () => Promise.reject(new Error("the gate let a request through")),
    });
  });
  afterAll(async () => cleanup());

  for (const area of GUARDED_AREAS) {
    it(`${area.prefix}: refuses a visitor in every spelling, before any page code runs`, async () => {
      for (const path of spellings(area.prefix, "courses")) {
        if (path.endsWith(".data")) {
          // Answered by the layout's guard alone, which needs the renderer this test lacks.
          const gate = gateAdminRequest(at(path), null);
          expect(gate.kind, path).toBe("layout-only");
          const asked = new URL((gate as { request: Request }).request.url);
          expect(asked.searchParams.getAll("_routes"), path).toEqual([area.layoutRouteId]);
        } else {
          const page = await app.request(path);
          expect(page.status, path).toBe(302);
          expect(page.headers.get("location"), path).toMatch(/^\/login\?redirectTo=/);
        }
        const post = await app.request(path, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: "http://localhost:3999",
          },
          body: "intent=delete",
        });
        expect(post.status, `POST ${path}`).toBe(401);
      }
    });
  }
});
