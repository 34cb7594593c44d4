import type { ChildProcess } from "node:child_process";

export function findNginx(): string | undefined;

export function renderNginxConfig(options: {
  listen: number;
  appPorts: number[];
  runtimeDir: string;
}): string;

export interface Cluster {
  /** nginx's address. */
  url: string;
  apps: { name: string; port: number; process: ChildProcess }[];
  nginx: ChildProcess;
  stop(): Promise<void>;
}

export function startCluster(options?: {
  instances?: number;
  port?: number;
  appPort?: number;
  appPorts?: number[];
  env?: Record<string, string | undefined>;
  onLog?: (source: string, line: string) => void;
}): Promise<Cluster>;
