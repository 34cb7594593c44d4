import { describe, expect, it } from "vitest";
import { forwardedClient } from "./client-ip";

describe("forwardedClient", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(forwardedClient("203.0.113.9", 0)).toBeUndefined();
  });

  it("takes the entry our one proxy appended, not the one the client sent", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; nginx appended the address it saw.
    expect(forwardedClient("1.2.3.4, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(forwardedClient("198.51.100.7", 1)).toBe("198.51.100.7");
  });

  it("counts several hops from the right", () => {
    expect(forwardedClient("9.9.9.9, 198.51.100.7, 10.0.0.2", 2)).toBe("198.51.100.7");
    // Fewer entries than hops: the left-most is the best we have.
    expect(forwardedClient("198.51.100.7", 3)).toBe("198.51.100.7");
  });

  it("skips empty entries and answers nothing for an empty header", () => {
    expect(forwardedClient(" , ", 1)).toBeUndefined();
    expect(forwardedClient("1.2.3.4,, 5.6.7.8 ,", 1)).toBe("5.6.7.8");
  });
});
