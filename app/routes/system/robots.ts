import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.services.config.siteUrl;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /account-settings",
    "Disallow: /subscribed-courses",
    "Disallow: /upcoming-courses",
    "Disallow: /completed-courses",
    "Disallow: /setup",
    "Disallow: /api/",
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
