import { data } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { PostForm } from "~/components/admin/blog/post-form";
import { answerPostForm } from "~/.server/blog/actions-admin";
import { adminZone } from "~/.server/kit/zone";
import { requireAdmin } from "~/.server/platform/session";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "New post | Admin Panel" }];

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return data(
    { zone: adminZone(args.request) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  return answerPostForm(args.request, args.context.services, user, null);
}

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="New post" back={{ to: "/admin/blog", label: "Blog" }} />
      <PostForm
        state="new"
        zone={loaderData.zone}
        result={actionData}
        values={{
          title: "",
          slug: "",
          excerpt: "",
          category: "EDUCATION",
          image: "",
          contentHtml: "",
          publishAt: "",
        }}
      />
    </>
  );
}
