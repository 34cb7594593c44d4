import type { BookingInput } from "./schemas/booking";
import type { ContactInput } from "./schemas/contact";
import { callFunction, FunctionsError } from "./functions-client";

export interface BookingResult {
  status: "requested";
  /** Shows the request on /demo-confirmation?r=…: what was sent, signed by the server. */
  receipt: string;
  requestedStart: string;
  timeZone: string;
}

/**
 * The original specification's wrapper rule (docs/product.md §7.10): log, then rethrow with the
 * original message or the fallback.
 */
async function wrap<T>(name: string, data: unknown, fallback: string): Promise<T> {
  try {
    return await callFunction<T>(name, data);
  } catch (error) {
    console.error(`${name} failed:`, error);
    if (error instanceof FunctionsError) {
      throw new FunctionsError(error.code, error.message || fallback, error.details);
    }
    throw new Error(error instanceof Error && error.message ? error.message : fallback);
  }
}

export function bookDemoSession(
  booking: BookingInput | Record<string, unknown>,
): Promise<BookingResult> {
  return wrap("bookDemoSession", booking, "Failed to book demo session");
}

export function subscribeToNewsletter(email: string): Promise<{ status: string }> {
  return wrap("subscribeToNewsletter", { email }, "Failed to subscribe to newsletter");
}

export function sendContactMessage(message: ContactInput): Promise<{ id: string }> {
  return wrap("sendContactMessage", message, "Failed to send contact message");
}
