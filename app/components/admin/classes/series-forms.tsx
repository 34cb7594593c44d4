import { useState } from "react";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import {
  MAX_SERIES_CLASSES,
  seriesCreateSchema,
  seriesEditSchema,
  WEEKDAY_NAMES,
  WEEKDAY_ORDER,
} from "~/lib/schemas/class-admin";
import type { Option } from "./cohort-form";

// The series forms of a class group's page (docs/classes.md "Editing"): a new weekly series,
// and an edit of one that reaches all its future classes not edited one by one, or this class
// and the following ones (the series splits). Both work without JavaScript; a teacher conflict
// comes back beside an explicit override checkbox (OverrideField).

export interface RuleDefaults {
  weekdays: number[];
  localStart: string;
  durationMinutes: number;
  ends: "count" | "until";
  count: string;
  untilDate: string;
  teacherId: string;
  meetingUrl: string;
}

type Sent = (name: string) => string | undefined;

/**
 * A teacher conflict the server refused: what conflicts, on the admin's clock, and the box
 * that sends the same change again as an explicit, audited override.
 */
export function OverrideField({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <div className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3">
      <p id={`${id}-conflicts`} role="alert" className="text-sm font-medium text-amber-950">
        {error}
      </p>
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input
          type="checkbox"
          name="override"
          className="size-5"
          aria-describedby={`${id}-conflicts`}
        />
        Override these conflicts and schedule anyway (recorded in the audit log)
      </label>
    </div>
  );
}

function RuleFields({
  id,
  defaults,
  sent,
  sentAny,
  errors,
  teachers,
  anchorZone,
}: {
  id: string;
  defaults: RuleDefaults;
  sent: Sent;
  /** The server answered this form: its checkboxes are drawn as they were sent. */
  sentAny: boolean;
  errors: Record<string, string | undefined>;
  teachers: Option[];
  anchorZone: string;
}) {
  const [ends, setEnds] = useState<"count" | "until">(
    sent("ends") === "until" ? "until" : sent("ends") === "count" ? "count" : defaults.ends,
  );
  const dayOn = (day: number) =>
    sentAny ? sent(`day${day}`) === "on" : defaults.weekdays.includes(day);
  return (
    <>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.weekdays ? `${id}-weekdays-error` : undefined}
      >
        <legend className="text-sm font-semibold text-brand-950">Weekdays</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {WEEKDAY_ORDER.map((day) => (
            <label key={day} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name={`day${day}`}
                defaultChecked={dayOn(day)}
                className="size-5"
                aria-invalid={errors.weekdays ? true : undefined}
              />
              {WEEKDAY_NAMES[day]}
            </label>
          ))}
        </div>
        {errors.weekdays ? (
          <p id={`${id}-weekdays-error`} className="text-sm font-medium text-red-700">
            {errors.weekdays}
          </p>
        ) : null}
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label={`Start time (${anchorZone})`}
          id={`${id}-start`}
          name="localStart"
          type="time"
          required
          defaultValue={sent("localStart") ?? defaults.localStart}
          error={errors.localStart}
        />
        <TextField
          label="Length (minutes)"
          id={`${id}-duration`}
          name="durationMinutes"
          type="number"
          inputMode="numeric"
          min={5}
          max={480}
          step={5}
          required
          defaultValue={sent("durationMinutes") ?? String(defaults.durationMinutes)}
          error={errors.durationMinutes}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-brand-950">Ends</legend>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="ends"
                value="count"
                defaultChecked={ends === "count"}
                onChange={() => setEnds("count")}
                className="size-5"
              />
              After a number of classes
            </label>
            <TextField
              label="Number of classes"
              id={`${id}-count`}
              name="count"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SERIES_CLASSES}
              defaultValue={sent("count") ?? defaults.count}
              error={errors.count}
            />
          </div>
          <div className="grid gap-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="ends"
                value="until"
                defaultChecked={ends === "until"}
                onChange={() => setEnds("until")}
                className="size-5"
              />
              On a date
            </label>
            <TextField
              label="Last date"
              id={`${id}-until`}
              name="untilDate"
              type="date"
              defaultValue={sent("untilDate") ?? defaults.untilDate}
              error={errors.untilDate}
            />
          </div>
        </div>
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          label="Teacher"
          id={`${id}-teacher`}
          name="teacherId"
          options={[{ value: "", label: "The group's lead teacher" }, ...teachers]}
          defaultValue={sent("teacherId") ?? defaults.teacherId}
          error={errors.teacherId}
        />
        <TextField
          label="Meeting link"
          id={`${id}-link`}
          name="meetingUrl"
          type="url"
          inputMode="url"
          hint="Empty: the group's default link."
          defaultValue={sent("meetingUrl") ?? defaults.meetingUrl}
          error={errors.meetingUrl}
        />
      </div>
    </>
  );
}

