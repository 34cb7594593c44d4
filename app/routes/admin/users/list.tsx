import { requireAdmin } from "~/.server/session";
import type { Route } from "./+types/list";

// Foundation scaffold: the section's helper replaces this module.
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  throw new Response("Not built yet", { status: 404 });
}

export default function Page() {
  return null;
}
