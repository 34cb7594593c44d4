import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * What a booker sees right after asking for a demo class: only what they themselves sent,
 * signed so nobody can make our page say something else. The same request for the same e-mail
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

function sign(secret: string, body: string): string {
  return createHmac("sha256", secret).update(`receipt:${body}`).digest("base64url");
}

export function createReceipt(secret: string, receipt: BookingReceipt): string {
  const body = Buffer.from(JSON.stringify(receipt)).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

/** The receipt a link carries, if its signature is ours. */
export function readReceipt(secret: string, token: string | null): BookingReceipt | undefined {
  if (!token || token.length > 2048) return undefined;
  const [body, mac] = token.split(".");
  if (!body || !mac) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = receiptSchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
