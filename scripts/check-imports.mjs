#!/usr/bin/env node
// Two rules of app/.server/README.md that lint enforces (decision 0025):
// 1. No import cycle anywhere in app/ or server/ — type-only imports count too, since a
//    type-only cycle becomes a runtime one the day someone imports a value along it.
// 2. Kysely (query building, transactions, value imports of "kysely") appears only in a
//    feature's queries*/writes*/jobs* files, in platform/ and kit/ of app/.server, and in tests.
//    Type-only imports (`import type { Kysely }`) are allowed anywhere on the server: they pass a
//    handle along and build no query.
// Usage: node scripts/check-imports.mjs [root]   (exit 1 and a list when a rule is broken)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];
const SKIP_DIRS = new Set(["node_modules", "build", ".react-router", "public", "test-results"]);

/** Every source file under `dir`, as paths relative to `root` with forward slashes. */
export function listSources(root, dir) {
  const out = [];
  const walk = (abs) => {
    if (!existsSync(abs)) return;
    for (const name of readdirSync(abs)) {
      if (SKIP_DIRS.has(name)) continue;
      const full = path.join(abs, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE.test(name) && !name.endsWith(".d.ts"))
        out.push(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  walk(path.join(root, dir));
  return out.sort();
}

/** Strips comments so that an example in a comment is not read as an import. */
function stripComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ""))
    .replace(/(^|[^:"'`\\])\/\/[^\n]*/g, "$1");
}

/** The module specifiers a file imports or re-exports, statically or dynamically. */
export function importSpecifiers(text) {
  const code = stripComments(text);
  const found = [];
  const patterns = [
    /(?:^|[\s;}])(?:import|export)\s+(?!\()[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
    /(?:^|[\s;])import\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) found.push(m[1]);
  return found;
}

/** The repository file an import points at, or null for packages and unknown files. */
export function resolveImport(root, fromFile, spec) {
  let base;
  if (spec.startsWith("~/")) base = path.join(root, "app", spec.slice(2));
  else if (spec.startsWith(".")) base = path.join(root, path.dirname(fromFile), spec);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e)];
  // `./x.js` written for a TypeScript file.
  if (/\.(m?js)$/.test(base)) candidates.push(base.replace(/\.m?js$/, ".ts"));
  for (const c of candidates) {
    if (existsSync(c) && statSync(c).isFile())
      return path.relative(root, c).split(path.sep).join("/");
  }
  return null;
}

/** Import cycles among `files` (strongly connected components of two or more files, or a self-import). */
export function findCycles(root, files) {
  const graph = new Map();
  for (const f of files) {
    const text = readFileSync(path.join(root, f), "utf8");
    const targets = new Set();
    for (const spec of importSpecifiers(text)) {
      const to = resolveImport(root, f, spec);
      if (to) targets.add(to);
    }
    graph.set(f, targets);
  }
  // Tarjan's strongly connected components, iterative so that deep graphs cannot overflow.
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  for (const start of graph.keys()) {
    if (idx.has(start)) continue;
    const work = [[start, [...(graph.get(start) ?? [])], 0]];
    idx.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [v, edges] = frame;
      if (frame[2] < edges.length) {
        const w = edges[frame[2]++];
        if (!graph.has(w)) continue;
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, [...graph.get(w)], 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) === idx.get(v)) {
        const component = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1 || graph.get(v).has(v)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

/** Whether a file may build queries (app/.server/README.md, "Where Kysely may appear"). */
export function mayUseKysely(file) {
  if (/\.test\.(ts|tsx)$/.test(file)) return true;
  if (!file.startsWith("app/.server/")) return false;
  const rest = file.slice("app/.server/".length);
  if (rest.startsWith("platform/") || rest.startsWith("kit/")) return true;
  return /(^|\/)(queries|writes|jobs)(-[a-z0-9-]+)?\.ts$/.test(rest);
}

const KYSELY_USE = [
  [/\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/, "builds a query"],
  [/\.transaction\(\)/, "opens a transaction"],
  [/(^|[^.\w])sql`/, "writes raw SQL"],
];

/** Lines of `files` that use Kysely where the rule does not allow it. */
export function findKyselyMisuse(root, files) {
  const out = [];
  for (const f of files) {
    if (mayUseKysely(f)) continue;
    const code = stripComments(readFileSync(path.join(root, f), "utf8"));
    const lines = code.split("\n");
    lines.forEach((line, i) => {
      for (const [re, what] of KYSELY_USE)
        if (re.test(line)) out.push({ file: f, line: i + 1, what });
    });
    for (const m of code.matchAll(
      /(^|\n)\s*import\s+(?!type\s)([^'";]*?)\bfrom\s*["']kysely["']/g,
    )) {
      const names = m[2];
      // `import { type Kysely }` is type-only as well.
      const values = /\{([^}]*)\}/
        .exec(names)?.[1]
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s && !s.startsWith("type "));
      if (values === undefined || values.length > 0) {
        const line = code.slice(0, m.index).split("\n").length + (m[1] ? 1 : 0);
        out.push({ file: f, line, what: "imports a value from kysely" });
      }
    }
  }
  return out;
}

/** Both checks over app/ and server/ of `root`. */
export function checkImports(root, dirs = ["app", "server"]) {
  const files = dirs.flatMap((d) => listSources(root, d));
  return { cycles: findCycles(root, files), kysely: findKyselyMisuse(root, files) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."),
  );
  const { cycles, kysely } = checkImports(root);
  for (const c of cycles) console.error(`import cycle: ${c.join(" ↔ ")}`);
  for (const k of kysely)
    console.error(`${k.file}:${k.line}: ${k.what} outside queries/writes/jobs, platform/ and kit/`);
  if (cycles.length || kysely.length) {
    console.error("See app/.server/README.md (one shape for every server feature).");
    process.exit(1);
  }
  console.log(
    "check-imports: no import cycles; Kysely only where app/.server/README.md allows it.",
  );
}
