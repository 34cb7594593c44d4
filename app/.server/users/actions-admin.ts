import { redirect } from "react-router";
import { formFailure } from "~/lib/form-result";
import {
  accountTypeSchema,
  deleteUserSchema,
  enrolSchema,
  enrollmentStatusSchema,
  roleSchema,
  sessionSchema,
  type UserRole,
} from "~/lib/schemas/admin-users";
import { formAnswer, parseForm } from "../kit/form-action";
import {
  changeAccountType,
  changeEnrollmentStatus,
  changeRole,
  deleteUser,
  enrolByHand,
  signOutEverywhere,
  signOutSession,
} from "./writes-admin";
import { getUserDetail, type UserDetail } from "./queries-admin";
import type { AppServices } from "../platform/types";
import type { SessionUser } from "../platform/session";
import { answerRefusals, versionField } from "../kit/version-field";
import { redirectWithToast } from "../kit/toast";

// The forms of a user's admin page (/admin/users/:id), one handler per intent. The caller has
// checked the admin (requireAdmin); each handler parses its form again, makes its change
// through the audited write path, and answers a success with a redirect and a toast, a
// refusal in the form that was sent.

interface Args {
  services: AppServices;
  admin: SessionUser;
  request: Request;
  user: UserDetail;
  fields: Record<string, string>;
}

type Answer = Response | ReturnType<typeof formAnswer>;

/** Runs the post's intent on the user; an unknown intent or a missing user is refused. */
export async function handleUserIntent(args: {
  services: AppServices;
  admin: SessionUser;
  request: Request;
  userId: string;
  fields: Record<string, string>;
}): Promise<Answer> {
  const intent = args.fields.intent ?? "";
  if (!Object.hasOwn(HANDLERS, intent)) {
    return formAnswer(formFailure({}, "This form is out of date. Reload the page."), 400);
  }
  const user = await getUserDetail(args.services.db, args.userId);
  if (!user) {
    return formAnswer(formFailure({}, "This account no longer exists.", intent), 404);
  }
  return HANDLERS[intent]({ ...args, user });
}

/** What a role change did, in the words of the role gained or lost. */
function roleChanged(name: string, from: UserRole, to: UserRole): string {
  if (to === "admin") return `${name} is now an admin.`;
  if (to === "teacher") {
    return from === "admin"
      ? `${name} is no longer an admin, and now a teacher.`
      : `${name} is now a teacher.`;
  }
  return from === "teacher" ? `${name} is no longer a teacher.` : `${name} is no longer an admin.`;
}

/** Back to the page the form was on, with what happened. */
const done = (request: Request, title: string, description?: string) =>
  redirectWithToast(new URL(request.url).pathname, { title, description });

/** An intent that names one row of a list on the page (its answer shows by that row). */
const rowIntent = (kind: string, id: string | undefined) => `${kind}:${(id ?? "").slice(0, 128)}`;

/** A role change (admin, teacher or user), answered in the form that sent it. */
async function roleChange(
  { services, admin, request, user, fields }: Args,
  intent: "role" | "teacherRole",
): Promise<Answer> {
  const parsed = parseForm(roleSchema.extend({ version: versionField }), fields, intent);
  if (!parsed.ok) return parsed.answer;
  const { role, version } = parsed.data;
  return answerRefusals(
    async () => {
      await changeRole(services.db, admin, { userId: user.id, version, role });
      // Demoting yourself ends your access to the panel: the page would answer not-found.
      if (user.id === admin.id) throw redirect("/");
      throw done(request, roleChanged(user.name, user.role, role));
    },
    { intent },
  );
}

const HANDLERS: Record<string, (args: Args) => Promise<Answer>> = {
  role: (args) => roleChange(args, "role"),
  // The teacher role's own button (its answers show beside it): the same change.
  teacherRole: (args) => roleChange(args, "teacherRole"),

  async accountType({ services, admin, request, user, fields }) {
    const parsed = parseForm(
      accountTypeSchema.extend({ version: versionField }),
      fields,
      "accountType",
    );
    if (!parsed.ok) return parsed.answer;
    const { accountType, version } = parsed.data;
    return answerRefusals(
      async () => {
        await changeAccountType(services.db, admin, { userId: user.id, version, accountType });
        throw done(request, "Account type saved.");
      },
      { intent: "accountType", values: fields },
    );
  },

  async delete({ services, admin, user, fields }) {
    const parsed = parseForm(
      deleteUserSchema(user.email).extend({ version: versionField }),
      fields,
      "delete",
    );
    if (!parsed.ok) return parsed.answer;
    return answerRefusals(
      async () => {
        await deleteUser(services.db, admin, { userId: user.id, version: parsed.data.version });
        services.log.info({ userId: user.id, by: admin.id }, "account deleted by an admin");
        throw redirectWithToast("/admin/users", {
          title: "Account deleted.",
          description: `${user.name}'s account is gone; their bookings and messages are kept anonymised.`,
        });
      },
      { intent: "delete", values: fields },
    );
  },

  async enrollmentStatus({ services, admin, request, user, fields }) {
    const intent = rowIntent("enrollment", fields.enrollmentId);
    const parsed = parseForm(
      enrollmentStatusSchema.extend({ version: versionField }),
      fields,
      intent,
    );
    if (!parsed.ok) return parsed.answer;
    const { enrollmentId, status, version } = parsed.data;
    return answerRefusals(
      async () => {
        const moved = await changeEnrollmentStatus(services.db, admin, {
          userId: user.id,
          enrollmentId,
          version,
          status,
        });
        throw done(request, `Enrolment moved from ${moved.from} to ${moved.to}.`);
      },
      { intent },
    );
  },

  async enrol({ services, admin, request, user, fields }) {
    const parsed = parseForm(enrolSchema, fields, "enrol");
    if (!parsed.ok) return parsed.answer;
    return answerRefusals(
      async () => {
        const { reactivated } = await enrolByHand(services.db, admin, {
          userId: user.id,
          courseId: parsed.data.courseId,
        });
        throw done(
          request,
          reactivated ? "Cancelled enrolment reactivated as upcoming." : "Enrolled as upcoming.",
        );
      },
      { intent: "enrol", values: fields },
    );
  },

  async signOut({ services, admin, request, user, fields }) {
    const intent = rowIntent("session", fields.sessionId);
    const parsed = parseForm(sessionSchema, fields, intent);
    if (!parsed.ok) return parsed.answer;
    return answerRefusals(
      async () => {
        await signOutSession(services.db, admin, {
          userId: user.id,
          sessionId: parsed.data.sessionId,
        });
        throw done(
          request,
          "Session signed out.",
          "That browser is signed out from its next request.",
        );
      },
      { intent },
    );
  },

  async signOutAll({ services, admin, request, user }) {
    // On your own page, your own browser stays signed in.
    const keep =
      user.id === admin.id
        ? (await services.auth.api.getSession({ headers: request.headers }))?.session.id
        : undefined;
    return answerRefusals(
      async () => {
        const n = await signOutEverywhere(services.db, admin, {
          userId: user.id,
          keepSessionId: keep,
        });
        throw done(request, `Signed out of ${n} ${n === 1 ? "session" : "sessions"}.`);
      },
      { intent: "signOutAll" },
    );
  },
};
