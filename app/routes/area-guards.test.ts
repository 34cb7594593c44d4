import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes";

// React Router runs a layout's loader alongside its children's, not before them, so the
// learner, teacher and admin layouts' guards cannot stop a child loader from running (decision
// 0015). Every module under those layouts must therefore guard its own loader and action: this
// walks the route table and calls each one as an anonymous visitor (and, in the teacher area and
// the admin panel, as a learner; in the admin panel also as a teacher), with services that fail
// the test if anything is touched before the guard.

const AREAS = {
  "routes/learner/layout.tsx": { learnerOutcome: null, teacherOutcome: null },
  "routes/teach/layout.tsx": { learnerOutcome: "/not-found", teacherOutcome: null },
  "routes/admin/layout.tsx": { learnerOutcome: "/not-found", teacherOutcome: "/not-found" },
} as const;
type LayoutFile = keyof typeof AREAS;

function modulesUnder(entries: RouteConfigEntry[], base = "") {
  const out: { path: string; file: string; layout: LayoutFile }[] = [];
  const visit = (list: RouteConfigEntry[], prefix: string, layout?: LayoutFile) => {
    for (const e of list) {
      const path = e.path ? `${prefix}/${e.path}` : prefix;
      const here = (e.file in AREAS ? e.file : layout) as LayoutFile | undefined;
      // A layout has no path of its own: call it as its first page would.
      const asPath = path || `/${e.children?.[0]?.path ?? ""}`;
      if (here) out.push({ path: asPath, file: e.file, layout: here });
      if (e.children) visit(e.children, path, here);
    }
  };
  visit(entries, base);
  return out;
}

const untouchable = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`services.${String(name)} was used before the guard`);
    },
  },
);

const learner = { id: "u1", name: "Lee", email: "lee@example.com", role: "user" } as const;
const teacher = { id: "t1", name: "Tia", email: "tia@example.com", role: "teacher" } as const;

async function outcomeOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return thrown.headers.get("location") ?? "(no location)";
    }
    throw thrown;
  }
  return "(ran without a guard)";
}

type Handler = (args: unknown) => unknown;

const modules = modulesUnder(routes);

describe("learner, teacher and admin areas", () => {
  it("have their layouts with children", () => {
    expect(new Set(modules.map((m) => m.layout))).toEqual(new Set(Object.keys(AREAS)));
    expect(modules.filter((m) => !(m.file in AREAS)).length).toBeGreaterThanOrEqual(6);
  });

  it.each(modules.map((m) => [m.file, m.path, m.layout] as const))(
    "%s (%s) guards its loader and action",
    async (file, path, layout) => {
      const mod = (await import(/* @vite-ignore */ `../${file}`)) as {
        loader?: Handler;
        action?: Handler;
      };
      const url = `http://localhost${path.replace("*", "users")}`;
      const handlers = [mod.loader, mod.action].filter((h): h is Handler => Boolean(h));
      expect(handlers.length, "a route module with neither loader nor action").toBeGreaterThan(0);
      for (const handler of handlers) {
        const args = (user: unknown, method: string) => ({
          request: new Request(url, { method, body: method === "POST" ? new FormData() : null }),
          params: { "*": "users" },
          context: { services: untouchable, user, nonce: "n", requestId: "r" },
        });
        const method = handler === mod.action ? "POST" : "GET";
        expect(await outcomeOf(() => handler(args(null, method)))).toBe(
          `/login?redirectTo=${encodeURIComponent(new URL(url).pathname)}`,
        );
        const forLearner = AREAS[layout].learnerOutcome;
        if (forLearner) {
          expect(await outcomeOf(() => handler(args(learner, method)))).toBe(forLearner);
        }
        const forTeacher = AREAS[layout].teacherOutcome;
        if (forTeacher) {
          expect(await outcomeOf(() => handler(args(teacher, method)))).toBe(forTeacher);
        }
      }
    },
  );
});
