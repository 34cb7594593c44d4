import { z } from "./zod";

// The original specification's contact form rules and messages, word for word
// (docs/product.md §7.9); used by the form and the server.
export const contactSchema = z.object(
  {
    name: z
      .string("Name must be at least 2 characters.")
      .trim()
      .min(2, "Name must be at least 2 characters.")
      .max(100, "Name must be at most 100 characters."),
    email: z
      .string("Invalid email address.")
      .trim()
      .max(254, "Invalid email address.")
      .pipe(z.email("Invalid email address.")),
    message: z
      .string("Message must be at least 10 characters.")
      .trim()
      .min(10, "Message must be at least 10 characters.")
      .max(5000, "Message must be at most 5000 characters."),
    feedback: z
      .string("Feedback must be text.")
      .trim()
      .max(2000, "Feedback must be at most 2000 characters.")
      .optional()
      .default(""),
  },
  "Send an object with name, email, message and optional feedback.",
);

export type ContactInput = z.infer<typeof contactSchema>;
