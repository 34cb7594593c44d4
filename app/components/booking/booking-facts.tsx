import { Video } from "lucide-react";
import type { ReactNode } from "react";

export interface BookingFactsProps {
  subject: string;
  learnerName: string | null;
  /** Still a request: the time is the one asked for, not yet a confirmed one. */
  requested: boolean;
  /** The time as the page formats it. */
  when: string;
  /** The IANA zone `when` is shown in. */
  timeZone: string;
  /** Shown when given (the manage page knows it; a fresh receipt does not). */
  durationMinutes?: number;
  meetingLink?: string | null;
  /** The two pages' test ids differ ("booking-time" on the manage page, "booked-time" after booking). */
  testIdPrefix: "booking" | "booked";
  /** Margin and padding: each page's own spacing around the facts. */
  margin: string;
  padding: string;
}

/** A demo booking's facts (subject, learner, time, length, link) as a definition list. */
export function BookingFacts(props: BookingFactsProps) {
  return (
    <dl className={`${props.margin} grid gap-4 rounded-2xl bg-brand-50 ${props.padding}`}>
      <Fact term="Subject">{props.subject}</Fact>
      {props.learnerName ? <Fact term="Learner">{props.learnerName}</Fact> : null}
      <div>
        <dt className="text-sm font-semibold text-muted">
          {props.requested ? "Requested time" : "Time"}
        </dt>
        <dd
          className="text-lg font-semibold text-brand-950"
          data-testid={`${props.testIdPrefix}-time`}
        >
          {props.when}
        </dd>
        <dd className="text-sm text-muted" data-testid={`${props.testIdPrefix}-zone`}>
          Your time zone: {props.timeZone.replaceAll("_", " ")}
        </dd>
      </div>
      {props.durationMinutes === undefined ? null : (
        <Fact term="Length">{props.durationMinutes} minutes</Fact>
      )}
      {props.meetingLink ? (
        <div>
          <dt className="text-sm font-semibold text-muted">Joining link</dt>
          <dd className="break-all">
            <a
              href={props.meetingLink}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
            >
              <Video aria-hidden className="h-5 w-5 shrink-0" />
              {props.meetingLink}
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="text-lg font-semibold text-brand-950">{children}</dd>
    </div>
  );
}
