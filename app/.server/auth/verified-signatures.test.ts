import { describe, expect, it } from "vitest";
import { createVerifiedSignatures, VERIFIED_SIGNATURES_LIMIT } from "./verified-signatures";

describe("the checked cookie signatures a process keeps", () => {
  it("knows only values it was told passed, each with its own token", () => {
    const verified = createVerifiedSignatures();
    expect(verified.tokenOf("tok.sig%3D")).toBeUndefined();
    verified.remember("tok.sig%3D", "tok");
    expect(verified.tokenOf("tok.sig%3D")).toBe("tok");
    // The same token under another signature is another value: unknown, so checked again.
    expect(verified.tokenOf("tok.other%3D")).toBeUndefined();
    expect(verified.tokenOf("tok")).toBeUndefined();
  });

  it("keeps at most its limit, dropping the oldest first", () => {
    const verified = createVerifiedSignatures(3);
    for (let i = 1; i <= 5; i++) verified.remember(`t${i}.s`, `t${i}`);
    expect(verified.size).toBe(3);
    expect(verified.tokenOf("t1.s")).toBeUndefined();
    expect(verified.tokenOf("t2.s")).toBeUndefined();
    expect(["t3.s", "t4.s", "t5.s"].map((v) => verified.tokenOf(v))).toEqual(["t3", "t4", "t5"]);
    // Told again of a value it holds: no second entry, nothing else dropped.
    verified.remember("t5.s", "t5");
    expect(verified.size).toBe(3);
    expect(verified.tokenOf("t3.s")).toBe("t3");
  });

  it("stays within the default limit whatever number of sessions it sees", () => {
    const verified = createVerifiedSignatures();
    for (let i = 0; i < VERIFIED_SIGNATURES_LIMIT + 500; i++) verified.remember(`t${i}.s`, `t${i}`);
    expect(verified.size).toBe(VERIFIED_SIGNATURES_LIMIT);
  });
});
