import { bookingSchema } from "~/lib/schemas/booking";
import { CLIENT_IP_HEADER } from "../auth/better-auth";
import { callAuth } from "../auth/calls";
import { createReceipt } from "../bookings/receipt";
import { calendarUid } from "../bookings/queries";
import { createBooking } from "../bookings/writes";
import { listAdminEmails } from "../users/queries";
import { defineCallable } from "./types";

/**
 * Books a free demo class. With a password, also creates the account of that type (when the
 * address has none: the answer never says which). Answers alike for a new request and a
 * repeated one: a receipt of what the caller sent, never the stored booking.
 */
export const bookDemoSession = defineCallable({
  schema: bookingSchema,
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handler(data, { services, user, clientIp, setCookies }) {
    const { db, config } = services;
    let userId = user?.id ?? null;
    if (!userId && data.password) {
      // Through Better Auth's own pipeline with the caller's address, so an account made here
      // counts against the same sign-up limit as the sign-up page.
      const response = await callAuth(
        services,
        new Request(config.siteUrl, { headers: { [CLIENT_IP_HEADER]: clientIp } }),
        "/sign-up/email",
        {
          name: data.contactName,
          email: data.email,
          password: data.password,
          accountType: data.accountType,
        },
      ).catch(() => null);
      if (response?.ok) {
        const body = (await response.clone().json()) as { user?: { id: string } };
        userId = body.user?.id ?? null;
        // Signs the new account in, as sign-up does.
        setCookies(response.headers.getSetCookie());
      }
    }
    await createBooking(db, config, data, userId, await listAdminEmails(db));
    services.mail?.kick();
    const requestedStart = new Date(data.requestedStart).toISOString();
    return {
      status: "requested",
      receipt: createReceipt(config.authSecret, {
        contactName: data.contactName,
        learnerName: data.accountType === "parent" ? data.learnerName : null,
        email: data.email,
        subject: data.subject,
        start: requestedStart,
        timeZone: data.timeZone,
        uid: calendarUid(config.authSecret, data.email, requestedStart),
      }),
      requestedStart,
      timeZone: data.timeZone,
    };
  },
});
