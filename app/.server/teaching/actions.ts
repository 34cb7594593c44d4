import { formFailure } from "~/lib/form-result";
import {
  availabilityWindowSchema,
  deleteRowSchema,
  teacherZoneSchema,
  timeOffSchema,
} from "~/lib/schemas/teaching";
import { formAnswer, parseForm } from "../kit/form-action";
import { redirectWithToast } from "../kit/toast";
import { AdminRefusal } from "../kit/write";
import type { AppServices } from "../platform/types";
import type { SessionUser } from "../platform/session";
import { teacherZone } from "./queries";
import {
  addAvailabilityWindow,
  addTimeOff,
  deleteAvailabilityWindow,
  deleteTimeOff,
  FieldRefusal,
  setTeacherZone,
} from "./writes";

// The forms of /teach/availability, by intent (docs/classes.md "Teacher area"). Each parses
// with the page's schema, changes only the signed-in teacher's own rows, and answers a refusal
// beside its field (4xx, nothing changed) or redirects back with a toast; without JavaScript
// the page shows the same answer.

type Fields = Record<string, string>;
interface Args {
  services: AppServices;
  user: SessionUser;
  request: Request;
  fields: Fields;
  /** The zone the page shows times in when the teacher has saved none. */
  fallbackZone: string;
}

const back = (request: Request, title: string, description?: string) =>
  redirectWithToast(new URL(request.url).pathname, { title, description });

/** Runs a change; its refusals become the form's answer (beside a field when they name one). */
async function answering(
  intent: string,
  fields: Fields,
  run: () => Promise<never>,
): Promise<ReturnType<typeof formAnswer>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FieldRefusal) {
      return formAnswer(
        formFailure({ [error.field]: error.message }, undefined, intent, fields),
        error.status,
      );
    }
    if (error instanceof AdminRefusal) {
      return formAnswer(formFailure({}, error.message, intent, fields), error.status);
    }
    throw error;
  }
}

type Answer = ReturnType<typeof formAnswer>;

const HANDLERS: Record<string, (args: Args) => Promise<Answer>> = {
  async zone({ services, user, request, fields }) {
    const parsed = parseForm(teacherZoneSchema, fields, "zone");
    if (!parsed.ok) return parsed.answer;
    return answering("zone", fields, async () => {
      await setTeacherZone(services.db, user, parsed.data.timeZone);
      throw back(
        request,
        "Time zone saved.",
        `Your times are now shown in ${parsed.data.timeZone}.`,
      );
    });
  },

  async addWindow({ services, user, request, fields }) {
    const parsed = parseForm(availabilityWindowSchema, fields, "addWindow");
    if (!parsed.ok) return parsed.answer;
    return answering("addWindow", fields, async () => {
      await addAvailabilityWindow(services.db, user, parsed.data);
      throw back(request, "Window added.");
    });
  },

  async deleteWindow({ services, user, request, fields }) {
    const parsed = parseForm(deleteRowSchema, fields, "deleteWindow");
    if (!parsed.ok) return parsed.answer;
    return answering("deleteWindow", fields, async () => {
      const text = await deleteAvailabilityWindow(services.db, user, parsed.data.id);
      throw back(request, "Window deleted.", text);
    });
  },

  async addTimeOff({ services, user, request, fields, fallbackZone }) {
    const parsed = parseForm(timeOffSchema, fields, "addTimeOff");
    if (!parsed.ok) return parsed.answer;
    const { zone } = await teacherZone(services.db, user.id, fallbackZone);
    return answering("addTimeOff", fields, async () => {
      await addTimeOff(services.db, user, parsed.data, zone);
      throw back(request, "Time off added.");
    });
  },

  async deleteTimeOff({ services, user, request, fields }) {
    const parsed = parseForm(deleteRowSchema, fields, "deleteTimeOff");
    if (!parsed.ok) return parsed.answer;
    return answering("deleteTimeOff", fields, async () => {
      await deleteTimeOff(services.db, user, parsed.data.id);
      throw back(request, "Time off deleted.");
    });
  },
};

export async function availabilityAction(args: Args): Promise<Answer> {
  const intent = args.fields.intent ?? "";
  if (!Object.hasOwn(HANDLERS, intent)) {
    return formAnswer(formFailure({}, "This form is out of date. Reload the page."), 400);
  }
  return HANDLERS[intent](args);
}
