import { signupSchema } from "./auth";
import { z } from "./zod";

// The invitation forms: the admin's (an address and a role) and the invitee's (a name and a
// password).
// Their fields are sign-up's own, so the rules and the words are the same as on /signup.

/** How long an invitation link works (the pages and the mail say it too). */
export const INVITE_TTL_DAYS = 7;

/** The roles an invitation gives (docs/classes.md "Words": teachers are invited too). */
export const INVITE_ROLES = ["admin", "teacher"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];
export const INVITE_ROLE_LABEL: Record<InviteRole, string> = { admin: "Admin", teacher: "Teacher" };

export const inviteAdminSchema = z.object({
  email: signupSchema.shape.email,
  role: z.enum(INVITE_ROLES, "Choose admin or teacher."),
});

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
