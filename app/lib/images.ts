import type { ImageSource } from "~/components/ui/image";

// Generated images live at <base>-<width>.<avif|webp> (scripts/generate-assets.ts writes them).

export const COURSE_WIDTHS = [384, 768] as const;
export const BLOG_WIDTHS = [400, 800, 1200] as const;

export interface ResponsiveImage {
  src: string;
  sources: ImageSource[];
}

/** The <picture> sources for an image base path at the given widths. */
export function responsiveImage(base: string, widths: readonly number[]): ResponsiveImage {
  const srcSet = (ext: string) => widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(", ");
  return {
    src: `${base}-${widths[widths.length - 1]}.webp`,
    sources: [
      { type: "image/avif", srcSet: srcSet("avif") },
      { type: "image/webp", srcSet: srcSet("webp") },
    ],
  };
}

export const courseImage = (base: string) => responsiveImage(base, COURSE_WIDTHS);
export const blogImage = (base: string) => responsiveImage(base, BLOG_WIDTHS);

/** Board wordmarks are drawn at 256×128 for display at 128×64. */
export function boardImage(base: string): ResponsiveImage {
  return {
    src: `${base}.webp`,
    sources: [
      { type: "image/avif", srcSet: `${base}.avif` },
      { type: "image/webp", srcSet: `${base}.webp` },
    ],
  };
}
