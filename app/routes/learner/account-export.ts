import { consumeRateLimit } from "~/.server/platform/rate-limit";
import { exportAccountData } from "~/.server/account/queries-export";
import { requireUser } from "~/.server/platform/session";
import type { Route } from "./+types/account-export";

/** 'Download my data': everything linked to the signed-in account, as a JSON attachment. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { db } = args.context.services;
  const limit = await consumeRateLimit(db, `account:export:${user.id}`, {
    limit: 10,
    windowSeconds: 3600,
  });
  if (!limit.allowed) {
    return new Response("Too many downloads. Please try again later.", {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds), "Cache-Control": "no-store" },
    });
  }
  const exported = await exportAccountData(db, user.id);
  if (!exported) return new Response("Not found", { status: 404 });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="learnova-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
