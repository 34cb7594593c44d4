import { ConfirmDisclosure } from "~/components/admin/confirm-disclosure";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { sessionCancelSchema, sessionEditSchema } from "~/lib/schemas/class-admin";
import type { Option } from "./cohort-form";
import { OverrideField } from "./series-forms";

// One class of a group (docs/classes.md "Editing"): move or change it (it becomes an exception
// that later series edits keep), or cancel it with a reason. Nothing else changes either way.

export interface SessionDefaults {
  id: string;
  version: number;
  /** yyyy-mm-ddTHH:MM on the group's anchor clock. */
  localStart: string;
  durationMinutes: number;
  teacherId: string;
  meetingUrl: string;
}

export function SessionEditForm({
  session,
  anchorZone,
  teachers,
  pageResult,
}: {
  session: SessionDefaults;
  anchorZone: string;
  teachers: Option[];
  pageResult?: FormResult | null;
}) {
  const intent = "session-edit";
  const { fetcher, formRef, onSubmit, busy, field, errors, sent, formError, success } = useForm({
    schema: sessionEditSchema,
    intent,
    pageResult,
  });
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Change this class"
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="sessionId" value={session.id} />
      <input type="hidden" name="version" value={session.version} />
      <FormSuccess message={success} />
      <FormError message={formError} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label={`Start (${anchorZone})`}
          id="session-start"
          type="datetime-local"
          required
          defaultValue={sent("localStart") ?? session.localStart}
          {...field("localStart")}
        />
        <TextField
          label="Length (minutes)"
          id="session-duration"
          type="number"
          inputMode="numeric"
          min={5}
          max={480}
          step={5}
          required
          defaultValue={sent("durationMinutes") ?? String(session.durationMinutes)}
          {...field("durationMinutes")}
        />
        <SelectField
          label="Teacher"
          id="session-teacher"
          options={[{ value: "", label: "Nobody" }, ...teachers]}
          defaultValue={sent("teacherId") ?? session.teacherId}
          {...field("teacherId")}
        />
        <TextField
          label="Meeting link"
          id="session-link"
          type="url"
          inputMode="url"
          defaultValue={sent("meetingUrl") ?? session.meetingUrl}
          {...field("meetingUrl")}
        />
      </div>
      <OverrideField id="session-edit" error={errors.override} />
      <div>
        <Button type="submit" disabled={busy}>
          Save this class
        </Button>
      </div>
    </fetcher.Form>
  );
}

export function SessionCancelForm({
  session,
  pageResult,
}: {
  session: Pick<SessionDefaults, "id" | "version">;
  pageResult?: FormResult | null;
}) {
  const intent = "session-cancel";
  const { fetcher, formRef, onSubmit, busy, field, sent, formError, errors } = useForm({
    schema: sessionCancelSchema,
    intent,
    pageResult,
  });
  return (
    <ConfirmDisclosure summary="Cancel this class" open={Boolean(formError || errors.reason)}>
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Cancel this class"
        className="grid gap-3"
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="sessionId" value={session.id} />
        <input type="hidden" name="version" value={session.version} />
        <FormError message={formError} />
        <p className="text-sm text-muted">
          The members and the teacher are mailed with your reason; the class stays in their
          calendars as cancelled. The series' other classes do not change.
        </p>
        <TextareaField
          label="Reason"
          id="session-cancel-reason"
          rows={2}
          maxLength={500}
          required
          defaultValue={sent("reason") ?? ""}
          {...field("reason")}
        />
        <div>
          <Button type="submit" variant="destructive" size="sm" disabled={busy}>
            Yes, cancel this class
          </Button>
        </div>
      </fetcher.Form>
    </ConfirmDisclosure>
  );
}
