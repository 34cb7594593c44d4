import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";
import { getMediaVariant } from "./queries";

// An uploaded image's variant, from the database (every process serves the same files):
// /media/u/<id>-<width>.<avif|webp|jpg>. An id is never reused and a variant never changes,
// so browsers and CDNs may keep it for a year. The same for everyone, signed in or not: the
// server answers it before looking at any session (server/app.ts).
const FILE = /^([0-9a-f]{32})-(\d{2,4})\.(avif|webp|jpg)$/;

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

export async function serveMedia(db: Kysely<Database>, file: string): Promise<Response> {
  const match = FILE.exec(file);
  const found = match ? await getMediaVariant(db, match[1], `${match[2]}.${match[3]}`) : undefined;
  if (!found) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const body = Buffer.from(found.data);
  return new Response(body, {
    headers: {
      "Content-Type": found.type,
      "Content-Length": String(body.length),
      "Cache-Control": MEDIA_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
