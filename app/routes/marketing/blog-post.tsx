import { redirect } from "react-router";
import { blogPosts } from "../../../content/blog";
import { PageBanner } from "~/components/layout/page-banner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = /^\d+$/.test(params.id)
    ? blogPosts.find((p) => p.id === Number(params.id))
    : undefined;
  if (!post) throw redirect("/not-found");
  return { post: { title: post.title, excerpt: post.excerpt } };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? pageMeta(data.post.title, data.post.excerpt) : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PageBanner title={loaderData.post.title} lead={loaderData.post.excerpt} />;
}
