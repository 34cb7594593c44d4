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

/** An uploaded board logo's width (app/.server/media keeps its own shape at every width). */
const UPLOADED_BOARD_WIDTH = 384;

/**
 * Board wordmarks are drawn at 256×128 for display at 128×64. A logo uploaded in the admin
 * panel (/media/u/<id>) has the upload pipeline's widths instead.
 */
export function boardImage(base: string): ResponsiveImage {
  if (base.startsWith("/media/u/")) {
    const file = (ext: string) => `${base}-${UPLOADED_BOARD_WIDTH}.${ext}`;
    return {
      src: file("webp"),
      sources: [
        { type: "image/avif", srcSet: file("avif") },
        { type: "image/webp", srcSet: file("webp") },
      ],
    };
  }
  return {
    src: `${base}.webp`,
    sources: [
      { type: "image/avif", srcSet: `${base}.avif` },
      { type: "image/webp", srcSet: `${base}.webp` },
    ],
  };
}
