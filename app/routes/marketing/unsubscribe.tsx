import { Form, Link } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { Button } from "~/components/ui/button";
import { formAnswer } from "~/.server/kit/form-action";
import { unsubscribe } from "~/.server/newsletter/writes";
import { findByUnsubscribeToken } from "~/.server/newsletter/queries";
import { formFailure, formSuccess } from "~/lib/form-result";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/unsubscribe";

function maskAddress(email: string) {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}${"•".repeat(Math.max(1, local.length - 2))}@${domain}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscriber = token ? await findByUnsubscribeToken(context.services.db, token) : undefined;
  return {
    token,
    state: !token
      ? "missing"
      : !subscriber
        ? "invalid"
        : subscriber.status === "unsubscribed"
          ? "done"
          : "ask",
    address: subscriber ? maskAddress(subscriber.email) : null,
  } as const;
}

/**
 * The page's button, and RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click"
 * to the same address, with the token in the query string.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  // A mail client's one-click POST may carry any body (or none): the token is in the address.
  const form = await request.formData().catch(() => null);
  const token = url.searchParams.get("token") ?? String(form?.get("token") ?? "");
  const ok = await unsubscribe(context.services.db, token);
  return ok
    ? formAnswer(formSuccess("Unsubscribed", "You won't receive the Learnova newsletter any more."))
    : formAnswer(formFailure({}, "The unsubscribe link is incomplete or no longer valid."), 400);
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Unsubscribe", "Stop receiving the Learnova newsletter."),
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.ok || loaderData.state === "done";
  if (actionData && !actionData.ok) {
    return (
      <PageBanner
        title="This link doesn't work"
        lead="The unsubscribe link is incomplete or no longer valid."
      />
    );
  }
  if (done) {
    return (
      <PageBanner
        title="You're unsubscribed"
        lead="You won't receive the Learnova newsletter any more. Changed your mind? Subscribe again any time from the home page."
      >
        <Button asChild className="mt-8">
          <Link to="/">Back to the home page</Link>
        </Button>
      </PageBanner>
    );
  }
  if (loaderData.state !== "ask") {
    return (
      <PageBanner
        title="Unsubscribe"
        lead={
          loaderData.state === "invalid"
            ? "This unsubscribe link is incomplete or no longer valid."
            : "Use the link at the bottom of any Learnova newsletter to stop receiving it."
        }
      />
    );
  }
  return (
    <PageBanner
      title="Unsubscribe"
      lead={`Stop sending the Learnova newsletter to ${loaderData.address}?`}
    >
      <Form method="post" className="mt-8">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" size="lg">
          Unsubscribe
        </Button>
      </Form>
    </PageBanner>
  );
}
