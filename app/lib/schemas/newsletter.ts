import { z } from "./zod";

export const newsletterSchema = z.object(
  {
    email: z
      .string("Invalid email address.")
      .trim()
      .max(254, "Invalid email address.")
      .pipe(z.email("Invalid email address.")),
  },
  "Send an object with an email.",
);

export type NewsletterInput = z.infer<typeof newsletterSchema>;