export function SeriesCreateForm({
  defaults,
  fromDate,
  teachers,
  anchorZone,
  pageResult,
}: {
  defaults: RuleDefaults;
  fromDate: string;
  teachers: Option[];
  anchorZone: string;
  pageResult?: FormResult | null;
}) {
  const intent = "series-create";
  const { fetcher, formRef, onSubmit, busy, errors, sent, formError, success, result } = useForm({
    schema: seriesCreateSchema,
    intent,
    pageResult,
  });
  const sentAny = Boolean(result && !result.ok && result.values);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="New series"
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value={intent} />
      <FormSuccess message={success} />
      <FormError message={formError} />
      <TextField
        label="First date"
        id="series-new-from"
        name="fromDate"
        type="date"
        required
        defaultValue={sent("fromDate") ?? fromDate}
        error={errors.fromDate}
        className="sm:max-w-xs"
      />
      <RuleFields
        id="series-new"
        defaults={defaults}
        sent={sent}
        sentAny={sentAny}
        errors={errors}
        teachers={teachers}
        anchorZone={anchorZone}
      />
      <OverrideField id="series-new" error={errors.override} />
      <div>
        <Button type="submit" disabled={busy}>
          Create the series
        </Button>
      </div>
    </fetcher.Form>
  );
}

export function SeriesEditForm({
  seriesId,
  version,
  defaults,
  following,
  teachers,
  anchorZone,
  pageResult,
}: {
  seriesId: string;
  version: number;
  defaults: RuleDefaults;
  /** The series' classes that have not started: a split starts at one of them. */
  following: Option[];
  teachers: Option[];
  anchorZone: string;
  pageResult?: FormResult | null;
}) {
  const intent = `series-edit-${seriesId}`;
  const { fetcher, formRef, onSubmit, busy, errors, sent, formError, success, result } = useForm({
    schema: seriesEditSchema,
    intent,
    pageResult,
  });
  const sentAny = Boolean(result && !result.ok && result.values);
  const scope = sent("scope") ?? "all-future-unedited";
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Edit the series"
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="series-edit" />
      <input type="hidden" name="seriesId" value={seriesId} />
      <input type="hidden" name="version" value={version} />
      <FormSuccess message={success} />
      <FormError message={formError} />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-brand-950">Which classes change</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name="scope"
            value="all-future-unedited"
            defaultChecked={scope !== "this-and-following"}
            className="size-5"
          />
          All future classes not edited one by one
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name="scope"
            value="this-and-following"
            defaultChecked={scope === "this-and-following"}
            className="size-5"
          />
          This class and the following ones (the series splits)
        </label>
      </fieldset>
      <SelectField
        label="From the class of (for “this and following”)"
        id={`${intent}-from`}
        name="fromSessionId"
        options={[{ value: "", label: "Choose a class" }, ...following]}
        defaultValue={sent("fromSessionId") ?? ""}
        error={errors.fromSessionId}
        className="sm:max-w-md"
      />
      <RuleFields
        id={intent}
        defaults={defaults}
        sent={sent}
        sentAny={sentAny}
        errors={errors}
        teachers={teachers}
        anchorZone={anchorZone}
      />
      <OverrideField id={intent} error={errors.override} />
      <div>
        <Button type="submit" disabled={busy}>
          Save the series
        </Button>
      </div>
    </fetcher.Form>
  );
}
