import { Link } from "react-router";
import { FormError, FormSuccess } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { FormResult } from "~/lib/form-result";
import {
  ENROLLMENT_STATUS_LABEL,
  STATUS_LIST_PATH,
  type EnrollmentStatus,
} from "~/lib/enrollment-status";
import { CancelEnrollment } from "./cancel-enrollment";

export interface EnrollmentState {
  signedIn: boolean;
  /** A parent's account: enrolling names the child it is for. */
  forChild?: boolean;
  enrollment: { id: string; status: EnrollmentStatus; learnerName?: string | null } | null;
}

/** The child's name field of a parent's enrolment form (the course page's two forms). */
export function ChildNameField({ error, sent }: { error?: string; sent?: string }) {
  return (
    <TextField
      label="Your child's name"
      name="learnerName"
      autoComplete="off"
      maxLength={80}
      required
      defaultValue={sent}
      error={error}
      hint="The name your child's teacher will see."
      className="max-w-sm"
    />
  );
}

interface EnrollmentPanelProps {
  course: { id: string; slug: string; title: string };
  state: EnrollmentState;
  pageResult?: FormResult | null;
  /** The course has open class groups: enrolling happens in their list, by choosing one. */
  groupChoice?: boolean;
}

/**
 * The course page's enrollment block: 'Sign in to enroll' for visitors, 'Enroll' for a learner
 * without an active enrollment, otherwise their status (and Cancel while it is upcoming).
 */
export function EnrollmentPanel({ course, state, pageResult, groupChoice }: EnrollmentPanelProps) {
  const { fetcher, busy, formError, success, errors, sent } = useForm({
    intent: "enroll",
    pageResult,
  });
  const active =
    state.enrollment && state.enrollment.status !== "cancelled" ? state.enrollment : null;

  if (!state.signedIn) {
    return (
      <p className="mt-4 text-sm text-muted">
        Already have an account?{" "}
        <Link
          to={`/login?redirectTo=${encodeURIComponent(`/courses/${course.slug}`)}`}
          className="font-semibold text-brand-800 underline"
        >
          Sign in to enroll
        </Link>
      </p>
    );
  }

  if (!active && groupChoice) {
    return (
      <p className="mt-4">
        <a href="#class-groups" className="font-semibold text-brand-800 underline">
          Choose a class group to enrol
        </a>
      </p>
    );
  }

  if (!active) {
    return (
      <fetcher.Form method="post" className="mt-4 grid gap-3" aria-label="Enroll">
        <input type="hidden" name="intent" value="enroll" />
        <input type="hidden" name="courseId" value={course.id} />
        <FormError message={formError} />
        {state.forChild ? (
          <ChildNameField error={errors.learnerName} sent={sent("learnerName")} />
        ) : null}
        <div>
          <Button type="submit" size="lg" variant="accent" disabled={busy}>
            {busy ? "Enrolling..." : "Enroll"}
          </Button>
        </div>
        {state.enrollment?.status === "cancelled" ? (
          <p className="text-sm text-muted">You cancelled your enrollment; you can enrol again.</p>
        ) : null}
      </fetcher.Form>
    );
  }

  const listPath = active.status === "cancelled" ? null : STATUS_LIST_PATH[active.status];
  return (
    <section
      aria-label="Your enrollment"
      className="mt-4 grid max-w-md gap-3 rounded-2xl bg-white/80 p-4"
    >
      <FormSuccess message={success} />
      <p className="font-semibold text-brand-950" data-testid="enrollment-status">
        Your status: {ENROLLMENT_STATUS_LABEL[active.status]}
      </p>
      {active.learnerName ? <p className="text-sm">For {active.learnerName}</p> : null}
      {listPath ? (
        <Link to={listPath} className="text-sm font-semibold text-brand-800 underline">
          See your {ENROLLMENT_STATUS_LABEL[active.status].toLowerCase()} courses
        </Link>
      ) : null}
      {active.status === "upcoming" ? (
        <CancelEnrollment
          enrollmentId={active.id}
          courseTitle={course.title}
          pageResult={pageResult}
        />
      ) : null}
    </section>
  );
}
