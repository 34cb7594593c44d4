import { data } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { PostArticle } from "~/components/blog/post-article";
import { postIdParam } from "~/.server/blog/actions-admin";
import { getAdminPost } from "~/.server/blog/queries-admin";
import { requireAdmin } from "~/.server/platform/session";
import type { Route } from "./+types/preview";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Preview: ${data?.post.title ?? "Post"} | Admin Panel` },
  { name: "robots", content: "noindex" },
];

/** The saved post, in any state, rendered by the public page's own component. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const id = postIdParam.safeParse(args.params.id);
  const post = id.success
    ? await getAdminPost(args.context.services.db, Number(id.data))
    : undefined;
  if (!post) throw data("This post does not exist, or it was deleted.", { status: 404 });
  const {
    id: postId,
    slug,
    title,
    excerpt,
    image,
    category,
    publishedAt,
    contentHtml,
    state,
  } = post;
  return data(
    {
      post: { id: postId, slug, title, excerpt, image, category, publishedAt, contentHtml },
      state,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post, state } = loaderData;
  return (
    <>
      <PageHeader
        title="Preview"
        back={{ to: `/admin/blog/${post.id}`, label: "Back to the post" }}
        description={
          state === "draft"
            ? "A draft: this is how readers will see it once it is published."
            : state === "scheduled"
              ? "Scheduled: this is how readers will see it when it goes live."
              : "This is the page readers see."
        }
      />
      <div className="rounded-card bg-white p-4 sm:p-8" data-testid="post-preview">
        <PostArticle post={post} />
      </div>
    </>
  );
}
