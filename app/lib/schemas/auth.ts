import { z } from "./zod";

export const ACCOUNT_TYPE_OPTIONS = [
  { value: "student", label: "Student" },
  { value: "parent", label: "Parent" },
  { value: "professional", label: "Professional" },
] as const;

const email = z
  .string("Invalid email address.")
  .trim()
  .toLowerCase()
  .pipe(z.email("Invalid email address."));

export const loginSchema = z.object({
  email,
  password: z.string("Please enter your password.").min(1, "Please enter your password."),
});

export const passwordSchema = z
  .string("Password must be at least 8 characters.")
  .min(8, "Password must be at least 8 characters.")
  .max(128, "Password must be at most 128 characters.");

export const signupSchema = z.object({
  name: z
    .string("Name must be at least 2 characters.")
    .trim()
    .min(2, "Name must be at least 2 characters.")
    .max(100, "Name is too long."),
  email,
  password: passwordSchema,
  accountType: z.enum(["student", "parent", "professional"], "Choose an account type."),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z
      .string("This password-reset link is incomplete. Request a new one.")
      .min(1, "This password-reset link is incomplete. Request a new one."),
    password: passwordSchema,
    confirmPassword: z
      .string("Please repeat your new password.")
      .min(1, "Please repeat your new password."),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords don't match.",
  });

export const setupSchema = z.object({
  token: z.string().min(1),
  name: z
    .string("Name must be at least 2 characters.")
    .trim()
    .min(2, "Name must be at least 2 characters.")
    .max(100, "Name is too long."),
  email,
  password: passwordSchema,
});
