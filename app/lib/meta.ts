import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "./site";

/** A share image with its size in pixels, stated in og:image:width and og:image:height. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
}

/** The drawn share cards under /images/og/ (scripts/generate-assets.ts) are all this size. */
const OG_CARD_SIZE = { width: 1200, height: 630 };

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL (no query string). */
  path?: string;
  /** Share image: a drawn card's path under /images/og/, or any image with its own size. */
  image?: string | ShareImage;
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
  const share: ShareImage =
    typeof input.image === "object"
      ? input.image
      : { src: input.image ?? "/images/og/default.jpg", ...OG_CARD_SIZE };
  const image = `${base}${share.src}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(share.width) },
    { property: "og:image:height", content: String(share.height) },
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
