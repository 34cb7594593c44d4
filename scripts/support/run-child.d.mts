export declare function runChild(
  command: string,
  args: string[],
  options?: { live?: boolean; env?: Record<string, string> },
): Promise<{ ok: boolean; output: Buffer }>;
