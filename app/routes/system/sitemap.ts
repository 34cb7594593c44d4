import { listPosts } from "~/.server/repos/blog";
import { listCourses } from "~/.server/repos/courses";
import { escapeXml } from "~/lib/xml";
import type { Route } from "./+types/sitemap";

const STATIC_PATHS = [
  "/",
  "/about",
  "/courses",
  "/blogs",
  "/contact",
  "/help",
  "/get-started",
  "/get-started/student",
  "/get-started/parent",
  "/get-started/professional",
  "/terms-of-service",
  "/privacy-policy",
  "/data-deletion-policy",
];

export async function loader({ context }: Route.LoaderArgs) {
  const base = context.services.config.siteUrl;
  const { db } = context.services;
  const [courses, blogPosts] = await Promise.all([listCourses(db), listPosts(db)]);
  const urls = [
    ...STATIC_PATHS.map((p) => ({ loc: base + p })),
    ...courses.map((c) => ({ loc: `${base}/courses/${c.slug}` })),
    ...blogPosts.map((p) => ({ loc: `${base}/blog/${p.id}`, lastmod: p.publishedAt })),
  ];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    urls
      .map(
        (u) =>
          `  <url><loc>${escapeXml(u.loc)}</loc>${"lastmod" in u && u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
      )
      .join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
