import { Form } from "react-router";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { buttonVariants } from "~/components/ui/button";

// The roster as one form (docs/classes.md "Joining and attendance"): native radios per member
// (arrow keys move within a member's group), one plain POST of the whole roster with each
// row's version, so it works without JavaScript; the server refuses a stale page
// (app/.server/classes/writes-attendance.ts).

export interface AttendanceMember {
  id: string;
  name: string;
  detail: string | null;
  /** The saved mark, else "present" when the member joined, else null. */
  selected: string | null;
  saved: boolean;
  joined: string | null;
  version: number;
}

const CHOICES = [
  { value: "present", label: "Present" },
  { value: "late", label: "Late" },
  { value: "absent", label: "Absent" },
  { value: "excused", label: "Excused" },
] as const;

export function AttendanceForm({
  members,
  locked,
  zone,
  error,
  saved,
  fields,
}: {
  members: AttendanceMember[];
  /** Why marks cannot be changed here, or null. */
  locked: string | null;
  zone: string;
  error?: string;
  saved?: string;
  /** Hidden fields the page's action needs (the admin's group page names the class). */
  fields?: Record<string, string>;
}) {
  if (members.length === 0) return null;
  return (
    <Form method="post" className="mt-4 grid gap-4" aria-label="Attendance">
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormError message={error} />
      <FormSuccess message={saved} />
      {locked ? <p className="text-sm text-muted">{locked}</p> : null}
      <ul className="grid gap-3">
        {members.map((m) => (
          <li key={m.id} className="rounded-xl border border-brand-100 bg-white p-4">
            <fieldset disabled={locked !== null}>
              <legend className="font-semibold wrap-anywhere text-brand-950">{m.name}</legend>
              {m.detail ? <p className="text-sm wrap-anywhere text-muted">{m.detail}</p> : null}
              <p className="text-sm text-muted" data-testid="attendance-note">
                {m.joined ? `Joined at ${m.joined} (${zone})` : "Not joined through Learnova"}
                {m.saved ? "" : " · not marked yet"}
              </p>
              <input type="hidden" name={`version:${m.id}`} value={m.version} />
              <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                {CHOICES.map((c) => (
                  <label key={c.value} className="inline-flex min-h-9 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`mark:${m.id}`}
                      value={c.value}
                      defaultChecked={m.selected === c.value}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {c.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      {locked ? null : (
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={buttonVariants()}>
            Save attendance
          </button>
          <button
            type="submit"
            name="intent"
            value="rest-present"
            className={buttonVariants({ variant: "outline" })}
          >
            Mark the rest present
          </button>
          <button
            type="submit"
            name="intent"
            value="rest-absent"
            className={buttonVariants({ variant: "outline" })}
          >
            Mark the rest absent
          </button>
        </div>
      )}
    </Form>
  );
}
