import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "./site";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL (no query string). */
  path?: string;
  /** Share image path under /images/og/. */
  image?: string;
  type?: "website" | "article";
  /** JSON-LD objects for this page. */
  jsonLd?: object[];
  noindex?: boolean;
}

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The site configuration from the root loader, inside a meta function. */
export function siteFromMatches(matches: Matches): SiteConfig | undefined {
  const root = matches.find((m) => m?.id === "root")?.data as { site?: SiteConfig } | undefined;
  return root?.site;
}

/** Title, description, canonical URL, Open Graph and Twitter cards, and JSON-LD for a page. */
export function seo(matches: Matches, input: SeoInput): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  const siteName = site?.name ?? "Learnova";
  const base = site?.url ?? "";
  const title = input.title === siteName ? siteName : `${input.title} | ${siteName}`;
  const image = `${base}${input.image ?? "/images/og/default.jpg"}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.path !== undefined) {
    const url = `${base}${input.path}`;
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
    );
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** Title and description only, for pages that search engines should not index. */
export function pageMeta(
  title: string,
  description: string,
  siteName = "Learnova",
): MetaDescriptor[] {
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  return [{ title: fullTitle }, { name: "description", content: description }];
}
