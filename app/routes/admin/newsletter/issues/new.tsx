import { IssueForm } from "~/components/admin/newsletter/issue-form";
import { PageHeader } from "~/components/admin/page-header";
import { saveIssue } from "~/.server/newsletter-issues/actions";
import { readForm } from "~/.server/kit/form-action";
import { requireAdmin } from "~/.server/platform/session";
import { ISSUES_PATH } from "~/lib/admin/newsletter-issues";
import type { FormResult } from "~/lib/form-result";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "Write a newsletter | Admin Panel" }];

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const fields = await readForm(args.request);
  return saveIssue(args.context.services, user, fields);
}

export default function NewIssue({ actionData }: Route.ComponentProps) {
  const answer = actionData as (FormResult & { postedHtml?: string }) | undefined;
  return (
    <>
      <PageHeader
        title="Write a newsletter"
        back={{ to: ISSUES_PATH, label: "Newsletters" }}
        description="Save it as a draft first: you can then preview it, send a test to yourself and send it to every active subscriber."
      />
      <IssueForm pageResult={answer ?? null} postedHtml={answer?.postedHtml} />
    </>
  );
}
