import { z } from "./zod";
import { passwordSchema } from "./auth";

// One schema per account-settings form, shared by the browser and the server.

export const profileSchema = z.object({
  name: z
    .string("Name must be at least 2 characters.")
    .trim()
    .min(2, "Name must be at least 2 characters.")
    .max(100, "Name is too long."),
  accountType: z.enum(["student", "parent", "professional"], "Choose an account type."),
  phone: z
    .string()
    .trim()
    .max(24, "Enter a phone number with 7 to 15 digits, e.g. +91 98765 43210.")
    .refine(
      (v) => v === "" || (/^\+?[\d\s().-]+$/.test(v) && /^(\D*\d){7,15}\D*$/.test(v)),
      "Enter a phone number with 7 to 15 digits, e.g. +91 98765 43210.",
    )
    .transform((v) => v || null),
});

export const changePasswordSchema = z
  .object({
    // Longer than any password an account can have (passwordSchema): it cannot be the current one.
    currentPassword: z
      .string()
      .min(1, "Please enter your current password.")
      .max(128, "Your current password is not correct."),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords don't match.",
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: "Choose a password different from your current one.",
  });

/** The typed confirmation must be DELETE or the account's own e-mail address. */
export function deleteAccountSchema(email: string) {
  return z.object({
    confirmation: z
      .string()
      .trim()
      .refine(
        (v) => v === "DELETE" || v.toLowerCase() === email.toLowerCase(),
        "Type DELETE or your e-mail address to confirm.",
      ),
  });
}
