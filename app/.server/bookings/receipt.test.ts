import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createReceipt, readReceipt, type BookingReceipt } from "./receipt";

// Issue 23 item 6: the /demo-confirmation?r= receipt is opaque — the address and the browser's
// history hold nothing of what the booker sent — and only our own receipts are read.

const secret = "Qm7vR2xK9pL4wT8zN3cJ6hF1bY5dS0gA";
const receipt: BookingReceipt = {
  contactName: "Meera Iyer",
  learnerName: "Anushka",
  email: "meera@example.com",
  subject: "Mathematics",
  start: "2026-12-01T12:00:00.000Z",
  timeZone: "Asia/Kolkata",
  uid: "abc@learnova",
};

/** Every reading of the token a curious person might try: as is, URL-decoded, base64 of it. */
function readings(token: string): string[] {
  const parts = token.split(/[.]/);
  return [
    token,
    decodeURIComponent(token),
    ...parts.map((p) => Buffer.from(p, "base64url").toString("latin1")),
    ...parts.map((p) => Buffer.from(p, "base64").toString("latin1")),
  ];
}

describe("booking receipts", () => {
  it("round-trips, and the token reveals nothing it carries", () => {
    const token = createReceipt(secret, receipt);
    expect(readReceipt(secret, token)).toEqual(receipt);
    // Each secret part is five letters or more: a random token of ~200 characters contains a
    // given three letters about once in 1,300 tokens (a CI run once failed on "Anu").
    for (const text of readings(token)) {
      for (const secretPart of [
        "Meera",
        "meera@example.com",
        "Anushka",
        "Mathematics",
        "Kolkata",
      ]) {
        expect(text).not.toContain(secretPart);
      }
    }
    // A fresh IV each time: the same request does not give the same token.
    expect(createReceipt(secret, receipt)).not.toBe(token);
  });

  it("refuses a changed, cut or foreign token", () => {
    const token = createReceipt(secret, receipt);
    const body = Buffer.from(token.slice(3), "base64url");
    for (let i = 0; i < body.length; i += 7) {
      const changed = Buffer.from(body);
      changed[i] ^= 1;
      expect(readReceipt(secret, `v2.${changed.toString("base64url")}`)).toBeUndefined();
    }
    expect(readReceipt(secret, token.slice(0, -4))).toBeUndefined();
    expect(readReceipt("another-secret-another-secret-xx", token)).toBeUndefined();
    expect(readReceipt(secret, "v2.")).toBeUndefined();
    expect(readReceipt(secret, null)).toBeUndefined();
  });

  it("an older, readable receipt is no longer read (the page shows its generic text)", () => {
    const body = Buffer.from(JSON.stringify(receipt)).toString("base64url");
    const mac = createHmac("sha256", secret).update(`receipt:${body}`).digest("base64url");
    expect(readReceipt(secret, `${body}.${mac}`)).toBeUndefined();
  });
});
