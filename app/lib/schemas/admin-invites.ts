import { signupSchema } from "./auth";
import { z } from "./zod";

// The invitation forms: the admin's (an address) and the invitee's (a name and a password).
// Their fields are sign-up's own, so the rules and the words are the same as on /signup.

/** How long an invitation link works (the pages and the mail say it too). */
export const INVITE_TTL_DAYS = 7;

export const inviteAdminSchema = z.object({ email: signupSchema.shape.email });

export const revokeInviteSchema = z.object({
  id: z
    .string("This invitation no longer exists. Reload the page.")
    .trim()
    .min(1, "This invitation no longer exists. Reload the page.")
    .max(64, "This invitation no longer exists. Reload the page."),
});

export const acceptInviteSchema = z.object({
  token: z
    .string("This invitation link is incomplete. Open it again from the e-mail.")
    .min(1, "This invitation link is incomplete. Open it again from the e-mail."),
  name: signupSchema.shape.name,
  password: signupSchema.shape.password,
});
