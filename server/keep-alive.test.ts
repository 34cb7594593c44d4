import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS, keepConnectionsLongerThanClients } from "./keep-alive";

// An idle connection must outlive Node's own 5 s default, or a client (nginx's upstream pool, a
// browser) sending on it as the server closes it gets a reset.
const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

async function start(longer: boolean): Promise<number> {
  const server = createServer((_req, res) => res.end("ok"));
  if (longer) keepConnectionsLongerThanClients(server);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return (server.address() as AddressInfo).port;
}

/** The connection a request went out on: the same one means it was kept and reused. */
function get(port: number, agent: Agent): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(req.socket!));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("keep-alive connections", () => {
  it("stay open longer than nginx keeps its upstream ones, with the headers timeout above", () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    const server = createServer();
    keepConnectionsLongerThanClients(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it("an idle connection is still there after Node's default 5 s and its 1 s of grace (and is not without it)", async () => {
    const [ours, plain] = await Promise.all([start(true), start(false)]);
    const agents = [ours, plain].map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
    const first = await Promise.all([get(ours, agents[0]), get(plain, agents[1])]);
    await new Promise((r) => setTimeout(r, 7_000));
    const second = await Promise.all([get(ours, agents[0]), get(plain, agents[1])]);
    for (const agent of agents) agent.destroy();
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
  }, 15_000);
});
