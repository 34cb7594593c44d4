import { data } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { PostArticle } from "~/components/blog/post-article";
import { FormError } from "~/components/forms/form-message";
import { previewPostForm } from "~/.server/admin/blog-preview";
import { getAdminPost } from "~/.server/repos/admin-blog";
import { requireAdmin } from "~/.server/session";
import type { Route } from "./+types/preview-changes";

// "Preview changes" (docs/admin.md §8): the post form, posted here into a new tab, rendered by the
// public page's own component without saving anything. Only a POST from the editor has
// something to show; the address opened by itself says so.

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export const meta: Route.MetaFunction = () => [
  { title: "Preview of unsaved changes | Admin Panel" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return PRIVATE;
}

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { db } = args.context.services;
  const preview = await previewPostForm(args.request, new Date(), async (id) => {
    const post = await getAdminPost(db, id);
    return post?.state === "published" ? post.publishedAt : null;
  });
  return data(preview, { status: preview.ok ? 200 : 422, headers: PRIVATE });
}

export default function PreviewChanges({ actionData }: Route.ComponentProps) {
  if (!actionData) {
    return (
      <PageHeader
        title="Preview changes"
        back={{ to: "/admin/blog", label: "Blog" }}
        description="Open this from a post's editor with “Preview changes”: it shows the form as it is, before saving."
      />
    );
  }
  if (!actionData.ok) {
    return (
      <>
        <PageHeader
          title="Preview changes"
          back={{ to: "/admin/blog", label: "Blog" }}
          description="The preview could not be shown. Correct these in the editor, then preview again:"
        />
        <div className="grid max-w-2xl gap-2">
          {Object.values(actionData.errors).map((message) => (
            <FormError key={message} message={message} />
          ))}
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Preview of unsaved changes"
        description={
          actionData.scheduled
            ? "Nothing is saved yet: this is how readers will see the post when it goes live, once you schedule it. Close this tab to go back to the editor."
            : "Nothing is saved yet: this is how readers will see the post once you save and publish it. Close this tab to go back to the editor."
        }
      />
      <div className="rounded-card bg-white p-4 sm:p-8" data-testid="post-preview">
        <PostArticle post={actionData.post} />
      </div>
    </>
  );
}
