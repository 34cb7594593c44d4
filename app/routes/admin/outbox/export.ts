import { requireAdmin } from "~/.server/session";
import type { Route } from "./+types/export";

// Foundation scaffold: the section's helper replaces this module.
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  throw new Response("Not built yet", { status: 404 });
}
