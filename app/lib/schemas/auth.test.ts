import { describe, expect, it } from "vitest";
import { parseWith } from "../forms";
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from "./auth";

describe("account form schemas", () => {
  it("login: a valid address (trimmed, lower-cased) and a password", () => {
    expect(parseWith(loginSchema, { email: "  Asha@Example.COM ", password: "x" })).toEqual({
      ok: true,
      data: { email: "asha@example.com", password: "x" },
    });
    expect(parseWith(loginSchema, { email: "asha", password: "" })).toEqual({
      ok: false,
      errors: { email: "Invalid email address.", password: "Please enter your password." },
    });
  });

  it("signup: name of 2+ characters, password of 8+, a known account type", () => {
    const good = {
      name: "Asha",
      email: "a@example.com",
      password: "12345678",
      accountType: "parent",
    };
    expect(parseWith(signupSchema, good).ok).toBe(true);
    expect(
      parseWith(signupSchema, {
        name: "A",
        email: "a@",
        password: "1234567",
        accountType: "admin",
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: "Name must be at least 2 characters.",
        email: "Invalid email address.",
        password: "Password must be at least 8 characters.",
        accountType: "Choose an account type.",
      },
    });
    expect(parseWith(signupSchema, { ...good, password: "x".repeat(129) })).toMatchObject({
      errors: { password: "Password must be at most 128 characters." },
    });
  });

  it("forgot password: only a valid address", () => {
    expect(parseWith(forgotPasswordSchema, { email: "nope" })).toEqual({
      ok: false,
      errors: { email: "Invalid email address." },
    });
    expect(parseWith(forgotPasswordSchema, { email: "a@example.com" }).ok).toBe(true);
  });

  it("reset password: a token, a valid password, repeated exactly", () => {
    const good = { token: "t", password: "new-password-1", confirmPassword: "new-password-1" };
    expect(parseWith(resetPasswordSchema, good).ok).toBe(true);
    expect(parseWith(resetPasswordSchema, { ...good, confirmPassword: "other" })).toEqual({
      ok: false,
      errors: { confirmPassword: "Passwords don't match." },
    });
    expect(
      parseWith(resetPasswordSchema, { ...good, password: "short", confirmPassword: "" }),
    ).toMatchObject({
      errors: {
        password: "Password must be at least 8 characters.",
        confirmPassword: "Please repeat your new password.",
      },
    });
    expect(parseWith(resetPasswordSchema, { ...good, token: "" })).toMatchObject({
      errors: { token: "This password-reset link is incomplete. Request a new one." },
    });
  });
});
