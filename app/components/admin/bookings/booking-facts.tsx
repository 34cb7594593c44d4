import { Link } from "react-router";
import { SectionCard } from "~/components/admin/users/section-card";
import { Time } from "~/components/admin/time";
import type { ShownTime } from "~/lib/admin/time";
import { ACCOUNT_TYPE_LABEL, type UserAccountType } from "~/lib/schemas/admin-users";

export interface ShownBookingFacts {
  contactName: string;
  email: string;
  phone: string;
  accountType: UserAccountType;
  learnerName: string | null;
  grade: string | null;
  board: string | null;
  goal: string | null;
  subject: string;
  courseSlug: string | null;
  course: { slug: string; title: string } | null;
  notes: string | null;
  timeZone: string;
  account: { id: string; name: string; email: string } | null;
  booked: ShownTime | null;
}

const term = "text-sm font-semibold text-muted";
const none = <span className="text-muted">—</span>;

/** Who asked for the demo and what for: every field of the booking form, as sent. */
export function BookingFacts({ booking: b }: { booking: ShownBookingFacts }) {
  return (
    <SectionCard id="booker" title="The booker">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className={term}>Name</dt>
        <dd className="min-w-0 wrap-anywhere">{b.contactName || "Deleted account"}</dd>
        <dt className={term}>E-mail</dt>
        <dd className="min-w-0 break-all">
          {b.email ? (
            <a href={`mailto:${b.email}`} className="text-brand-800 underline">
              {b.email}
            </a>
          ) : (
            none
          )}
        </dd>
        <dt className={term}>Phone</dt>
        <dd className="min-w-0 wrap-anywhere">
          {b.phone ? (
            <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`} className="text-brand-800 underline">
              {b.phone}
            </a>
          ) : (
            none
          )}
        </dd>
        <dt className={term}>Audience</dt>
        <dd>{ACCOUNT_TYPE_LABEL[b.accountType]}</dd>
        {b.learnerName ? (
          <>
            <dt className={term}>Learner</dt>
            <dd className="min-w-0 wrap-anywhere">{b.learnerName}</dd>
          </>
        ) : null}
        {b.grade ? (
          <>
            <dt className={term}>Grade</dt>
            <dd>{b.grade}</dd>
          </>
        ) : null}
        {b.board ? (
          <>
            <dt className={term}>Board</dt>
            <dd>{b.board}</dd>
          </>
        ) : null}
        {b.goal ? (
          <>
            <dt className={term}>Goal</dt>
            <dd className="min-w-0 wrap-anywhere">{b.goal}</dd>
          </>
        ) : null}
        <dt className={term}>Subject</dt>
        <dd className="min-w-0 wrap-anywhere">{b.subject}</dd>
        <dt className={term}>Course</dt>
        <dd className="min-w-0 wrap-anywhere">
          {b.course ? (
            <Link to={`/courses/${b.course.slug}`} className="text-brand-800 underline">
              {b.course.title}
            </Link>
          ) : (
            (b.courseSlug ?? none)
          )}
        </dd>
        <dt className={term}>Time zone</dt>
        <dd>{b.timeZone}</dd>
        <dt className={term}>Account</dt>
        <dd className="min-w-0 wrap-anywhere">
          {b.account ? (
            <Link to={`/admin/users/${b.account.id}`} className="text-brand-800 underline">
              {b.account.name}
            </Link>
          ) : (
            "Booked without signing in"
          )}
        </dd>
        <dt className={term}>Booked</dt>
        <dd>
          <Time value={b.booked} />
        </dd>
      </dl>
      {b.notes ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-muted">The booker's notes</h3>
          <p className="mt-1 wrap-anywhere whitespace-pre-wrap">{b.notes}</p>
        </>
      ) : null}
    </SectionCard>
  );
}
