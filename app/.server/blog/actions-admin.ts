import { z } from "zod";
import { formFailure } from "~/lib/form-result";
import { zonedTimeToUtc } from "~/lib/zoned-time";
import { BLOG_INTENTS, blogPostSchema, type BlogIntent } from "~/lib/schemas/admin-blog";
import { formAnswer, parseForm, readForm } from "../kit/form-action";
import { createPost, deletePost, updatePost } from "./writes-admin";
import type { AppServices } from "../platform/types";
import type { SessionUser } from "../platform/session";
import { answerRefusals, versionField } from "../kit/version-field";
import { redirectWithToast } from "../kit/toast";
import { adminZone } from "../kit/zone";

const DONE: Record<BlogIntent, string> = {
  save: "Post saved.",
  publish: "Post published.",
  schedule: "Post scheduled.",
  unpublish: "Post unpublished: it is a draft again.",
};

/**
 * The post form's post, for a new post (`id` null) or an existing one: parse, read the
 * schedule in the admin's zone, save through the repo (sanitised, audited, cache-clearing), and
 * redirect to the post with a toast. Refusals come back as the form's messages, nothing saved.
 */
export async function answerPostForm(
  request: Request,
  services: Pick<AppServices, "db">,
  user: SessionUser,
  id: number | null,
) {
  const fields = await readForm(request);
  if (fields.intent === "delete" && id !== null) {
    return answerPostDelete(fields, services, user, id);
  }
  const intent = fields.intent as BlogIntent;
  if (!BLOG_INTENTS.includes(intent)) {
    return formAnswer(formFailure({}, "This form is out of date. Reload the page."), 400);
  }
  const schema = id === null ? blogPostSchema : blogPostSchema.extend({ version: versionField });
  const parsed = parseForm(schema, fields, intent);
  if (!parsed.ok) return parsed.answer;
  const input = parsed.data;
  let publishAt: Date | null = null;
  if (intent === "schedule") {
    publishAt = input.publishAt ? zonedTimeToUtc(input.publishAt, adminZone(request)) : null;
    if (!publishAt) {
      return formAnswer(
        formFailure(
          {
            publishAt: input.publishAt
              ? "That time does not happen on your clock (the clocks skip it); choose another."
              : "Enter the date and time the post goes live.",
          },
          undefined,
          intent,
          fields,
        ),
        400,
      );
    }
  }
  return answerRefusals(
    async () => {
      const save = { intent, input, publishAt };
      let postId = id;
      if (postId === null) postId = await createPost(services.db, user, save);
      else {
        const version = (input as unknown as { version: number }).version;
        await updatePost(services.db, user, postId, version, save);
      }
      throw redirectWithToast(`/admin/blog/${postId}`, { title: DONE[intent] });
    },
    { intent, values: fields },
  );
}

const deleteForm = z.object({ version: versionField });

/**
 * The post page's delete form (its confirmation step): a draft or a scheduled post is removed
 * and the admin lands on the list with a toast; a live post, a stale form or a post already
 * gone is refused with the delete form's message, nothing changed.
 */
async function answerPostDelete(
  fields: Record<string, string>,
  services: Pick<AppServices, "db">,
  user: SessionUser,
  id: number,
) {
  const parsed = parseForm(deleteForm, fields, "delete");
  if (!parsed.ok) return parsed.answer;
  return answerRefusals(
    async () => {
      await deletePost(services.db, user, id, parsed.data.version);
      throw redirectWithToast("/admin/blog", { title: "Post deleted." });
    },
    { intent: "delete" },
  );
}

export const postIdParam = z.string().regex(/^\d{1,9}$/);
