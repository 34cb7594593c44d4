import { formFailure } from "~/lib/form-result";
import {
  assistantIdsOf,
  cohortCreateSchema,
  cohortEditSchema,
  cohortStatusSchema,
  memberSchema,
  moveSchema,
  placeSchema,
  seriesCreateSchema,
  seriesEditSchema,
  sessionCancelSchema,
  sessionEditSchema,
} from "~/lib/schemas/class-admin";
import { z } from "~/lib/schemas/zod";
import { formAnswer, parseForm } from "../kit/form-action";
import { redirectWithToast } from "../kit/toast";
import { answerRefusals, versionField } from "../kit/version-field";
import type { SessionUser } from "../platform/session";
import type { AppServices } from "../platform/types";
import { createCohort, setCohortStatus, updateCohort } from "./writes-cohort";
import { moveMember, placeMember, withdrawMember } from "./writes-members";
import {
  cancelSession,
  ConflictRefusal,
  createSeries,
  editSeries,
  editSession,
} from "./writes-series";
import { COHORT_STATUS_LABEL, type AdminContext } from "./types";

// The forms of the class pages (/admin/classes/new and /admin/classes/:id), one handler per
// intent, as app/.server/bookings/actions-admin.ts does for a booking. The caller has checked
// the admin (requireAdmin); each handler parses its form and hands it to the services in this
// folder, which check the version, the lifecycle, capacity and conflicts inside their audited
// write. A success is a redirect with a toast; a refusal is the sending form's message with its
// 4xx status, and nothing changed. A teacher conflict is answered beside an "override" checkbox
// (the field `override`), so the admin can send the same change again, explicitly.

interface Args {
  services: AppServices;
  admin: SessionUser;
  request: Request;
  /** The class group's id (the page's :id). */
  id: string;
  zone: string;
  fields: Record<string, string>;
}

type Answer = Response | ReturnType<typeof formAnswer>;

const versioned = z.object({ version: versionField });

const done = (request: Request, title: string, description?: string, hash = "") =>
  redirectWithToast(`${new URL(request.url).pathname}${hash}`, { title, description });

/** Runs a change; a teacher conflict comes back on the override checkbox, other refusals above the form. */
async function answer(
  run: () => Promise<never>,
  intent: string,
  values: Record<string, string>,
): Promise<Answer> {
  return answerRefusals(
    async () => {
      try {
        return await run();
      } catch (error) {
        // Checked before answerRefusals sees it: a conflict is answered on its own field.
        if (!(error instanceof ConflictRefusal)) throw error;
        return formAnswer(
          formFailure({ override: error.message }, undefined, intent, { ...values, override: "" }),
          409,
        );
      }
    },
    { intent, values },
  );
}

function ctxOf(args: Args, override = false): AdminContext {
  return { actor: args.admin, zone: args.zone, override };
}

