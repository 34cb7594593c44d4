import { FormError, FormSuccess } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { ASSISTANT_PREFIX, cohortCreateSchema, cohortEditSchema } from "~/lib/schemas/class-admin";

export interface Option {
  value: string;
  label: string;
}

export interface CohortDefaults {
  courseId: string;
  name: string;
  anchorZone: string;
  capacity: number;
  startDate: string;
  leadTeacherId: string;
  assistantTeacherIds: string[];
  defaultMeetingUrl: string;
}

/**
 * A class group's fields (docs/classes.md "Words"): the course (on creation only), name, the
 * anchor time zone its classes are scheduled on, seats, start date, teachers and the default
 * meeting link. A plain POST without JavaScript; the server answers refusals beside each field.
 */
export function CohortForm({
  mode,
  defaults,
  version,
  courses,
  teachers,
  zones,
  zoneLocked,
  pageResult,
}: {
  mode: "create" | "update";
  defaults: CohortDefaults;
  version?: number;
  courses?: Option[];
  teachers: Option[];
  zones: readonly string[];
  /** The group has a series: its zone can no longer change (decision 0030). */
  zoneLocked?: boolean;
  pageResult?: FormResult | null;
}) {
  const { fetcher, formRef, onSubmit, busy, field, sent, sentChoice, formError, success } = useForm(
    {
      schema: mode === "create" ? cohortCreateSchema : cohortEditSchema,
      intent: mode,
      pageResult,
    },
  );
  const sentAny = pageResult?.intent === mode && !pageResult.ok;
  const isAssistant = (id: string) =>
    sentAny ? sent(`${ASSISTANT_PREFIX}${id}`) === "on" : defaults.assistantTeacherIds.includes(id);
  const zone = sentChoice("anchorZone", zones) ?? defaults.anchorZone;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={mode === "create" ? "New class group" : "Class group details"}
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value={mode} />
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <FormSuccess message={success} />
      <FormError message={formError} />
      <div className="grid items-start gap-4 md:grid-cols-2">
        {courses ? (
          <SelectField
            label="Course"
            id={`${mode}-course`}
            options={[{ value: "", label: "Choose a course" }, ...courses]}
            defaultValue={sent("courseId") ?? defaults.courseId}
            required
            {...field("courseId")}
          />
        ) : null}
        <TextField
          label="Name"
          id={`${mode}-name`}
          required
          maxLength={120}
          placeholder="Primary Computing · Sat 10:00 IST · Jan 2027"
          defaultValue={sent("name") ?? defaults.name}
          {...field("name")}
        />
        {zoneLocked ? (
          <div className="grid content-start gap-1.5">
            <input type="hidden" name="anchorZone" value={defaults.anchorZone} />
            <p className="text-sm font-semibold text-brand-950">Time zone</p>
            <p>{defaults.anchorZone}</p>
            <p className="text-sm text-muted">
              Fixed once the group has a series: its classes are scheduled on this clock.
            </p>
          </div>
        ) : (
          <SelectField
            label="Time zone (the classes' clock)"
            id={`${mode}-zone`}
            options={zones.map((z) => ({ value: z, label: z }))}
            defaultValue={zone}
            required
            {...field("anchorZone")}
          />
        )}
        <TextField
          label="Seats"
          id={`${mode}-capacity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          required
          defaultValue={sent("capacity") ?? String(defaults.capacity)}
          {...field("capacity")}
        />
        <TextField
          label="Start date"
          id={`${mode}-start`}
          type="date"
          required
          defaultValue={sent("startDate") ?? defaults.startDate}
          {...field("startDate")}
        />
        <SelectField
          label="Lead teacher"
          id={`${mode}-lead`}
          options={[{ value: "", label: "Nobody yet" }, ...teachers]}
          defaultValue={sent("leadTeacherId") ?? defaults.leadTeacherId}
          {...field("leadTeacherId")}
        />
        <TextField
          label="Default meeting link"
          id={`${mode}-link`}
          type="url"
          inputMode="url"
          placeholder="https://meet.example.com/abc-defg-hij"
          hint="Optional. Classes use it unless their series or the class itself has its own."
          defaultValue={sent("defaultMeetingUrl") ?? defaults.defaultMeetingUrl}
          {...field("defaultMeetingUrl")}
        />
      </div>
      {teachers.length ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold text-brand-950">Assistant teachers</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {teachers.map((t) => (
              <label key={t.value} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name={`${ASSISTANT_PREFIX}${t.value}`}
                  defaultChecked={isAssistant(t.value)}
                  className="size-5"
                />
                <span className="wrap-anywhere">{t.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-muted">
          No teachers yet: invite one from Users, then choose them here.
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {mode === "create" ? "Create class group" : "Save changes"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
