import { z } from "zod";

// Zod's JIT probes for eval with `new Function`. Our CSP forbids eval, so in the browser the
// probe is reported as a policy violation on every page with a form; parse without the JIT
// there. The server keeps the faster JIT.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
