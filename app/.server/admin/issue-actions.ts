import { data } from "react-router";
import { issueSchema, ISSUES_PATH } from "~/lib/admin/newsletter-issues";
import { formFailure, type FormResult } from "~/lib/form-result";
import { parseWith } from "~/lib/forms";
import { z } from "~/lib/schemas/zod";
import { formAnswer, parseForm } from "../form-action";
import {
  createIssue,
  deleteIssue,
  sendTestIssue,
  startSending,
  updateIssue,
} from "../repos/admin-newsletter-issues";
import type { AppServices } from "../services";
import type { SessionUser } from "../session";
import { answerRefusals, versionField } from "./action";
import { redirectWithToast } from "./toast";
import { AdminRefusal } from "./write";

// The newsletter issue pages' posts (docs/admin.md §4, Issues), by intent: save (a new draft or an
// edit), test (a copy to yourself), send (to every active subscriber), delete (a draft).

/** A refused save shows the body as posted: it may be longer than a FormResult echoes. */
function refusedSave(result: FormResult, status: number, html: string) {
  return data(
    { ...result, postedHtml: html },
    { status, headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Saves a new draft (no id) or a draft's edit; redirects to the issue's page with a toast. */
export async function saveIssue(
  services: AppServices,
  user: SessionUser,
  fields: Record<string, string>,
  id?: string,
) {
  const html = fields.html ?? "";
  const parsed = parseWith(issueSchema, fields);
  const version = id ? versionField.safeParse(fields.version) : null;
  if (!parsed.ok)
    return refusedSave(formFailure(parsed.errors, undefined, "save", fields), 400, html);
  if (version && !version.success) {
    const message = version.error.issues[0]?.message ?? "Reload the page.";
    return refusedSave(formFailure({}, message, "save", fields), 400, html);
  }
  try {
    if (!id) {
      const created = await createIssue(services.db, user, parsed.data);
      return redirectWithToast(`${ISSUES_PATH}/${created}`, {
        title: "Draft saved.",
        description: "Preview it, send a test to yourself, then send it to your subscribers.",
      });
    }
    await updateIssue(services.db, user, { id, version: version!.data! }, parsed.data);
    return redirectWithToast(`${ISSUES_PATH}/${id}`, { title: "Changes saved." });
  } catch (error) {
    if (!(error instanceof AdminRefusal)) throw error;
    return refusedSave(formFailure({}, error.message, "save", fields), error.status, html);
  }
}

const versionPost = z.object({ version: versionField });

/** The issue page's other intents: test, send and delete. */
export async function issuePageAction(
  services: AppServices,
  user: SessionUser,
  id: string,
  intent: string,
  fields: Record<string, string>,
) {
  const back = `${ISSUES_PATH}/${id}`;
  if (intent === "test") {
    return answerRefusals(
      async () => {
        await sendTestIssue(services.db, services.config, user, id);
        services.mail?.kick();
        throw redirectWithToast(back, {
          title: "Test sent.",
          description: `A copy is on its way to ${user.email}.`,
        });
      },
      { intent },
    );
  }
  if (intent !== "send" && intent !== "delete") {
    return formAnswer(formFailure({}, "This form is out of date. Reload the page."), 400);
  }
  const parsed = parseForm(versionPost, fields, intent);
  if (!parsed.ok) return parsed.answer;
  const target = { id, version: parsed.data.version };
  return answerRefusals(
    async () => {
      if (intent === "delete") {
        await deleteIssue(services.db, user, target);
        throw redirectWithToast(ISSUES_PATH, { title: "Draft deleted." });
      }
      const recipients = await startSending(services.db, user, target);
      services.newsletter?.kick();
      throw redirectWithToast(back, {
        title: "Sending started.",
        description: `The newsletter is on its way to ${recipients} ${recipients === 1 ? "subscriber" : "subscribers"}.`,
      });
    },
    { intent },
  );
}
