import { listPosts } from "~/.server/repos/blog";
import { toDate } from "~/lib/format";
import { escapeXml } from "~/lib/xml";
import type { Route } from "./+types/rss";

export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, site } = context.services.config;
  const posts = await listPosts(context.services.db);
  const items = posts
    .map(
      (p) => `    <item>
      <title>${escapeXml(p.title)}</title>
      <link>${siteUrl}/blog/${p.id}</link>
      <guid isPermaLink="true">${siteUrl}/blog/${p.id}</guid>
      <pubDate>${toDate(p.publishedAt).toUTCString()}</pubDate>
      <category>${p.category}</category>
      <description>${escapeXml(p.excerpt)}</description>
    </item>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(site.name)} Blog</title>
    <link>${siteUrl}/blogs</link>
    <atom:link href="${siteUrl}/blog/rss.xml" rel="self" type="application/rss+xml" />
    <description>Articles on education, language learning, parenting and wellbeing.</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // A post published or unpublished in the panel is in the feed at once (docs/admin.md §8):
      // readers and proxies check again on every fetch.
      "Cache-Control": "public, no-cache",
    },
  });
}
