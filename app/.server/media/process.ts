import sharp from "sharp";
import { MEDIA_FALLBACK_WIDTH, MEDIA_FORMATS, MEDIA_WIDTHS } from "~/lib/media";
import type { ImageType } from "./sniff";

// Re-encodes an upload into the site's responsive sizes and formats, as
// scripts/generate-assets.ts does for the generated illustrations (same qualities): AVIF and
// WebP at every width a page asks for, and a JPEG at the largest for share images and e-mail.
// Nothing of the upload is passed through: metadata is dropped, orientation applied.

/** cover: cropped to the site's 3:2 art (course and post covers); inline: the image's own shape. */
export type MediaShape = "cover" | "inline";

export const QUALITY = { avif: 50, webp: 70, jpeg: 72 } as const;
/** Decoding bombs stop here: 40 megapixels (e.g. 8000 × 5000). */
export const MAX_INPUT_PIXELS = 40_000_000;
const COVER_RATIO = 2 / 3;

export interface Variant {
  name: string;
  type: "image/avif" | "image/webp" | "image/jpeg";
  width: number;
  height: number;
  data: Buffer;
}

export class UnreadableImage extends Error {
  constructor(readonly reason: "corrupt" | "too-many-pixels" | "mismatch") {
    super(reason);
    this.name = "UnreadableImage";
  }
}

function open(bytes: Buffer) {
  // failOn "warning": a truncated or damaged file is refused rather than half-decoded.
  return sharp(bytes, { failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS, animated: false });
}

/** Every variant of an image, or UnreadableImage when it does not decode as the type sniffed. */
export async function renderVariants(
  bytes: Buffer,
  type: ImageType,
  shape: MediaShape,
): Promise<Variant[]> {
  let width: number;
  let height: number;
  try {
    const meta = await open(bytes).metadata();
    const format = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" }[
      meta.format as string
    ];
    if (format !== type) throw new UnreadableImage("mismatch");
    if (!meta.width || !meta.height) throw new UnreadableImage("corrupt");
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new UnreadableImage("too-many-pixels");
    // Decode the whole image once: a file cut short or damaged past its header fails here.
    const decoded = await open(bytes).rotate().raw().toBuffer({ resolveWithObject: true });
    width = decoded.info.width;
    height = decoded.info.height;
  } catch (error) {
    if (error instanceof UnreadableImage) throw error;
    const text = String(error);
    throw new UnreadableImage(/pixel limit/i.test(text) ? "too-many-pixels" : "corrupt");
  }

  const sizeFor = (w: number) => ({
    width: w,
    height: Math.max(1, Math.round(shape === "cover" ? w * COVER_RATIO : (w * height) / width)),
  });
  const source = open(bytes).rotate();
  const jobs: Promise<Variant>[] = [];
  for (const w of MEDIA_WIDTHS) {
    const size = sizeFor(w);
    const resized = () =>
      source.clone().resize(size.width, size.height, { fit: "cover", position: "centre" });
    for (const format of MEDIA_FORMATS) {
      jobs.push(
        (format === "avif"
          ? resized().avif({ quality: QUALITY.avif, effort: 2 })
          : resized().webp({ quality: QUALITY.webp, effort: 4 })
        )
          .toBuffer()
          .then((data) => ({
            name: `${w}.${format}`,
            type: format === "avif" ? ("image/avif" as const) : ("image/webp" as const),
            ...size,
            data,
          })),
      );
    }
  }
  const fallback = sizeFor(MEDIA_FALLBACK_WIDTH);
  jobs.push(
    source
      .clone()
      .resize(fallback.width, fallback.height, { fit: "cover", position: "centre" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: QUALITY.jpeg, mozjpeg: true })
      .toBuffer()
      .then((data) => ({
        name: `${MEDIA_FALLBACK_WIDTH}.jpg`,
        type: "image/jpeg" as const,
        ...fallback,
        data,
      })),
  );
  return Promise.all(jobs);
}
