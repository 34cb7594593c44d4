import { useState, type FormEvent } from "react";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { SectionCard } from "~/components/admin/users/section-card";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { formatDateTime } from "~/lib/admin/time";
import { isValidTimeZone } from "~/lib/time-slots";
import { isCalendarTime } from "~/lib/zoned-time";
import {
  MAX_DEMO_MINUTES,
  MIN_DEMO_MINUTES,
  scheduleSchema,
  zonedTimeToUtc,
} from "~/lib/schemas/booking-admin";
import type { FormResult } from "~/lib/form-result";

export interface ScheduleDefaults {
  /** The start on the clock of `zone`, as a datetime-local value. */
  startLocal: string;
  zone: string;
  durationMinutes: number;
  meetingLink: string;
  assigneeId: string;
}

interface ScheduleFormProps {
  intent: "confirm" | "reschedule";
  version: number;
  defaults: ScheduleDefaults;
  /** The zones the start may be read in: the admin's, the booker's, UTC. */
  zones: { value: string; label: string }[];
  adminZone: string;
  bookerZone: string;
  admins: { value: string; label: string }[];
  pageResult?: FormResult | null;
}

/** What a start typed on one clock is on the booker's and the admin's. */
export function scheduleHint(
  startLocal: string,
  zone: string,
  bookerZone: string,
  adminZone: string,
): string {
  // Values sent back by a refused post are untrusted (issue 23, item 7): no hint, never a throw.
  if (!isCalendarTime(startLocal) || !isValidTimeZone(zone)) return "";
  const at = zonedTimeToUtc(startLocal, zone);
  if (!at) return `That time does not exist in ${zone} (the clocks change then).`;
  const mine = adminZone === bookerZone ? "" : `; for you ${formatDateTime(at, adminZone)}`;
  return `For the booker: ${formatDateTime(at, bookerZone)} (${bookerZone})${mine}.`;
}

/**
 * Confirm a requested demo, or move a confirmed one: its start (typed on the clock of a chosen
 * zone, the admin's by default, with the booker's equivalent beside it), length, meeting link
 * and the admin who runs it. The booker gets the confirmed or rescheduled mail.
 */
export function ScheduleForm({
  intent,
  version,
  defaults,
  zones,
  adminZone,
  bookerZone,
  admins,
  pageResult,
}: ScheduleFormProps) {
  const { fetcher, formRef, onSubmit, busy, field, sent, sentChoice, formError, success, errors } =
    useForm({
      schema: scheduleSchema,
      intent,
      pageResult,
    });
  const startValue = sent("start") ?? defaults.startLocal;
  const zoneValue =
    sentChoice(
      "zone",
      zones.map((z) => z.value),
    ) ?? defaults.zone;
  const [hint, setHint] = useState(() =>
    scheduleHint(startValue, zoneValue, bookerZone, adminZone),
  );
  const id = `${intent}-heading`;
  // The booker's equivalent follows what is typed (without JavaScript it is the default's).
  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    setHint(
      scheduleHint(
        String(form.get("start") ?? ""),
        String(form.get("zone") ?? ""),
        bookerZone,
        adminZone,
      ),
    );
  }
  return (
    <SectionCard
      id={intent}
      title={intent === "confirm" ? "Confirm the demo" : "Reschedule"}
      lead={
        intent === "confirm"
          ? "The booker gets a confirmation with the meeting link and a calendar invitation."
          : "The booker gets the new time and an updated calendar invitation."
      }
    >
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        aria-labelledby={id}
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="version" value={version} />
        <FormSuccess message={success} />
        <FormError message={formError} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label="Start"
            type="datetime-local"
            required
            defaultValue={startValue}
            id={`${intent}-start`}
            name="start"
            error={errors.start}
            hint={hint || undefined}
          />
          <SelectField
            label="On the clock of"
            id={`${intent}-zone`}
            name="zone"
            options={zones}
            defaultValue={zoneValue}
            error={errors.zone}
          />
          <TextField
            label="Length (minutes)"
            type="number"
            inputMode="numeric"
            min={MIN_DEMO_MINUTES}
            max={MAX_DEMO_MINUTES}
            step={5}
            required
            id={`${intent}-duration`}
            defaultValue={sent("durationMinutes") ?? String(defaults.durationMinutes)}
            {...field("durationMinutes")}
          />
          <SelectField
            label="Run by"
            id={`${intent}-assignee`}
            options={admins}
            defaultValue={sent("assigneeId") ?? defaults.assigneeId}
            {...field("assigneeId")}
          />
        </div>
        <TextField
          label="Meeting link"
          type="url"
          inputMode="url"
          required
          placeholder="https://meet.example.com/abc-defg-hij"
          id={`${intent}-link`}
          defaultValue={sent("meetingLink") ?? defaults.meetingLink}
          {...field("meetingLink")}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {intent === "confirm" ? "Confirm the demo" : "Reschedule the demo"}
          </Button>
        </div>
      </fetcher.Form>
    </SectionCard>
  );
}
