import { contactSchema } from "~/lib/schemas/contact";
import { storeContactMessage } from "../messages/writes";
import { defineCallable } from "./types";

/** Stores the message, acknowledges it to the sender and notifies the school, in one transaction. */
export const sendContactMessage = defineCallable({
  schema: contactSchema,
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handler(data, { services, user }) {
    const id = await storeContactMessage(services.db, services.config, data, user?.id ?? null);
    services.mail?.kick();
    return { id };
  },
});
