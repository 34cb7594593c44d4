import { bookingSchema } from "~/lib/schemas/booking";
import { bookingViewToken, createBooking } from "../repos/bookings";
import { defineCallable } from "./types";

/**
 * Books a free demo class. With a password, also creates the account of that type (when the
 * address has none: the answer never says which). Returns where to see the booking.
 */
export const bookDemoSession = defineCallable({
  schema: bookingSchema,
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handler(data, { services, user, setCookies }) {
    const { db, config, auth } = services;
    let userId = user?.id ?? null;
    if (!userId && data.password) {
      const response = await auth.api
        .signUpEmail({
          body: {
            name: data.contactName,
            email: data.email,
            password: data.password,
            accountType: data.accountType,
          },
          asResponse: true,
        })
        .catch(() => null);
      if (response?.ok) {
        const body = (await response.clone().json()) as { user?: { id: string } };
        userId = body.user?.id ?? null;
        // Signs the new account in, as sign-up does.
        setCookies(response.headers.getSetCookie());
      }
    }
    const admins = await db
      .selectFrom("user")
      .select("email")
      .where("role", "=", "admin")
      .execute();
    const { booking } = await createBooking(
      db,
      config,
      data,
      userId,
      admins.map((a) => a.email),
    );
    services.mail?.kick();
    return {
      bookingId: booking.id,
      token: bookingViewToken(config.authSecret, booking.id),
      requestedStart: booking.requestedStart,
      timeZone: booking.timeZone,
    };
  },
});
