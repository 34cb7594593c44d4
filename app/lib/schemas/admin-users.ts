import { ENROLLMENT_STATUSES } from "~/lib/enrollment-status";
import { z } from "./zod";

// The forms of a user's admin page (docs/admin.md §5, §6), shared by the page and the server. The
// server adds the hidden `version` of the row the form was loaded with (versionField), which
// the browser has no reason to check. The list's address is parsed by lib/admin/user-list.ts.

export const ROLES = ["user", "admin", "teacher"] as const;
export const ACCOUNT_TYPES = ["student", "parent", "professional"] as const;
export type UserRole = (typeof ROLES)[number];
export type UserAccountType = (typeof ACCOUNT_TYPES)[number];

export const ROLE_LABEL: Record<UserRole, string> = {
  user: "User",
  admin: "Admin",
  teacher: "Teacher",
};
export const ACCOUNT_TYPE_LABEL: Record<UserAccountType, string> = {
  student: "Student",
  parent: "Parent",
  professional: "Professional",
};

/** The role button: it names the role the user is to have. */
export const roleSchema = z.object({
  role: z.enum(ROLES, "Choose user, admin or teacher."),
});

export const accountTypeSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, "Choose an account type."),
});

/** Deleting someone's account is typed, not clicked: their e-mail address, or DELETE. */
export function deleteUserSchema(email: string) {
  return z.object({
    confirmation: z
      .string("Type DELETE or the account's e-mail address to confirm.")
      .trim()
      .refine(
        (v) => v === "DELETE" || (email !== "" && v.toLowerCase() === email.toLowerCase()),
        "Type DELETE or the account's e-mail address to confirm.",
      ),
  });
}

/** Enrol by hand: one of the published courses the select offers. */
export const enrolSchema = z.object({
  courseId: z.string("Choose a course.").trim().min(1, "Choose a course.").max(64),
});

/** An enrolment's next status: the button pressed names it; the row is named by its id. */
export const enrollmentStatusSchema = z.object({
  enrollmentId: z.string().min(1).max(64),
  status: z.enum(ENROLLMENT_STATUSES, "Choose a status."),
});

/** One session to sign out (its row id, never its token). */
export const sessionSchema = z.object({
  sessionId: z.string().min(1, "Choose a session.").max(128),
});
