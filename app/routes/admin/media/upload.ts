import { data } from "react-router";
import { storeUpload } from "~/.server/media";
import { redirectWithToast } from "~/.server/kit/toast";
import { requireAdmin } from "~/.server/platform/session";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/upload";

/**
 * POST /admin/media: one image (field `file`; `shape` = "inline" keeps its own proportions,
 * otherwise it is cropped to the site's 3:2 cover). The editor asks with
 * `Accept: application/json` and gets {mediaId, url, base} or {error} with a 4xx status; a plain
 * form post is redirected back (field `redirectTo`) with a toast.
 */
export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { request } = args;
  if (request.method !== "POST") return data({ error: "Method not allowed." }, { status: 405 });
  const result = await storeUpload(args.context.services, user, request, "file");
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  if (wantsJson) {
    if ("error" in result) return Response.json({ error: result.error }, { status: result.status });
    return Response.json({ mediaId: result.mediaId, url: result.url, base: result.base });
  }
  const back = safeRedirectPath(result.fields?.get("redirectTo")?.toString() ?? "/admin");
  if ("error" in result) {
    return redirectWithToast(back, {
      title: "Image not uploaded",
      description: result.error,
      variant: "destructive",
    });
  }
  return redirectWithToast(back, { title: "Image uploaded", description: result.url });
}

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return new Response("Upload images with POST.", { status: 405, headers: { Allow: "POST" } });
}
