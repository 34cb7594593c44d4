import { BLOG_WIDTHS, COURSE_WIDTHS } from "./images";

// Uploaded images (app/.server/media): served from /media/u/<id>-<width>.<avif|webp|jpg>, the
// same "<base>-<width>.<ext>" shape as the generated images in public/images, so an uploaded
// image's base path (/media/u/<id>) goes wherever a generated one's does (course.image,
// blogPost.image) and courseImage()/blogImage() build its <picture> unchanged.

export const MEDIA_PREFIX = "/media/u/";

/** Every width a public page asks for (course cards and pages, blog cards and posts). */
export const MEDIA_WIDTHS: readonly number[] = [
  ...new Set<number>([...COURSE_WIDTHS, ...BLOG_WIDTHS]),
].sort((a, b) => a - b);

/** The modern formats of every width, plus a JPEG of the largest (share images, e-mail). */
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export const MEDIA_FALLBACK_WIDTH = 1200;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** True for the base path of an uploaded image. */
export function isUploadedImage(base: string): boolean {
  return base.startsWith(MEDIA_PREFIX);
}

/** The base path of an uploaded image. */
export function mediaBase(id: string): string {
  return `${MEDIA_PREFIX}${id}`;
}

/** One variant's address: /media/u/<id>-<width>.<ext>. */
export function mediaUrl(id: string, width: number, ext: "avif" | "webp" | "jpg"): string {
  return `${mediaBase(id)}-${width}.${ext}`;
}

/** The address an <img> inside a post uses (the default variant). */
export function mediaDefaultUrl(id: string): string {
  return mediaUrl(id, 800, "webp");
}
