// `npm run lint` runs this after ESLint: every document a comment or page cites must be one a
// reader of the repository can open. Fails when a source file or page cites the planning
// documents that live outside the repository (their contents are in docs/product.md,
// docs/admin.md and docs/layout.md now, docs/index.md), or when it cites a `docs/….md` page, a
// section number (`docs/product.md §7.3`) or a heading (`docs/admin.md "Who and how"`) that does
// not exist. Pages under docs/ are also checked for relative links to missing files.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** What is searched, from the repository's root. */
const ROOTS = ["app", "server", "scripts", "tests", "db", "content", "docs", "deploy", ".ci"];
const SKIP_DIRS = new Set(["node_modules", "build", ".react-router", "data", "test-results"]);
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|json|md|yml|yaml|sh|css|conf|template)$/;
/** Root files searched besides ROOTS (package-lock.json is generated). */
const ROOT_FILE = /^(?!package-lock\.json$)[^/]+\.(ts|js|mjs|json|md)$/;
/** This check and its test spell the forbidden names on purpose. */
const SELF = new Set(["scripts/check-citations.mjs", "scripts/check-citations.test.ts"]);

/** Names of documents outside the repository, each with what replaces it. */
const OUTSIDE = [
  { pattern: /\bPRODUCT\.md\b/, instead: "docs/product.md" },
  { pattern: /\bADMIN\.md\b/, instead: "docs/admin.md" },
  { pattern: /\bARCHITECTURE\.md\b/, instead: "docs/layout.md or a decision record" },
  { pattern: /\bCLASSES\.md\b/, instead: "the docs/ page of what is built" },
  { pattern: /\.\.\/shared\b/, instead: "a file inside the repository" },
  { pattern: /\bseed §\d/, instead: "the original specification, docs/product.md §7.x" },
];

/** `docs/x.md`, then optionally ` §N.M` or ` "Heading"` on the same line. */
const DOC_CITATION = /(?<![\w./-])(docs\/[\w./-]+?\.md)\b(?: (?:§(\d+(?:\.\d+)*)|"([^"\n]+)"))?/g;
/** A relative Markdown link to a .md file: `[text](file.md#anchor)`. */
const MD_LINK = /\]\(((?!https?:|\/|#)[^)\s#]+\.md)(?:#[^)\s]*)?\)/g;

/** The headings of a Markdown text: `## 7. Title` gives number "7", text "7. Title" and "Title". */
function headingsOf(markdown) {
  const numbers = new Set();
  const titles = new Set();
  for (const line of markdown.split("\n")) {
    const m = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!m) continue;
    const text = m[1];
    titles.add(text);
    const numbered = /^(\d+(?:\.\d+)*)\.?\s+(.*)$/.exec(text);
    if (numbered) {
      numbers.add(numbered[1]);
      titles.add(numbered[2]);
    }
  }
  return { numbers, titles };
}

/**
 * The problems in the given files. `files` are `{ path, text }` with paths relative to the
 * repository's root; `readDoc(path)` returns a cited page's text, or null when it does not exist.
 */
export function findCitationProblems(files, readDoc) {
  const problems = [];
  const headings = new Map();
  const docHeadings = (path) => {
    if (!headings.has(path)) {
      const text = readDoc(path);
      headings.set(path, text === null ? null : headingsOf(text));
    }
    return headings.get(path);
  };
  for (const { path, text } of files) {
    const lines = text.split("\n");
    lines.forEach((line, index) => {
      const at = `${path}:${index + 1}`;
      for (const { pattern, instead } of OUTSIDE) {
        const m = pattern.exec(line);
        if (m)
          problems.push(`${at}: cites "${m[0]}", which is outside the repository; cite ${instead}`);
      }
      for (const m of line.matchAll(DOC_CITATION)) {
        const [, doc, section, heading] = m;
        const found = docHeadings(doc);
        if (found === null) {
          problems.push(`${at}: cites ${doc}, which does not exist`);
        } else if (section && !found.numbers.has(section)) {
          problems.push(`${at}: cites ${doc} §${section}, which has no such section`);
        } else if (heading && !found.titles.has(heading)) {
          problems.push(`${at}: cites ${doc} "${heading}", which has no such heading`);
        }
      }
      if (path.startsWith("docs/") && path.endsWith(".md")) {
        for (const m of line.matchAll(MD_LINK)) {
          const target = join(dirname(path), m[1]).split(sep).join("/");
          if (readDoc(target) === null)
            problems.push(`${at}: links to ${m[1]}, which does not exist`);
        }
      }
    });
  }
  return problems;
}

function listFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name)) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        TEXT_FILE.test(entry.name) ||
        (dir.endsWith(`${sep}.ci`) && !entry.name.includes("."))
      )
        found.push(relative(root, full).split(sep).join("/"));
    }
  };
  for (const top of ROOTS) if (existsSync(join(root, top))) walk(join(root, top));
  for (const entry of readdirSync(root)) {
    if (ROOT_FILE.test(entry) && statSync(join(root, entry)).isFile()) found.push(entry);
  }
  return found.filter((path) => !SELF.has(path)).sort();
}

/** Checks the repository at `root`; returns the problems found (empty when all is well). */
export function checkCitations(root) {
  const files = listFiles(root).map((path) => ({
    path,
    text: readFileSync(join(root, path), "utf8"),
  }));
  const readDoc = (path) => {
    const full = resolve(root, path);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : null;
  };
  return findCitationProblems(files, readDoc);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const problems = checkCitations(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-citations: ${problems.length} citation(s) to fix (docs/index.md)`);
    process.exit(1);
  }
}
