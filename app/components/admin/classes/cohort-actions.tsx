import { ConfirmDisclosure } from "~/components/admin/confirm-disclosure";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { cohortStatusSchema, moveSchema, placeSchema } from "~/lib/schemas/class-admin";
import type { Option } from "./cohort-form";

// A class group's lifecycle and members (docs/classes.md "Words"): the status steps its state
// allows, cancelling with a reason behind a confirmation, placing an enrolment, moving a member
// to another group of the course and withdrawing one. Every form is a plain POST.

type Target = "draft" | "open" | "running" | "completed" | "cancelled";

const STEP: Record<Exclude<Target, "cancelled">, string> = {
  draft: "Back to draft",
  open: "Open to learners",
  running: "Mark as running",
  completed: "Mark as completed",
};

function StatusStep({
  target,
  version,
}: {
  target: Exclude<Target, "cancelled">;
  version: number;
}) {
  // A refusal (a stale version, a step no longer allowed) shows beside its own button; without
  // JavaScript the page's answer shows above the steps (StatusActions).
  const { fetcher, result } = useForm({ intent: "status", fetcherKey: `status-${target}` });
  const refused = result && !result.ok ? result.formError : undefined;
  return (
    <fetcher.Form method="post" className="grid gap-2">
      <FormError message={refused} />
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status" value={target} />
      <input type="hidden" name="version" value={version} />
      <Button type="submit" size="sm" variant={target === "draft" ? "outline" : "primary"}>
        {STEP[target]}
      </Button>
    </fetcher.Form>
  );
}

export function StatusActions({
  allowed,
  version,
  pageResult,
}: {
  allowed: readonly Target[];
  version: number;
  pageResult?: FormResult | null;
}) {
  // The steps' answers (a stale version) and the cancellation's share the "status" intent.
  const { fetcher, formRef, onSubmit, busy, field, sent, formError, success, errors } = useForm({
    schema: cohortStatusSchema,
    intent: "status",
    pageResult,
  });
  if (allowed.length === 0) {
    return <p className="text-sm text-muted">A finished group has no further steps.</p>;
  }
  const steps = allowed.filter((t): t is Exclude<Target, "cancelled"> => t !== "cancelled");
  return (
    <div className="grid gap-3">
      <FormSuccess message={success} />
      <FormError message={formError} />
      <div className="flex flex-wrap gap-3">
        {steps.map((t) => (
          <StatusStep key={t} target={t} version={version} />
        ))}
      </div>
      {allowed.includes("cancelled") ? (
        <ConfirmDisclosure summary="Cancel the group" open={Boolean(formError || errors.reason)}>
          <fetcher.Form
            ref={formRef}
            method="post"
            noValidate
            onSubmit={onSubmit}
            aria-label="Cancel the group"
            className="grid gap-3"
          >
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="status" value="cancelled" />
            <input type="hidden" name="version" value={version} />
            <p className="max-w-prose text-sm text-muted">
              Every future class is cancelled and each member is mailed your reason with the
              cancelled calendar events. This cannot be undone.
            </p>
            <TextareaField
              label="Reason (sent to the members)"
              id="cohort-cancel-reason"
              rows={2}
              maxLength={500}
              required
              defaultValue={sent("reason") ?? ""}
              {...field("reason")}
            />
            <div>
              <Button type="submit" size="sm" variant="destructive" disabled={busy}>
                Yes, cancel the group
              </Button>
            </div>
          </fetcher.Form>
        </ConfirmDisclosure>
      ) : null}
    </div>
  );
}

