import { z } from "zod";

// Zod's JIT probes for eval with `new Function`. Our CSP forbids eval, so in the browser the
// probe is reported as a policy violation on every page with a form; parse without the JIT
// there. The server keeps the faster JIT.
if (typeof document !== "undefined") z.config({ jitless: true });

const KINDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
};

// A field whose schema names no message of its own still answers a wrong type in words a
// caller can act on ("This field must be text."), not zod's "expected string, received null".
z.config({
  customError: (issue) => {
    if (issue.code !== "invalid_type") return undefined;
    if (issue.input === undefined) return "This field is required.";
    return `This field must be ${KINDS[issue.expected] ?? issue.expected}.`;
  },
});

export { z };
