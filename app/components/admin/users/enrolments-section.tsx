import { Link } from "react-router";
import { StatusBadge } from "~/components/admin/page-header";
import { Time } from "~/components/admin/time";
import { FormError } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { ShownTime } from "~/lib/admin/time";
import { ENROLLMENT_STATUS_LABEL, type EnrollmentStatus } from "~/lib/enrollment-status";
import type { FormResult } from "~/lib/form-result";
import { enrolSchema } from "~/lib/schemas/admin-users";
import { SectionCard } from "./section-card";

export interface ShownEnrollment {
  id: string;
  status: EnrollmentStatus;
  version: number;
  courseTitle: string;
  courseSlug: string;
  enrolled: ShownTime | null;
  changed: ShownTime | null;
  /** The statuses it may move to (decided on the server). */
  next: EnrollmentStatus[];
}

const TONE = {
  upcoming: "info",
  subscribed: "warn",
  completed: "good",
  cancelled: "neutral",
} as const;

/** The button's words for each move, from the status it is in. */
function moveLabel(from: EnrollmentStatus, to: EnrollmentStatus): string {
  if (to === "cancelled") return "Cancel enrolment";
  if (from === "cancelled") return `Reactivate as ${ENROLLMENT_STATUS_LABEL[to].toLowerCase()}`;
  if (
    (from === "subscribed" && to === "upcoming") ||
    (from === "completed" && to === "subscribed")
  ) {
    return `Back to ${ENROLLMENT_STATUS_LABEL[to].toLowerCase()}`;
  }
  return `Mark ${ENROLLMENT_STATUS_LABEL[to].toLowerCase()}`;
}

interface Props {
  enrollments: ShownEnrollment[];
  courses: { id: string; title: string }[];
  pageResult: FormResult | null;
}

/**
 * The learner's enrolments with their status (docs/admin.md §6): upcoming when created, subscribed
 * while classes run, then completed. The learner's three course pages show each move at once.
 */
export function EnrolmentsSection({ enrollments, courses, pageResult }: Props) {
  return (
    <SectionCard
      id="enrolments"
      title={`Enrolments (${enrollments.length})`}
      lead="Upcoming when created, subscribed while classes run, then completed. The learner's course pages show each change at once."
    >
      {enrollments.length === 0 ? (
        <p className="text-muted">Not enrolled in any course.</p>
      ) : (
        <ul className="grid gap-3">
          {enrollments.map((e) => (
            <EnrolmentItem key={e.id} enrollment={e} pageResult={pageResult} />
          ))}
        </ul>
      )}
      <EnrolForm courses={courses} pageResult={pageResult} />
    </SectionCard>
  );
}

function EnrolmentItem({
  enrollment: e,
  pageResult,
}: {
  enrollment: ShownEnrollment;
  pageResult: FormResult | null;
}) {
  // One fetcher per enrolment: its answer shows under its own buttons.
  const intent = `enrollment:${e.id}`;
  const { fetcher, busy, formError } = useForm({ intent, pageResult });
  const titleId = `enrolment-${e.id}`;
  return (
    <li className="grid gap-3 rounded-xl border border-brand-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-base font-semibold wrap-anywhere">
          <Link
            to={`/courses/${e.courseSlug}`}
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            {e.courseTitle}
          </Link>
        </h3>
        <StatusBadge tone={TONE[e.status]}>{ENROLLMENT_STATUS_LABEL[e.status]}</StatusBadge>
      </div>
      <p className="text-sm text-muted">
        Enrolled <Time value={e.enrolled} /> · last changed <Time value={e.changed} />
      </p>
      <fetcher.Form method="post" aria-labelledby={titleId} className="grid gap-2">
        <input type="hidden" name="intent" value="enrollmentStatus" />
        <input type="hidden" name="enrollmentId" value={e.id} />
        <input type="hidden" name="version" value={e.version} />
        <FormError message={formError} />
        <div className="flex flex-wrap gap-2">
          {e.next.map((to) => (
            <Button
              key={to}
              type="submit"
              name="status"
              value={to}
              size="compact"
              variant={to === "cancelled" ? "ghost" : "outline"}
              disabled={busy}
            >
              {moveLabel(e.status, to)}
            </Button>
          ))}
        </div>
      </fetcher.Form>
    </li>
  );
}

function EnrolForm({ courses, pageResult }: Omit<Props, "enrollments">) {
  const { fetcher, formRef, onSubmit, busy, field, formError } = useForm({
    schema: enrolSchema,
    intent: "enrol",
    pageResult,
  });
  if (courses.length === 0) {
    return (
      <p className="mt-5 border-t border-brand-100 pt-4 text-sm text-muted">
        Already enrolled in every published course.
      </p>
    );
  }
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Enrol by hand"
      className="mt-5 grid gap-3 border-t border-brand-100 pt-4"
    >
      <input type="hidden" name="intent" value="enrol" />
      <FormError message={formError} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Enrol in a course"
          name="courseId"
          options={[
            { value: "", label: "Choose a published course" },
            ...courses.map((c) => ({ value: c.id, label: c.title })),
          ]}
          defaultValue=""
          error={field("courseId").error}
          className="min-w-0 flex-[1_1_16rem]"
        />
        <Button type="submit" size="md" disabled={busy}>
          {busy ? "Enrolling..." : "Enrol"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
