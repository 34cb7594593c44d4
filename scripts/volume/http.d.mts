// Types of scripts/volume/http.mjs for the TypeScript benches (scripts/bench-classes.ts).
import type { ChildProcess } from "node:child_process";

export type Measured =
  | { state: "ok"; p50: number; p95: number; cpu?: number }
  | { state: string; p50?: undefined; p95?: undefined; cpu?: undefined };

export function percentile(sorted: number[], p: number): number;
export function startServer(options: {
  server: string;
  port: number;
  databaseUrl: string;
}): ChildProcess;
export function waitFor(url: string, child: ChildProcess, ms?: number): Promise<void>;
export function stopServer(child: ChildProcess): Promise<void>;
export function signIn(
  base: string,
  port: number,
  credentials: { email: string; password: string },
): Promise<string>;
export function timeGet(
  url: string,
  cookie: string,
): Promise<{ status: number; ms: number; body: string }>;
export function measureGet(
  url: string,
  cookie: string,
  options: { runs: number; warmups: number; pid?: number },
): Promise<Measured>;
export function cpuMs(pid: number): number;
export function vmMiB(pid: number, field: "VmRSS" | "VmHWM"): number;
export function streamWithMemory(
  url: string,
  cookie: string,
  pid: number,
): Promise<{
  status: number | undefined;
  bytes: number;
  lines: number;
  seconds: number;
  before: number;
  peak: number;
}>;
export type PublicTimes = number[] & { failed: number };
export function timePublic(
  url: string,
  options?: { count?: number; until?: () => boolean },
): Promise<PublicTimes>;
export function publicSummary(sorted: PublicTimes): {
  failed: number;
  n: number | string;
  p50: number;
  p99: number;
};
export const PUBLIC_DURING_HEADERS: string[];
