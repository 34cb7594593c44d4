/**
 * What an image does in the browser, whoever runs it: React's `Image` (app/components/ui/image.tsx)
 * on hydrated pages, or the plain script of app/islands/static-images.ts on a page served as
 * islands, where an image outside any island is never hydrated.
 */
export const FALLBACK_IMAGE = "/images/fallback.svg";
/**
 * The original specification's preload margin (docs/product.md §7.3): start loading 50px before the
 * image scrolls into view.
 */
export const LAZY_MARGIN = "50px";

export interface ImageSource {
  type: "image/avif" | "image/webp";
  srcSet: string;
}

/** True when an image element has finished with nothing to show (its address failed). */
export function failedToLoad(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0 && Boolean(img.getAttribute("src"));
}
