import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./origin";

const SELF = "https://learnova.example";
const ALLOWED = ["https://partner.example"];

const crossSite = (headers: Record<string, string>, self: string | string[] = SELF) =>
  isCrossSiteRequest(new Headers(headers), ALLOWED, self);

describe("isCrossSiteRequest", () => {
  it.each<[Record<string, string>, boolean]>([
    // With an Origin header, the origin decides.
    [{ origin: SELF }, false],
    [{ origin: SELF, "sec-fetch-site": "same-origin" }, false],
    [{ origin: "https://partner.example", "sec-fetch-site": "cross-site" }, false],
    [{ origin: "https://evil.example" }, true],
    [{ origin: "https://evil.example", "sec-fetch-site": "same-origin" }, true],
    [{ origin: "https://learnova.example.evil.example" }, true],
    [{ origin: "http://learnova.example" }, true],
    [{ origin: "null" }, true],
    [{ origin: "null", "sec-fetch-site": "same-origin" }, true],
    // Without one, Sec-Fetch-Site does: only "same-origin" is ours.
    [{ "sec-fetch-site": "same-origin" }, false],
    [{ "sec-fetch-site": "cross-site" }, true],
    [{ "sec-fetch-site": "same-site" }, true],
    [{ "sec-fetch-site": "none" }, true],
    // Neither header: not a browser (curl, a server, an app with a bearer token).
    [{}, false],
  ])("%j -> %s", (headers, expected) => expect(crossSite(headers)).toBe(expected));

  it("counts every one of our own origins as ours", () => {
    const self = [SELF, "http://127.0.0.1:3000"];
    expect(crossSite({ origin: "http://127.0.0.1:3000" }, self)).toBe(false);
    expect(crossSite({ origin: "http://127.0.0.1:3001" }, self)).toBe(true);
  });
});
