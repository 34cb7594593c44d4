import { pagePrefixes, SIGNED_IN_AREAS } from "~/lib/route-areas";
import type { Route } from "./+types/robots";

// The signed-in areas come from the route table's facts; /setup (a one-time link) and the APIs
// are not pages anyone should find through a search engine either.
const DISALLOWED = [...pagePrefixes(SIGNED_IN_AREAS), "/setup", "/api/"];

export function loader({ context }: Route.LoaderArgs) {
  const site = context.services.config.siteUrl;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${site}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
