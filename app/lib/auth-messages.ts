// What the account pages say, shared by the server's answers and the pages themselves.

export const AUTH_MESSAGES = {
  signInFailed: "Incorrect email or password.",
  signUpFailed:
    "We couldn't create an account with those details. If you already have one, sign in or reset your password.",
  tooManySignIns: "Too many sign-in attempts. Please wait a minute and try again.",
  tooManySignUps: "Too many attempts. Please wait a minute and try again.",
  tooManyResets: "Too many password-reset requests. Please wait a few minutes and try again.",
  resetSent: "If an account exists for that address, we've sent a link.",
  resetLinkInvalid:
    "This password-reset link has expired or has already been used. Request a new one below.",
  googleUnavailable: "Google sign-in is not available right now. Please use your email instead.",
  unexpected: "Something went wrong on our side. Please try again in a moment.",
  // The schemas' own words (app/lib/schemas/auth.ts), for Better Auth's matching refusals.
  passwordTooLong: "Password must be at most 128 characters.",
  passwordTooShort: "Password must be at least 8 characters.",
  invalidEmail: "Invalid email address.",
  currentPasswordWrong: "Your current password is not correct.",
} as const;