export function PlaceForm({
  enrollments,
  pageResult,
}: {
  enrollments: Option[];
  pageResult?: FormResult | null;
}) {
  const { fetcher, formRef, onSubmit, busy, field, formError, success } = useForm({
    schema: placeSchema,
    intent: "place",
    pageResult,
  });
  if (enrollments.length === 0) {
    return (
      <p className="text-sm text-muted">
        Every enrolment in this course is already in a group (or there are none yet).
      </p>
    );
  }
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Place an enrolment"
      className="grid gap-3"
    >
      <input type="hidden" name="intent" value="place" />
      <FormSuccess message={success} />
      <FormError message={formError} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Enrolment not in a group"
          id="place-enrollment"
          options={[{ value: "", label: "Choose a learner" }, ...enrollments]}
          className="min-w-0 flex-[1_1_16rem]"
          {...field("enrollmentId")}
        />
        <Button type="submit" disabled={busy}>
          Place in this group
        </Button>
      </div>
    </fetcher.Form>
  );
}

/**
 * Move and withdraw, for one open placement (a row of the members table). Both forms (the move
 * form a select of every other group) are shown for the member the address names (`?member=`)
 * or whose move or withdrawal the server just refused; the other rows link there: two forms in
 * every row were a third of a large group's member markup (docs/performance.md §10.1).
 */
export function MemberActions({
  memberId,
  version,
  name,
  groups,
  moving,
  pageResult,
}: {
  memberId: string;
  version: number;
  name: string;
  groups: Option[];
  moving: boolean;
  pageResult?: FormResult | null;
}) {
  // Only the row the server answered shows its answer.
  const mine = pageResult?.ok === false && pageResult.values?.memberId === memberId;
  if (!moving && !mine) {
    // Plain links: a <Link> cost about 10 µs each to render, two in every open member's row.
    const to = `?member=${memberId}#member-${memberId}`;
    const link = "font-semibold text-brand-800 underline";
    return (
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {groups.length ? (
          <a href={to} className={link} aria-label={`Move ${name} to another group`}>
            Move to another group…
          </a>
        ) : null}
        <a href={to} className={link} aria-label={`Withdraw ${name}…`}>
          Withdraw…
        </a>
      </div>
    );
  }
  return (
    <MemberForms
      memberId={memberId}
      version={version}
      name={name}
      groups={groups}
      pageResult={mine ? pageResult : null}
    />
  );
}

function MemberForms({
  memberId,
  version,
  name,
  groups,
  pageResult,
}: {
  memberId: string;
  version: number;
  name: string;
  groups: Option[];
  pageResult: FormResult | null | undefined;
}) {
  const move = useForm({
    schema: moveSchema,
    intent: "move",
    fetcherKey: `move-${memberId}`,
    pageResult,
  });
  const withdraw = useForm({
    intent: "withdraw",
    fetcherKey: `withdraw-${memberId}`,
    pageResult,
  });
  return (
    <div id={`member-${memberId}`} className="grid gap-2">
      {groups.length ? (
        <move.fetcher.Form
          ref={move.formRef}
          method="post"
          noValidate
          onSubmit={move.onSubmit}
          aria-label={`Move ${name}`}
          className="grid gap-2"
        >
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="memberId" value={memberId} />
          <input type="hidden" name="version" value={version} />
          <FormError message={move.formError} />
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              label="Move to"
              id={`move-${memberId}`}
              options={[{ value: "", label: "Another group" }, ...groups]}
              className="min-w-0 flex-[1_1_10rem]"
              {...move.field("toCohortId")}
            />
            <Button type="submit" size="sm" variant="outline" disabled={move.busy}>
              Move
            </Button>
          </div>
        </move.fetcher.Form>
      ) : null}
      <ConfirmDisclosure summary="Withdraw" open={Boolean(withdraw.formError)}>
        <withdraw.fetcher.Form method="post" aria-label={`Withdraw ${name}`} className="grid gap-2">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="memberId" value={memberId} />
          <input type="hidden" name="version" value={version} />
          <FormError message={withdraw.formError} />
          <p className="text-sm text-muted">Frees the seat; the placement stays in the history.</p>
          <div>
            <Button type="submit" size="sm" variant="destructive" disabled={withdraw.busy}>
              Yes, withdraw {name}
            </Button>
          </div>
        </withdraw.fetcher.Form>
      </ConfirmDisclosure>
    </div>
  );
}
