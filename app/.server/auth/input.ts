import { APIError, createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import { profileSchema } from "~/lib/schemas/account";
import { signupSchema } from "~/lib/schemas/auth";

// Better Auth stores any string in our profile columns (accountType "wizard", a 50,000-character
// name) when its API is called directly. These are the same rules our forms apply, checked
// before Better Auth runs, so a refused value is a 400 that stores nothing.

/**
 * The address's local part stands in for a blank name (the original specification's profile rule,
 * docs/product.md §7.8), so blank is allowed.
 */
const NAME = signupSchema.shape.name;

// Better Auth's own fields (password length, e-mail format) are Better Auth's to check.
const signUpFields = z.object({
  name: NAME.optional(),
  accountType: signupSchema.shape.accountType.optional(),
  phone: profileSchema.shape.phone.nullable().optional(),
  // We never show a user's picture; Google's comes through the social sign-in, not this API.
  image: z.null("Profile pictures can't be set here.").optional(),
});

const updateUserFields = z.object({
  name: NAME.optional(),
  accountType: profileSchema.shape.accountType.optional(),
  phone: profileSchema.shape.phone.nullable().optional(),
  image: z.null("Profile pictures can't be set here.").optional(),
});

const RULES: Record<string, typeof signUpFields | typeof updateUserFields> = {
  "/sign-up/email": signUpFields,
  "/update-user": updateUserFields,
};

export type AuthInputCheck =
  { ok: true; body?: Record<string, unknown> } | { ok: false; field: string; message: string };

/**
 * The body as it will be stored, or the first refused field and its message. The rules run on
 * the normalised values (trimmed name and phone, blank phone as none), and what they accepted
 * is what Better Auth stores: a length checked on a trimmed copy while the raw value is kept
 * would let "ab" + 900,000 spaces through as a 900,002-character name (issue 23 item 3).
 */
export function checkAuthInput(path: string, body: unknown): AuthInputCheck {
  const schema = RULES[path];
  if (!schema || typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: true };
  }
  const values = { ...(body as Record<string, unknown>) };
  if (typeof values.name === "string" && values.name.trim() === "" && path === "/sign-up/email") {
    // The profile hook (app/.server/auth/better-auth.ts) names the account after the address's local part.
    delete values.name;
  }
  const result = schema.safeParse(values);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, field: String(issue.path[0] ?? "body"), message: issue.message };
  }
  const stored = { ...values };
  for (const [key, value] of Object.entries(result.data)) {
    if (value !== undefined) stored[key] = value;
  }
  if ("name" in (body as object) && !("name" in stored)) stored.name = "";
  return { ok: true, body: stored };
}

/**
 * Better Auth `hooks.before`: runs for HTTP calls and for our own `auth.api.*` calls alike.
 * A refusal is a 400 that stores nothing; an accepted body is replaced by its normalised form.
 */
export const validateAuthInput = createAuthMiddleware(async (ctx) => {
  const checked = checkAuthInput(ctx.path, ctx.body);
  if (!checked.ok) {
    throw new APIError("BAD_REQUEST", {
      code: "INVALID_FIELD",
      message: checked.message,
      field: checked.field,
    });
  }
  // In place: the endpoint reads this same object, and a returned context is merged in a way
  // that skips null (a blank phone must be stored as none).
  if (checked.body) Object.assign(ctx.body as object, checked.body);
});
