import type { CallableDefinition } from "./types";
import { bookDemoSession } from "./book-demo-session";
import { sendContactMessage } from "./send-contact-message";
import { subscribeToNewsletter } from "./subscribe-to-newsletter";

/**
 * The original specification's three callable functions (docs/product.md §7.10), by the names
 * clients call them.
 */
export const callables: Record<string, CallableDefinition<any>> = {
  bookDemoSession,
  subscribeToNewsletter,
  sendContactMessage,
};
