import { serveMedia } from "~/.server/media/serve";
import type { Route } from "./+types/media";

// Uploaded images: the server answers /media/u/* before React Router (server/app.ts), so
// this route serves only when the app runs without that server (tests, tools).
export function loader({ params, context }: Route.LoaderArgs) {
  return serveMedia(context.services.db, params.file ?? "");
}
