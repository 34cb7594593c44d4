#!/usr/bin/env node
// Repoints every import, mock and path string of the repository from the old app/.server
// layout to the one in scripts/dev/server-moves.json (decision 0025, app/.server/README.md).
// Run it after merging a branch that was written against the old layout: files added or edited
// elsewhere keep their old imports until then.
//
//   node scripts/dev/repoint-imports.mjs            rewrite (idempotent: a second run changes nothing)
//   node scripts/dev/repoint-imports.mjs --check    list what still points at an old path; exit 1 if any
//   node scripts/dev/repoint-imports.mjs --move     `git mv` every old file that still exists first
//
// What it understands: `~/.server/...` and relative specifiers anywhere in a string literal
// (static and dynamic imports, `vi.mock`, `importActual`, `typeof import(...)`), written with
// or without an extension, and repository paths such as "app/.server/db/migrate.ts" in code,
// JSON and Markdown (docs/decisions/ are records and are left as written). A relative specifier
// inside a moved file is read from where the file used to be.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, "../..");
const MOVES_FILE = "scripts/dev/server-moves.json";
const SYMBOLS_FILE = "scripts/dev/symbol-moves.json";
const SKIP_DIRS = new Set([
  ".git",
  "node_modules",
  "build",
  ".react-router",
  "test-results",
  "playwright-report",
  "data",
  "public",
]);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

const posix = path.posix;

/**
 * Reads the move map, its reverse (new path → old path) and the exports that moved to another
 * module (a type taken out of a cycle into a leaf module, writes split from a file of reads).
 */
export function loadMoves(root = ROOT) {
  const moves = JSON.parse(readFileSync(path.join(root, MOVES_FILE), "utf8"));
  const back = Object.fromEntries(Object.entries(moves).map(([a, b]) => [b, a]));
  const symbols = existsSync(path.join(root, SYMBOLS_FILE))
    ? JSON.parse(readFileSync(path.join(root, SYMBOLS_FILE), "utf8"))
    : [];
  return { moves, back, symbols };
}

/**
 * Named imports and re-exports of a moved export are pointed at its new module:
 * `import { type AppServices, createServices } from "./services"` becomes two imports.
 */
export function repointSymbols(text, file, symbols, existsNow) {
  const changes = [];
  const out = text.replace(
    /(^|\n)([ \t]*)(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\6(;?)/g,
    (whole, nl, indent, kind, typeKw, names, q, spec, semi) => {
      const tilde = spec.startsWith("~/");
      if (!tilde && !spec.startsWith(".")) return whole;
      const base = tilde ? posix.join("app", spec.slice(2)) : posix.join(posix.dirname(file), spec);
      const found = resolveIn(existsNow, base);
      if (!found) return whole;
      const moved = symbols.filter((m) => m.from === found[0] && m.to !== file);
      if (!moved.length) return whole;
      const parts = names
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean);
      const nameOf = (p) =>
        p
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]
          .trim();
      const groups = new Map();
      const kept = [];
      for (const p of parts) {
        const m = moved.find((x) => x.symbol === nameOf(p));
        if (!m) kept.push(p);
        else groups.set(m.to, [...(groups.get(m.to) ?? []), p]);
      }
      if (!groups.size) return whole;
      const lines = [];
      if (kept.length)
        lines.push(
          `${indent}${kind}${typeKw ?? ""} { ${kept.join(", ")} } from ${q}${spec}${q}${semi}`,
        );
      for (const [to, ps] of groups) {
        const next = specFor(
          file,
          to,
          to.endsWith(".tsx") ? ".tsx" : to.endsWith(".ts") ? ".ts" : "",
          tilde,
        );
        lines.push(
          `${indent}${kind}${typeKw ?? ""} { ${ps.join(", ")} } from ${q}${next}${q}${semi}`,
        );
        changes.push(`{ ${ps.map(nameOf).join(", ")} } from ${spec} → ${next}`);
      }
      return nl + lines.join("\n");
    },
  );
  return { text: out, changes };
}

function listFiles(root) {
  const out = [];
  const walk = (rel) => {
    for (const name of readdirSync(path.join(root, rel))) {
      if (SKIP_DIRS.has(name)) continue;
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(root, r)).isDirectory()) walk(r);
      else if (TEXT.test(name)) out.push(r);
    }
  };
  walk("");
  return out;
}

/** Finds `base` (repository-relative, no extension or with one) among `exists`; returns [file, added suffix]. */
function resolveIn(exists, base) {
  for (const ext of EXTENSIONS) if (exists(base + ext)) return [base + ext, ext];
  if (/\.m?js$/.test(base)) {
    const ts = base.replace(/\.m?js$/, ".ts");
    if (exists(ts)) return [ts, "js→ts"];
  }
  return null;
}