const HANDLERS: Record<string, (args: Args) => Promise<Answer>> = {
  async update(args) {
    const { fields } = args;
    const parsed = parseForm(cohortEditSchema.extend({ version: versionField }), fields, "update");
    if (!parsed.ok) return parsed.answer;
    const { version, ...input } = parsed.data;
    return answer(
      async () => {
        await updateCohort(args.services.db, args.admin, args.id, version, {
          ...input,
          assistantTeacherIds: assistantIdsOf(fields),
        });
        throw done(args.request, "Class group saved.");
      },
      "update",
      fields,
    );
  },

  async status(args) {
    const parsed = parseForm(cohortStatusSchema.and(versioned), args.fields, "status");
    if (!parsed.ok) return parsed.answer;
    const { status, reason, version } = parsed.data;
    return answer(
      async () => {
        await setCohortStatus(args.services.db, args.services.config, args.admin, {
          id: args.id,
          version,
          status,
          reason,
        });
        if (status === "cancelled") args.services.mail?.kick();
        throw done(
          args.request,
          `The group is now ${COHORT_STATUS_LABEL[status].toLowerCase()}.`,
          status === "cancelled"
            ? "Its future classes are cancelled; the members' mails are in the outbox."
            : undefined,
        );
      },
      "status",
      args.fields,
    );
  },

  async place(args) {
    const parsed = parseForm(placeSchema, args.fields, "place");
    if (!parsed.ok) return parsed.answer;
    return answer(
      async () => {
        const r = await placeMember(args.services.db, args.admin, {
          cohortId: args.id,
          enrollmentId: parsed.data.enrollmentId,
          zone: args.zone,
        });
        throw done(
          args.request,
          r.warnings.length ? "Placed, with a warning." : "Learner placed in the group.",
          r.warnings.join(" ") || undefined,
          "#members",
        );
      },
      "place",
      args.fields,
    );
  },

  async move(args) {
    const parsed = parseForm(moveSchema.extend({ version: versionField }), args.fields, "move");
    if (!parsed.ok) return parsed.answer;
    return answer(
      async () => {
        const r = await moveMember(args.services.db, args.admin, {
          ...parsed.data,
          zone: args.zone,
        });
        throw done(
          args.request,
          r.warnings.length ? "Moved, with a warning." : "Learner moved to the other group.",
          r.warnings.join(" ") || undefined,
          "#members",
        );
      },
      "move",
      args.fields,
    );
  },

  async withdraw(args) {
    const parsed = parseForm(
      memberSchema.extend({ version: versionField }),
      args.fields,
      "withdraw",
    );
    if (!parsed.ok) return parsed.answer;
    return answer(
      async () => {
        await withdrawMember(args.services.db, args.admin, parsed.data);
        throw done(args.request, "Learner withdrawn from the group.", undefined, "#members");
      },
      "withdraw",
      args.fields,
    );
  },

  async "series-create"(args) {
    const parsed = parseForm(seriesCreateSchema, args.fields, "series-create");
    if (!parsed.ok) return parsed.answer;
    const { override, ...input } = parsed.data;
    return answer(
      async () => {
        const r = await createSeries(args.services.db, ctxOf(args, override), {
          cohortId: args.id,
          ...input,
        });
        throw done(
          args.request,
          `Series created: ${r.sessions} class${r.sessions === 1 ? "" : "es"}.`,
          r.overridden.length
            ? `${r.overridden.length} teacher conflict${r.overridden.length === 1 ? " was" : "s were"} overridden (recorded in the audit log).`
            : undefined,
          "#sessions",
        );
      },
      "series-create",
      args.fields,
    );
  },

  async "series-edit"(args) {
    const parsed = parseForm(
      seriesEditSchema.and(versioned),
      args.fields,
      `series-edit-${args.fields.seriesId ?? ""}`,
    );
    if (!parsed.ok) return parsed.answer;
    const { override, seriesId, scope, fromSessionId, version, rule, teacherId, meetingUrl } =
      parsed.data;
    return answer(
      async () => {
        const r = await editSeries(args.services.db, args.services.config, ctxOf(args, override), {
          seriesId,
          version,
          scope,
          fromSessionId,
          // The first date is the series' own (or the chosen class's, for a split): editSeries
          // reads it from its row, never from the form.
          change: { rule, teacherId, meetingUrl },
        });
        args.services.mail?.kick();
        throw done(
          args.request,
          scope === "this-and-following" ? "The series was split." : "The series was changed.",
          `${r.moved} class${r.moved === 1 ? "" : "es"} moved, ${r.inserted} added, ${r.cancelled} cancelled; classes edited one by one were kept.`,
          "#sessions",
        );
      },
      `series-edit-${seriesId}`,
      args.fields,
    );
  },

  async "session-edit"(args) {
    const parsed = parseForm(sessionEditSchema.and(versioned), args.fields, "session-edit");
    if (!parsed.ok) return parsed.answer;
    const { override, ...input } = parsed.data;
    return answer(
      async () => {
        await editSession(args.services.db, args.services.config, ctxOf(args, override), input);
        args.services.mail?.kick();
        throw done(
          args.request,
          "Class changed.",
          "Its members and teacher get the updated calendar event.",
          "#sessions",
        );
      },
      "session-edit",
      args.fields,
    );
  },

  async "session-cancel"(args) {
    const parsed = parseForm(sessionCancelSchema.and(versioned), args.fields, "session-cancel");
    if (!parsed.ok) return parsed.answer;
    return answer(
      async () => {
        await cancelSession(args.services.db, args.services.config, ctxOf(args), parsed.data);
        args.services.mail?.kick();
        throw done(
          args.request,
          "Class cancelled.",
          "Its members and teacher are mailed; nothing else changed.",
          "#sessions",
        );
      },
      "session-cancel",
      args.fields,
    );
  },
};

/** Runs the post's intent on the class group; an unknown intent is refused. */
export async function handleCohortIntent(
  admin: SessionUser,
  args: { request: Request; params: { id: string }; context: { services: AppServices } },
  fields: Record<string, string>,
  zone: string,
): Promise<Answer> {
  const intent = fields.intent ?? "";
  if (!Object.hasOwn(HANDLERS, intent)) {
    return formAnswer(formFailure({}, "This form is out of date. Reload the page."), 400);
  }
  return HANDLERS[intent]({
    services: args.context.services,
    admin,
    request: args.request,
    id: args.params.id,
    zone,
    fields,
  });
}

/** The new-group form: creates the group and opens its page. */
export async function handleCohortCreate(
  admin: SessionUser,
  services: AppServices,
  fields: Record<string, string>,
): Promise<Answer> {
  const parsed = parseForm(cohortCreateSchema, fields, "create");
  if (!parsed.ok) return parsed.answer;
  return answer(
    async () => {
      const id = await createCohort(services.db, admin, {
        ...parsed.data,
        assistantTeacherIds: assistantIdsOf(fields),
      });
      throw redirectWithToast(`/admin/classes/${id}`, {
        title: "Class group created (draft).",
        description: "Add a series of classes, then open it to learners.",
      });
    },
    "create",
    fields,
  );
}
