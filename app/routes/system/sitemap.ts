import { listPosts } from "~/.server/blog/queries";
import { listCourses } from "~/.server/courses/queries";
import type { AppServices } from "~/.server/platform/types";
import { AUDIENCE_CARDS } from "~/lib/audiences";
import { routeFacts, type RoutePath } from "~/lib/route-areas";
import { escapeXml } from "~/lib/xml";
import type { Route } from "./+types/sitemap";

type Db = AppServices["db"];
interface ListedPath {
  path: string;
  lastmod?: string;
}

/** For each listed path with a parameter, the URLs it stands for (course slugs, post ids…). */
const EXPANSIONS: Partial<Record<RoutePath, (db: Db) => Promise<ListedPath[]>>> = {
  "/courses/:slug": async (db) =>
    (await listCourses(db)).map((c) => ({ path: `/courses/${c.slug}` })),
  "/blog/:id": async (db) =>
    (await listPosts(db)).map((p) => ({ path: `/blog/${p.id}`, lastmod: p.publishedAt })),
  "/get-started/:type": async () => AUDIENCE_CARDS.map((a) => ({ path: `/get-started/${a.type}` })),
};

/** Every path the route table marks `listed`, with its parameters expanded. */
async function listedPaths(db: Db): Promise<ListedPath[]> {
  const groups = await Promise.all(
    routeFacts
      .filter((f) => "listed" in f)
      .map(async (f) => {
        if (!/[:*]/.test(f.path)) return [{ path: f.path }];
        const expand = EXPANSIONS[f.path];
        if (!expand) throw new Error(`sitemap: no expansion for the listed path ${f.path}`);
        return expand(db);
      }),
  );
  return groups.flat();
}

export async function loader({ context }: Route.LoaderArgs) {
  const base = context.services.config.siteUrl;
  const urls = (await listedPaths(context.services.db)).map((p) => ({
    loc: base + p.path,
    lastmod: p.lastmod,
  }));
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    urls
      .map(
        (u) =>
          `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
      )
      .join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Courses and posts come and go from the panel; crawlers get the list as it is now.
      "Cache-Control": "public, no-cache",
    },
  });
}
