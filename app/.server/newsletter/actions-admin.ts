import { z } from "~/lib/schemas/zod";
import { INTENT_APPLIES_TO, RESEND_COOLDOWN_MINUTES } from "~/lib/admin/subscribers";
import { formFailure } from "~/lib/form-result";
import { formAnswer, parseForm, readForm } from "../kit/form-action";
import { resendConfirmation, unsubscribeSubscriber } from "./writes-admin";
import type { AppServices } from "../platform/types";
import type { SessionUser } from "../platform/session";
import { answerRefusals, versionField } from "../kit/version-field";
import { redirectWithToast } from "../kit/toast";

// The subscriber changes, posted from the list's row buttons and from the subscriber's page
// alike: the same checks, the same audited write, the same toast after the redirect.

const postSchema = z.object({
  id: z.string().min(1).max(64),
  version: versionField,
});

const OUT_OF_DATE = "This form is out of date. Reload the page.";

/**
 * Handles one post: `intent` resend or unsubscribe, the subscriber's `id` (from the form, or
 * the page's address when given) and `version`. Success redirects to `back` with a toast; a
 * refusal answers the form that sent it.
 */
export async function subscriberAction(
  request: Request,
  services: AppServices,
  user: SessionUser,
  options: { back: string; id?: string },
) {
  const fields = await readForm(request);
  const intent = fields.intent ?? "";
  if (!Object.hasOwn(INTENT_APPLIES_TO, intent)) {
    return formAnswer(formFailure({}, OUT_OF_DATE), 400);
  }
  const parsed = parseForm(postSchema, { ...fields, id: options.id ?? fields.id }, intent);
  if (!parsed.ok) return parsed.answer;
  const { id, version } = parsed.data;
  // The refusal names the row it answers (`values.id`), so only that row's button shows it.
  return answerRefusals(
    async () => {
      if (intent === "resend") {
        await resendConfirmation(services.db, services.config, user, { id, version });
        services.mail?.kick();
        throw redirectWithToast(options.back, {
          title: "Confirmation e-mail resent.",
          description: `It is in the outbox. Another can be sent after ${RESEND_COOLDOWN_MINUTES} minutes.`,
        });
      }
      await unsubscribeSubscriber(services.db, user, { id, version });
      throw redirectWithToast(options.back, {
        title: "Unsubscribed.",
        description: "They will receive no more newsletters.",
      });
    },
    { intent, values: { id } },
  );
}
