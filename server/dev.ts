import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadConfig } from "../app/.server/platform/config";
import { createLogger } from "../app/.server/platform/log";
import { seedContent } from "../app/.server/platform/seed";
import { createServices } from "../app/.server/services";
import { announceSetup } from "./announce-setup";
import { createApp } from "./app";
import { onShutdown } from "./shutdown";

// Development: the same Hono app as production, with Vite serving modules and hot reload,
// so loaders see exactly the context they get in production.
const config = loadConfig();
const log = createLogger(config.logLevel);
const services = await createServices(config, log);
await seedContent(services);
await announceSetup(services);

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
  services,
  mode: "development",
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
const listener = getRequestListener(app.fetch);

const server = createServer((req, res) => {
  vite.middlewares(req, res, () => void listener(req, res));
});
server.listen(config.port, config.host, () => {
  log.info({ url: config.siteUrl }, "Learnova dev server ready");
});
// Vite closes too, after the mail worker has stopped (mail in flight goes back to the queue).
const stopMail = services.stopBackground;
onShutdown(server, {
  ...services,
  stopBackground: async () => {
    await stopMail?.();
    await vite.close();
  },
});
