import { redirect } from "react-router";
import { requireAdmin } from "~/.server/session";
import { ADMIN_SECTIONS } from "~/lib/admin-sections";
import type { Route } from "./+types/section";

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const slug = args.params["*"] ?? "";
  const section = ADMIN_SECTIONS.find((s) => s.slug !== "" && s.slug === slug);
  if (!section) throw redirect("/not-found");
  return { label: section.label, about: section.about };
}

export default function AdminSection({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl">{loaderData.label}</h1>
      <p className="mt-2 text-muted">{loaderData.about}</p>
    </>
  );
}
