import { useEffect } from "react";
import { Form, Link, useNavigate } from "react-router";
import { FormError } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { Button } from "~/components/ui/button";
import { ChildNameField } from "./enrollment-panel";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import { detectedZone } from "~/lib/time-slots";
import { cn } from "~/lib/cn";

export interface OpenGroup {
  id: string;
  name: string;
  teacherName: string | null;
  seatsLeft: number;
  capacity: number;
  rules: string[];
  anchorZone: string;
  clock: string;
  next: { iso: string; text: string }[];
}

interface OpenGroupsProps {
  course: { id: string; slug: string };
  groups: OpenGroup[];
  /** The reader's clock the times are on; null: each group on its own (anchor) clock. */
  zone: string | null;
  zones: string[];
  asOf: string;
  /** What the reader may do: sign in first, choose a group, or nothing (already placed). */
  mode: "signed-out" | "choose" | "placed";
  placedIn: string | null;
  /** A parent's account: enrolling names the child. */
  forChild?: boolean;
  pageResult?: FormResult | null;
}

/**
 * The course page's class groups: each one's weekly rule on its anchor clock, its next classes
 * on the reader's clock (zone named), teacher and seats; a full group says so. Enrolling picks
 * one with a radio button in a plain form; the clock is chosen with a plain GET form (?tz=), and
 * with JavaScript the browser's own zone is picked at once.
 */
export function OpenGroups(props: OpenGroupsProps) {
  const { course, groups, zone, zones, asOf, mode, placedIn, forChild, pageResult } = props;
  const { fetcher, busy, formError, errors, sent } = useForm({
    intent: "enroll",
    // Its own fetcher: the hero's enrolment panel listens to "enroll" too (one toast, not two).
    fetcherKey: "enroll-group",
    pageResult,
  });
  const navigate = useNavigate();
  useEffect(() => {
    if (zone) return;
    const detected = detectedZone(zones);
    if (detected) {
      void navigate(`?tz=${encodeURIComponent(detected)}#class-groups`, {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [zone, zones, navigate]);

  const choosable = mode === "choose";
  const chosen = sent("cohortId");
  const list = (
    <ul className="grid gap-4 md:grid-cols-2">
      {groups.map((g) => {
        const full = g.seatsLeft <= 0;
        const inputId = `group-${g.id}`;
        const body = (
          <>
            <span className="block font-heading text-lg font-bold text-brand-950">{g.name}</span>
            <span className="mt-1 block text-sm text-muted">
              {g.rules.length > 0 ? g.rules.join("; ") : "Timetable to be announced"} (
              {g.anchorZone} time)
            </span>
            <span className="mt-2 block text-sm">
              Teacher: {g.teacherName ?? "to be announced"}
            </span>
            {g.next.length > 0 ? (
              <span className="mt-2 block text-sm">
                <span className="font-semibold">
                  {g.next.length === 1 ? "Next class" : "First classes"} ({g.clock} time):
                </span>
                <span className="mt-1 grid gap-0.5">
                  {g.next.map((n) => (
                    <time key={n.iso} dateTime={n.iso}>
                      {n.text}
                    </time>
                  ))}
                </span>
              </span>
            ) : null}
            <span
              className={cn(
                "mt-3 block text-sm font-semibold",
                full ? "text-red-800" : "text-brand-800",
              )}
              data-testid="seats"
            >
              {full
                ? `Full (${g.capacity} of ${g.capacity} seats taken)`
                : `${g.seatsLeft} of ${g.capacity} ${g.seatsLeft === 1 ? "seat" : "seats"} left`}
            </span>
          </>
        );
        return (
          <li key={g.id} className="rounded-2xl bg-white p-5 shadow-card">
            {choosable ? (
              <label
                htmlFor={inputId}
                className={cn("flex gap-3", full ? "opacity-80" : "cursor-pointer")}
              >
                <input
                  id={inputId}
                  type="radio"
                  name="cohortId"
                  value={g.id}
                  disabled={full}
                  required
                  defaultChecked={chosen === g.id}
                  aria-describedby={errors.cohortId ? "cohortId-error" : undefined}
                  className="mt-1.5 h-5 w-5 shrink-0 accent-brand-700"
                />
                <span className="min-w-0">{body}</span>
              </label>
            ) : (
              <div className="min-w-0">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <section id="class-groups" aria-labelledby="class-groups-heading" className="scroll-mt-24">
      <h2 id="class-groups-heading" className="text-3xl">
        Class groups
      </h2>
      <p className="mt-2 text-muted">
        {zone
          ? `Class times are shown on the clock of ${zone.replaceAll("_", " ")}; each group's weekly time is on its own clock.`
          : "Class times are shown on each group's own clock."}{" "}
        Seats as of {asOf}.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" aria-label="Time zone">
        <SelectField
          label="Show times on the clock of"
          name="tz"
          id="tz"
          // A new clock from the address (the browser's, put there after hydration) must show
          // as chosen: the select is drawn again for it.
          key={zone ?? ""}
          defaultValue={zone ?? ""}
          className="min-w-0 max-w-xs flex-1"
          options={[
            ...(zone ? [] : [{ value: "", label: "Each group's own zone" }]),
            ...zones.map((z) => ({ value: z, label: z.replaceAll("_", " ") })),
          ]}
        />
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>

      <div className="mt-6">
        {choosable ? (
          <fetcher.Form method="post" aria-label="Enroll in a class group" className="grid gap-4">
            <input type="hidden" name="intent" value="enroll" />
            <input type="hidden" name="courseId" value={course.id} />
            <FormError message={formError} />
            <fieldset className="min-w-0">
              <legend className="mb-3 font-semibold text-brand-950">Choose your class group</legend>
              {errors.cohortId ? (
                <p id="cohortId-error" className="mb-3 text-sm font-medium text-red-700">
                  {errors.cohortId}
                </p>
              ) : null}
              {list}
            </fieldset>
            {forChild ? (
              <ChildNameField error={errors.learnerName} sent={sent("learnerName")} />
            ) : null}
            <div>
              <Button type="submit" size="lg" variant="accent" disabled={busy}>
                {busy ? "Enrolling..." : "Enroll in this group"}
              </Button>
            </div>
          </fetcher.Form>
        ) : (
          <>
            {list}
            {mode === "signed-out" ? (
              <p className="mt-4 text-sm text-muted">
                <Link
                  to={`/login?redirectTo=${encodeURIComponent(`/courses/${course.slug}`)}`}
                  className="font-semibold text-brand-800 underline"
                >
                  Sign in to choose a group
                </Link>{" "}
                and enrol.
              </p>
            ) : placedIn ? (
              <p className="mt-4 text-sm font-semibold text-brand-950">
                Your place is in “{placedIn}”.
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
