import { describe, expect, it } from "vitest";
import { runChild } from "./run-child.mjs";

/** Node itself running `code`, as a child. */
const node = (code: string, options?: Parameters<typeof runChild>[2]) =>
  runChild(process.execPath, ["-e", code], options);

describe("runChild", () => {
  it("keeps what a passing command wrote to stdout and stderr", async () => {
    const { ok, output } = await node("process.stdout.write('out '); process.stderr.write('err')");
    expect(ok).toBe(true);
    expect(output.toString()).toBe("out err");
  });

  it("says a command that exits with another code failed, with its output", async () => {
    const { ok, output } = await node("console.log('no'); process.exit(3)");
    expect(ok).toBe(false);
    expect(output.toString()).toBe("no\n");
  });

  it("passes the extra environment", async () => {
    const { output } = await node("process.stdout.write(process.env.RUN_CHILD_TEST)", {
      env: { RUN_CHILD_TEST: "seen" },
    });
    expect(output.toString()).toBe("seen");
  });

  it("resolves once, not ok, with the error, when the command cannot start", async () => {
    const { ok, output } = await runChild("/no/such/command", []);
    expect(ok).toBe(false);
    expect(output.toString()).toContain("ENOENT");
  });
});
