import { newsletterSchema } from "~/lib/schemas/newsletter";
import { requestSubscription } from "../newsletter/writes";
import { defineCallable } from "./types";

/** Double opt-in: a pending subscriber and a confirmation mail. Same answer for every address. */
export const subscribeToNewsletter = defineCallable({
  schema: newsletterSchema,
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handler(data, { services }) {
    await requestSubscription(services.db, services.config, data.email);
    services.mail?.kick();
    return { status: "pending" };
  },
});
