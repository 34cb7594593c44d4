import { responsiveImage, type ResponsiveImage } from "~/lib/images";
import { MEDIA_WIDTHS } from "~/lib/media";

/**
 * The <picture> sources of an image base path (generated or uploaded). Uploaded images carry
 * every width of MEDIA_WIDTHS, so courseImage()/blogImage() from ~/lib/images work for them
 * unchanged; this is the same for code that wants all widths (e.g. an image inside a post).
 */
export function mediaSources(
  base: string,
  widths: readonly number[] = MEDIA_WIDTHS,
): ResponsiveImage {
  return responsiveImage(base, widths);
}
