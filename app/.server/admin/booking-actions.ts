import { formFailure } from "~/lib/form-result";
import { cancelSchema, notesSchema, scheduleSchema } from "~/lib/schemas/booking-admin";
import { z } from "~/lib/schemas/zod";
import {
  cancelBooking,
  completeBooking,
  confirmBooking,
  convertBooking,
  markNoShow,
  rescheduleBooking,
  saveBookingNotes,
} from "../bookings/lifecycle";
import { formAnswer, parseForm } from "../form-action";
import type { AppServices } from "../services";
import type { SessionUser } from "../session";
import { answerRefusals, versionField } from "./action";
import { redirectWithToast } from "./toast";

// The forms of a demo booking's admin page (/admin/bookings/:id), one handler per intent. The
// caller has checked the admin (requireAdmin); each handler parses its form again and hands it
// to the booking's lifecycle (app/.server/bookings/lifecycle.ts), which checks the version and
// the transition inside its audited write. A success is a redirect with a toast; a refusal
// (stale version, an action the status no longer allows) is the sending form's message.

interface Args {
  services: AppServices;
  admin: SessionUser;
  request: Request;
  id: string;
  fields: Record<string, string>;
}

type Answer = Response | ReturnType<typeof formAnswer>;

const versioned = z.object({ version: versionField });

/** What a conversion did, for the admin's toast (docs/decisions/0024-proven-addresses.md). */
const CONVERTED_INTO: Record<"existing" | "new" | "unproven", string> = {
  existing: "The booker's existing account was enrolled.",
  new: "A new account was made; its owner was sent a mail to set a password.",
  unproven:
    "An account with this address has not proven it owns it, so nothing was given to it: the address was sent a link, and the enrolment is made once it is used.",
};

/** Back to the booking's page, with what happened. */
const done = (request: Request, title: string, description?: string) =>
  redirectWithToast(new URL(request.url).pathname, { title, description });

function schedule(intent: "confirm" | "reschedule") {
  return async ({ services, admin, request, id, fields }: Args): Promise<Answer> => {
    const parsed = parseForm(scheduleSchema.and(versioned), fields, intent);
    if (!parsed.ok) return parsed.answer;
    const run = intent === "confirm" ? confirmBooking : rescheduleBooking;
    return answerRefusals(
      async () => {
        await run(services, admin, { id, ...parsed.data });
        services.mail?.kick();
        throw done(
          request,
          intent === "confirm" ? "Demo confirmed." : "Demo rescheduled.",
          "The booker's mail, with the calendar invitation, is in the outbox.",
        );
      },
      { intent, values: fields },
    );
  };
}

/** A change with nothing to fill in but the version: completed, no-show. */
function step(intent: string, run: typeof completeBooking, title: string) {
  return async ({ services, admin, request, id, fields }: Args): Promise<Answer> => {
    const parsed = parseForm(versioned, fields, intent);
    if (!parsed.ok) return parsed.answer;
    return answerRefusals(
      async () => {
        await run(services, admin, { id, version: parsed.data.version });
        throw done(request, title);
      },
      { intent },
    );
  };
}

const HANDLERS: Record<string, (args: Args) => Promise<Answer>> = {
  confirm: schedule("confirm"),
  reschedule: schedule("reschedule"),
  complete: step("complete", completeBooking, "Demo marked completed."),
  "no-show": step("no-show", markNoShow, "Demo marked as a no-show."),

  async cancel({ services, admin, request, id, fields }) {
    const parsed = parseForm(cancelSchema.extend({ version: versionField }), fields, "cancel");
    if (!parsed.ok) return parsed.answer;
    return answerRefusals(
      async () => {
        await cancelBooking(services, admin, { id, ...parsed.data });
        services.mail?.kick();
        throw done(request, "Demo cancelled.", "The booker's cancellation mail is in the outbox.");
      },
      { intent: "cancel", values: fields },
    );
  },

  async convert({ services, admin, request, id, fields }) {
    const parsed = parseForm(versioned, fields, "convert");
    if (!parsed.ok) return parsed.answer;
    return answerRefusals(
      async () => {
        const result = await convertBooking(services, admin, { id, ...parsed.data });
        services.mail?.kick();
        throw done(request, "Converted to an enrolment.", CONVERTED_INTO[result.account]);
      },
      { intent: "convert" },
    );
  },

  async notes({ services, admin, request, id, fields }) {
    const parsed = parseForm(notesSchema.extend({ version: versionField }), fields, "notes");
    if (!parsed.ok) return parsed.answer;
    return answerRefusals(
      async () => {
        await saveBookingNotes(services, admin, { id, ...parsed.data });
        throw done(request, "Notes saved.");
      },
      { intent: "notes", values: fields },
    );
  },
};

/** Runs the post's intent on the booking; an unknown intent is refused. */
export async function handleBookingIntent(
  admin: SessionUser,
  args: { request: Request; params: { id: string }; context: { services: AppServices } },
  fields: Record<string, string>,
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
    fields,
  });
}
