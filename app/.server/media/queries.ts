import type { Kysely } from "kysely";
import { isUploadedImage, MEDIA_FALLBACK_WIDTH, MEDIA_PREFIX } from "~/lib/media";
import type { ShareImage } from "~/lib/meta";
import type { Database } from "../platform/db/schema";

/**
 * An uploaded image's share (Open Graph) image: its JPEG at 1200 px wide, with the size stored
 * beside it. The height follows the image's shape (800 for a 3:2 cover, the picture's own for
 * an inline one), not the drawn cards' 630, and readers lay the card out from these numbers
 * before they fetch the file. Null when the base is not an upload or has no JPEG stored.
 */
export async function uploadedShareImage(
  db: Kysely<Database>,
  base: string,
): Promise<ShareImage | null> {
  if (!isUploadedImage(base)) return null;
  const name = `${MEDIA_FALLBACK_WIDTH}.jpg`;
  const row = await db
    .selectFrom("mediaVariant")
    .select(["width", "height"])
    .where("mediaId", "=", base.slice(MEDIA_PREFIX.length))
    .where("name", "=", name)
    .executeTakeFirst();
  return row ? { src: `${base}-${name}`, width: row.width, height: row.height } : null;
}

/** One stored variant, for the serving route. */
export async function getMediaVariant(
  db: Kysely<Database>,
  id: string,
  name: string,
): Promise<{ type: string; data: Uint8Array } | undefined> {
  return db
    .selectFrom("mediaVariant")
    .select(["type", "data"])
    .where("mediaId", "=", id)
    .where("name", "=", name)
    .executeTakeFirst();
}
