import { Link } from "react-router";
import { SectionCard } from "~/components/admin/users/section-card";
import { Time } from "~/components/admin/time";
import type { ShownTime } from "~/lib/admin/time";
import { BookingStatusBadge } from "./status-badge";
import type { BookingStatusValue } from "~/lib/admin/booking-list";

/** One instant as the admin reads it and as the booker does, each zone named. */
export interface TwoClocks {
  admin: ShownTime | null;
  /** "1 Nov 2026, 01:30 GMT-4", on the booker's clock. */
  booker: string;
}

export interface ShownSchedule {
  status: BookingStatusValue;
  timeZone: string;
  requested: TwoClocks;
  scheduled: TwoClocks | null;
  durationMinutes: number | null;
  meetingLink: string | null;
  assignee: { id: string; name: string; email: string } | null;
  cancelReason: string | null;
  cancelledBy: "admin" | "booker" | null;
  converted: ShownTime | null;
  /** Converted, waiting for the address's account to prove it before the enrolment is made. */
  awaitingProof: boolean;
  enrollment: { id: string; status: string; courseTitle: string | null } | null;
  account: { id: string; name: string } | null;
}

const term = "text-sm font-semibold text-muted";

function Clocks({ at, zone, booker }: { at: TwoClocks; zone: string; booker: string }) {
  return (
    <ul className="grid gap-0.5">
      <li>
        <Time value={at.admin} /> <span className="text-sm text-muted">your time ({zone})</span>
      </li>
      <li>
        <span className="whitespace-nowrap">{at.booker}</span>{" "}
        <span className="text-sm text-muted">the booker's time ({booker})</span>
      </li>
    </ul>
  );
}

/** When the demo is, who runs it and how it ended: the booker's clock beside the admin's. */
export function DemoSchedule({ s, zone }: { s: ShownSchedule; zone: string }) {
  return (
    <SectionCard id="demo" title="The demo">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className={term}>Status</dt>
        <dd>
          <BookingStatusBadge status={s.status} converted={s.converted !== null} />
        </dd>
        <dt className={term}>Asked for</dt>
        <dd>
          <Clocks at={s.requested} zone={zone} booker={s.timeZone} />
        </dd>
        {s.scheduled ? (
          <>
            <dt className={term}>Scheduled</dt>
            <dd>
              <Clocks at={s.scheduled} zone={zone} booker={s.timeZone} />
            </dd>
          </>
        ) : null}
        {s.durationMinutes ? (
          <>
            <dt className={term}>Length</dt>
            <dd>{s.durationMinutes} minutes</dd>
          </>
        ) : null}
        <dt className={term}>Meeting link</dt>
        <dd className="min-w-0 break-all">
          {s.meetingLink ? (
            <a href={s.meetingLink} className="text-brand-800 underline" rel="noreferrer">
              {s.meetingLink}
            </a>
          ) : (
            <span className="text-muted">None yet</span>
          )}
        </dd>
        <dt className={term}>Runs it</dt>
        <dd className="min-w-0 wrap-anywhere">
          {s.assignee ? (
            <Link to={`/admin/users/${s.assignee.id}`} className="text-brand-800 underline">
              {s.assignee.name}
            </Link>
          ) : (
            <span className="text-muted">Nobody yet</span>
          )}
        </dd>
        {s.status === "cancelled" ? (
          <>
            <dt className={term}>Cancelled by</dt>
            <dd>{s.cancelledBy === "booker" ? "The booker" : "An admin"}</dd>
            <dt className={term}>Reason</dt>
            <dd className="min-w-0 wrap-anywhere whitespace-pre-wrap">
              {s.cancelReason || <span className="text-muted">None given</span>}
            </dd>
          </>
        ) : null}
        {s.converted ? (
          <>
            <dt className={term}>Converted</dt>
            <dd className="min-w-0 wrap-anywhere">
              <Time value={s.converted} />
              {s.enrollment ? (
                <>
                  {": "}
                  {s.account ? (
                    <Link
                      to={`/admin/users/${s.account.id}#enrolments`}
                      className="text-brand-800 underline"
                    >
                      {s.account.name}'s enrolment
                    </Link>
                  ) : (
                    "an enrolment"
                  )}
                  {s.enrollment.courseTitle ? ` in ${s.enrollment.courseTitle}` : null} (
                  {s.enrollment.status})
                </>
              ) : s.awaitingProof ? (
                <>
                  {": "}
                  the enrolment is made once the booker uses the password link mailed to their
                  address (an account with it has not proven it owns it).
                </>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
    </SectionCard>
  );
}
