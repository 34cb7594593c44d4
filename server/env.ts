// The Hono app's per-request variables, a leaf module: the middlewares import this type, and
// server/app.ts imports the middlewares (app/.server/README.md, "Import cycles").
export type Env = {
  Variables: { requestId: string; nonce: string; clientIp: string };
};
