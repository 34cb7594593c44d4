import { data, Form, Link } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { Button } from "~/components/ui/button";
import { formAnswer } from "~/.server/kit/form-action";
import { isClassRemindersOffToken, setClassReminders } from "~/.server/classes/writes-reminders";
import { formFailure, formSuccess } from "~/lib/form-result";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/class-reminders-off";

// The switch-off link of every class reminder (app/.server/classes/mails.ts). Opening it asks
// first (a mail scanner's or link preview's GET must change nothing); the button's POST switches
// the reminders off. Mail apps' RFC 8058 one-click POSTs go to /class-reminders/one-click
// (server/one-click-unsubscribe.ts), whose GET comes here.

function credentials(url: URL, form?: FormData | null) {
  return {
    userId: url.searchParams.get("u") ?? String(form?.get("u") ?? ""),
    token: url.searchParams.get("t") ?? String(form?.get("t") ?? ""),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { userId, token } = credentials(new URL(request.url));
  const valid =
    !!userId &&
    !!token &&
    isClassRemindersOffToken(context.services.config.authSecret, userId, token);
  return data(
    { valid, userId: valid ? userId : "", token: valid ? token : "" },
    { status: valid ? 200 : 400, headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const { userId, token } = credentials(new URL(request.url), form);
  const { config, db } = context.services;
  if (!userId || !token || !isClassRemindersOffToken(config.authSecret, userId, token)) {
    return formAnswer(formFailure({}, "This link is incomplete or no longer valid."), 400);
  }
  if (!(await setClassReminders(db, userId, false))) {
    return formAnswer(formFailure({}, "This link is incomplete or no longer valid."), 400);
  }
  return formAnswer(
    formSuccess("Class reminders off", "We won't e-mail you reminders before your classes."),
  );
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Class reminders", "Switch off the e-mails before your classes."),
  { name: "robots", content: "noindex" },
];

export default function ClassRemindersOff({ loaderData, actionData }: Route.ComponentProps) {
  if ((actionData && !actionData.ok) || !loaderData.valid) {
    return (
      <PageBanner
        title="This link doesn't work"
        lead="The link is incomplete or no longer valid. You can switch class reminders on or off in your account settings."
      >
        <Button asChild className="mt-8">
          <Link to="/account-settings">Account settings</Link>
        </Button>
      </PageBanner>
    );
  }
  if (actionData?.ok) {
    return (
      <PageBanner
        title="Class reminders are off"
        lead="We won't e-mail you before your classes any more. Changed your mind? Switch them on again in your account settings."
      >
        <Button asChild className="mt-8">
          <Link to="/account-settings">Account settings</Link>
        </Button>
      </PageBanner>
    );
  }
  return (
    <PageBanner
      title="Class reminders"
      lead="Stop the e-mails we send 24 hours and 1 hour before each of your classes?"
    >
      <Form method="post" className="mt-8">
        <input type="hidden" name="u" value={loaderData.userId} />
        <input type="hidden" name="t" value={loaderData.token} />
        <Button type="submit" size="lg">
          Switch class reminders off
        </Button>
      </Form>
    </PageBanner>
  );
}