function specFor(fromFile, target, added, tilde) {
  let t = target;
  if (added === "js→ts") t = target.replace(/\.ts$/, ".js");
  else if (added) t = target.slice(0, target.length - added.length);
  if (tilde) return `~/${posix.relative("app", t)}`;
  const rel = posix.relative(posix.dirname(fromFile), t);
  return rel.startsWith("../") ? rel : `./${rel}`;
}

/**
 * The file's text with every old path repointed, and the list of changes.
 * `file` is where the file is now; `was` is where it was in the old layout.
 */
export function repointText(text, file, was, moves, existsNow, existedBefore) {
  const changes = [];
  const isDecision = file.startsWith("docs/decisions/");
  let out = text;
  if (!file.endsWith(".md") && !file.endsWith(".json")) {
    out = out.replace(/(["'`])((?:\.{1,2}\/|~\/)[^"'`\s$]*)\1/g, (whole, q, spec) => {
      const tilde = spec.startsWith("~/");
      const nowBase = tilde
        ? posix.join("app", spec.slice(2))
        : posix.join(posix.dirname(file), spec);
      if (resolveIn(existsNow, nowBase)) return whole;
      const oldBase = tilde ? nowBase : posix.join(posix.dirname(was), spec);
      const found = resolveIn(existedBefore, oldBase);
      if (!found) return whole;
      const [oldTarget, added] = found;
      const newTarget = moves[oldTarget] ?? oldTarget;
      if (!existsNow(newTarget)) return whole;
      const next = specFor(file, newTarget, added, tilde);
      if (next === spec) return whole;
      changes.push(`${spec} → ${next}`);
      return `${q}${next}${q}`;
    });
  }
  if (!isDecision) {
    // Repository paths ("app/.server/db/migrate.ts", or without the extension), not inside a
    // longer relative path (those were handled above).
    out = out.replace(/(^|[^\w./-])(app\/\.server\/[\w./-]*[\w])/g, (whole, pre, p) => {
      for (const ext of ["", ".ts", ".tsx"]) {
        const target = moves[p + ext];
        if (target) {
          const next = ext ? target.slice(0, -ext.length) : target;
          changes.push(`${p} → ${next}`);
          return pre + next;
        }
      }
      return whole;
    });
  }
  return { text: out, changes };
}

function main() {
  const args = new Set(process.argv.slice(2));
  const check = args.has("--check");
  const { moves, back, symbols } = loadMoves();
  const problems = [];
  if (args.has("--move")) {
    for (const [from, to] of Object.entries(moves)) {
      if (existsSync(path.join(ROOT, from)) && !existsSync(path.join(ROOT, to))) {
        execFileSync("mkdir", ["-p", path.dirname(path.join(ROOT, to))]);
        execFileSync("git", ["mv", from, to], { cwd: ROOT });
      }
    }
  }
  for (const from of Object.keys(moves))
    if (existsSync(path.join(ROOT, from)))
      problems.push(`${from} still exists (move it to ${moves[from]} and merge by hand)`);

  const files = listFiles(ROOT);
  const now = new Set(files.filter((f) => !f.endsWith(".md")));
  // Everything that may be imported: also files the walk skips for being non-text.
  const existsNow = (p) =>
    now.has(p) || (existsSync(path.join(ROOT, p)) && statSync(path.join(ROOT, p)).isFile());
  const existedBefore = (p) => (back[p] ? false : p in moves || existsNow(p));
  let changed = 0;
  const rewritten = [];
  for (const file of files) {
    if (file === MOVES_FILE || file === "package-lock.json") continue;
    if (file === "scripts/dev/repoint-imports.mjs") continue;
    const text = readFileSync(path.join(ROOT, file), "utf8");
    // Fixtures that spell old paths on purpose (this script's own test) opt out.
    if (text.includes("repoint-imports: leave")) continue;
    const was = back[file] ?? file;
    const paths = repointText(text, file, was, moves, existsNow, existedBefore);
    const named = /\.(ts|tsx|mts|mjs|js)$/.test(file)
      ? repointSymbols(paths.text, file, symbols, existsNow)
      : { text: paths.text, changes: [] };
    const next = named.text;
    const changes = [...paths.changes, ...named.changes];
    if (!changes.length) continue;
    changed++;
    if (check) for (const c of changes) problems.push(`${file}: ${c}`);
    else {
      writeFileSync(path.join(ROOT, file), next);
      rewritten.push(file);
    }
  }
  if (check) {
    for (const p of problems) console.error(p);
    if (problems.length) process.exit(1);
    console.log("repoint-imports: nothing points at an old app/.server path.");
  } else {
    for (const p of problems) console.error(p);
    console.log(`repoint-imports: ${changed} file(s) rewritten.`);
    // A longer path can push an import past the line width: format what was touched.
    if (rewritten.length) console.log(`npx prettier --write ${rewritten.join(" ")}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
