import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { z } from "zod";

/**
 * What a booker sees right after asking for a demo class: only what they themselves sent,
 * sealed so nobody can read it from the address or make our page say something else. The same request for the same e-mail
 * and slot is one booking, and whoever repeats it must not learn anything of the first
 * booker's (names, child); so the answer never reads the stored booking. That booking is shown
 * only through the link mailed to its owner.
 */
const receiptSchema = z.object({
  contactName: z.string().max(100),
  learnerName: z.string().max(100).nullable(),
  email: z.string().max(254),
  subject: z.string().max(120),
  start: z.iso.datetime(),
  timeZone: z.string().max(64),
  /** The calendar event's UID: a function of e-mail and slot, so both answers are alike. */
  uid: z.string().max(80),
});

export type BookingReceipt = z.infer<typeof receiptSchema>;

/** A key for receipts alone, derived from the auth secret (HKDF-SHA-256). */
function receiptKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "learnova", "booking-receipt:aes-256-gcm", 32));
}

/** Marks the encrypted form; the older signed-but-readable one is no longer accepted. */
const VERSION = "v2";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The receipt as an opaque token: AES-256-GCM, so the URL (and the browser's history) holds
 * neither the name, the e-mail nor the subject, and nobody can forge or alter one (the tag
 * authenticates it). Issue 23 item 6.
 */
export function createReceipt(secret: string, receipt: BookingReceipt): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", receiptKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(receipt), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url")}`;
}

/**
 * The receipt a link carries, if we sealed it. Anything else (an older readable receipt, a
 * changed or cut token) is undefined, and the page shows its generic confirmation.
 */
export function readReceipt(secret: string, token: string | null): BookingReceipt | undefined {
  if (!token || token.length > 2048 || !token.startsWith(`${VERSION}.`)) return undefined;
  const bytes = Buffer.from(token.slice(VERSION.length + 1), "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES + 2) return undefined;
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      receiptKey(secret),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
    const parsed = receiptSchema.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
