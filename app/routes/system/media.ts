import { getMediaVariant } from "~/.server/media";
import type { Route } from "./+types/media";

// An uploaded image's variant, from the database (every process serves the same files):
// /media/u/<id>-<width>.<avif|webp|jpg>. An id is never reused and a variant never changes,
// so browsers and CDNs may keep it for a year.
const FILE = /^([0-9a-f]{32})-(\d{2,4})\.(avif|webp|jpg)$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const match = FILE.exec(params.file ?? "");
  const found = match
    ? await getMediaVariant(context.services.db, match[1], `${match[2]}.${match[3]}`)
    : undefined;
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
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
