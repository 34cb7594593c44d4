import type { MetaDescriptor } from "react-router";

/** Title and description for a page; the brand name is appended to every title. */
export function pageMeta(
  title: string,
  description: string,
  siteName = "Learnova",
): MetaDescriptor[] {
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}
