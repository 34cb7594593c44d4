import type { CallableDefinition } from "./types";
import { bookDemoSession } from "./book-demo-session";
import { sendContactMessage } from "./send-contact-message";
import { subscribeToNewsletter } from "./subscribe-to-newsletter";

/** The seed's three callable functions, by the names clients call them. */
export const callables: Record<string, CallableDefinition<any>> = {
  bookDemoSession,
  subscribeToNewsletter,
  sendContactMessage,
};
