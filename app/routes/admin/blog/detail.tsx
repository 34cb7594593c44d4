import { DeleteDisclosure } from "~/components/admin/delete-disclosure";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { PostForm } from "~/components/admin/blog/post-form";
import { Time } from "~/components/admin/time";
import { PostStateBadge } from "~/components/admin/blog/state-badge";
import { buttonVariants } from "~/components/ui/button";
import { answerPostForm, postIdParam } from "~/.server/blog/actions-admin";
import { adminZone } from "~/.server/kit/zone";
import { getAdminPost } from "~/.server/blog/queries-admin";
import { requireAdmin } from "~/.server/platform/session";
import { localInputValue } from "~/lib/admin/time";
import { shownTime } from "~/lib/admin/time";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.post.title ?? "Post"} | Admin Panel` },
];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const id = postIdParam.safeParse(args.params.id);
  const post = id.success
    ? await getAdminPost(args.context.services.db, Number(id.data))
    : undefined;
  if (!post) throw data("This post does not exist, or it was deleted.", { status: 404 });
  const zone = adminZone(args.request);
  return data(
    {
      zone,
      post,
      publishAtLocal: post.state === "scheduled" ? localInputValue(post.publishedAt, zone) : "",
      live: post.state === "draft" ? null : shownTime(post.publishedAt, zone),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const id = postIdParam.safeParse(args.params.id);
  if (!id.success) throw data("This post does not exist.", { status: 404 });
  return answerPostForm(args.request, args.context.services, user, Number(id.data));
}

export default function PostDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { post, zone, publishAtLocal, live } = loaderData;
  // The delete form answers in its own section; every other answer belongs to the post form.
  const deleting = actionData?.intent === "delete" ? actionData : null;
  const deleteError =
    deleting && !deleting.ok
      ? (deleting.formError ?? Object.values(deleting.errors)[0])
      : undefined;
  return (
    <>
      <PageHeader
        title={post.title}
        back={{ to: "/admin/blog", label: "Blog" }}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <PostStateBadge state={post.state} />
            {live ? (
              <span>
                {post.state === "scheduled" ? "Goes live " : "Live since "}
                <Time value={live} />
              </span>
            ) : null}
          </span>
        }
        actions={
          <>
            <Link
              to={`/admin/blog/${post.id}/preview`}
              className={buttonVariants({ size: "sm", variant: "outline" })}
            >
              Preview
            </Link>
            {post.state === "published" ? (
              <a
                href={`/blog/${post.id}`}
                className={buttonVariants({ size: "sm", variant: "ghost" })}
              >
                View on the site
              </a>
            ) : null}
          </>
        }
      />
      <PostForm
        // A saved post reloads the form with what was stored (sanitised).
        key={post.version}
        state={post.state}
        postId={post.id}
        version={post.version}
        zone={zone}
        result={deleting ? null : actionData}
        values={{
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          category: post.category,
          image: post.image,
          contentHtml: post.contentHtml,
          publishAt: publishAtLocal,
        }}
      />
      <DeleteDisclosure
        what="post"
        className="mt-6"
        version={post.version}
        error={deleteError}
        consequence="The post and its address are removed for good. Images uploaded for it are kept."
        refusedBecause={
          post.state === "published"
            ? "This post is live on the site. Unpublish it first; then it can be deleted."
            : undefined
        }
      />
    </>
  );
}
