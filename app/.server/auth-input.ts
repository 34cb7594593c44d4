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

/** The first refused field and its message, or undefined when the body is acceptable. */
export function refusedAuthInput(
  path: string,
  body: unknown,
): { field: string; message: string } | undefined {
  const schema = RULES[path];
  if (!schema || typeof body !== "object" || body === null || Array.isArray(body)) return;
  const values = { ...(body as Record<string, unknown>) };
  if (typeof values.name === "string" && values.name.trim() === "" && path === "/sign-up/email") {
    delete values.name;
  }
  const result = schema.safeParse(values);
  if (result.success) return;
  const issue = result.error.issues[0];
  return { field: String(issue.path[0] ?? "body"), message: issue.message };
}

/** Better Auth `hooks.before`: runs for HTTP calls and for our own `auth.api.*` calls alike. */
export const validateAuthInput = createAuthMiddleware(async (ctx) => {
  const refused = refusedAuthInput(ctx.path, ctx.body);
  if (refused) {
    throw new APIError("BAD_REQUEST", {
      code: "INVALID_FIELD",
      message: refused.message,
      field: refused.field,
    });
  }
});
