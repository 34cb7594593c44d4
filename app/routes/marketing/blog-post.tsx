import { redirect } from "react-router";
import { getPost } from "~/.server/repos/blog";
import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = /^\d{1,9}$/.test(params.id)
    ? await getPost(context.services.db, Number(params.id))
    : undefined;
  if (!post) throw redirect("/not-found");
  return { post: { title: post.title, excerpt: post.excerpt } };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? pageMeta(data.post.title, data.post.excerpt) : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PageBanner title={loaderData.post.title} lead={loaderData.post.excerpt} />;
}
