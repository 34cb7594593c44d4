import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "~/lib/site";

/** Brand and contact values from the root loader. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as { site: SiteConfig } | undefined;
  if (!data) throw new Error("useSite outside the root route");
  return data.site;
}
