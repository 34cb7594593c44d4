import { data } from "react-router";
import { BookingFacts } from "~/components/admin/bookings/booking-facts";
import { BookingHistory } from "~/components/admin/bookings/booking-history";
import { ChangeRequest } from "~/components/admin/bookings/change-request";
import { DemoSchedule } from "~/components/admin/bookings/demo-schedule";
import { NotesForm } from "~/components/admin/bookings/notes-form";
import {
  CancelForm,
  ConvertAction,
  OutcomeActions,
} from "~/components/admin/bookings/outcome-actions";
import { ScheduleForm } from "~/components/admin/bookings/schedule-form";
import { BookingStatusBadge } from "~/components/admin/bookings/status-badge";
import { PageHeader } from "~/components/admin/page-header";
import { handleBookingIntent } from "~/.server/admin/booking-actions";
import { adminZone } from "~/.server/admin/zone";
import { bookingActions } from "~/.server/bookings/lifecycle";
import { readForm } from "~/.server/form-action";
import { bookingHistory, bookingOptions, getBookingDetail } from "~/.server/repos/admin-bookings";
import { DEMO_MINUTES } from "~/.server/repos/bookings";
import { requireAdmin } from "~/.server/session";
import { describeDetail, type DetailView } from "~/lib/admin/audit-detail";
import { historyValue, historyWords } from "~/lib/admin/booking-history";
import { formatDateTime, localInputValue, shownTime } from "~/lib/admin/time";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.booking.contactName || "Demo booking"} | Admin Panel` },
];

/**
 * One demo booking (docs/admin.md "The demo-booking lifecycle"): every field, its times on the
 * admin's clock and the booker's, a pending change request, internal notes, its history from
 * the audit log, and a form for each action its status allows. Every form carries the version
 * it was loaded with: of two admins acting at once, the second is told, and nothing changes.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireAdmin(args);
  const { db } = args.context.services;
  const booking = await getBookingDetail(db, args.params.id);
  if (!booking) throw data("This booking does not exist, or it was deleted.", { status: 404 });
  const [history, options] = await Promise.all([
    bookingHistory(db, booking.id),
    bookingOptions(db),
  ]);
  const zone = adminZone(args.request);
  const clocks = (iso: string) => ({
    admin: shownTime(iso, zone),
    booker: formatDateTime(iso, booking.timeZone),
  });
  const start = booking.scheduledStart ?? booking.requestedStart;
  // What the status allows now: converting once only, the outcomes once the demo has started.
  const actions = bookingActions(booking);
  const admins = options.admins.map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }));
  // The assignee stays choosable even if they are no longer an admin (the server decides).
  if (booking.assignee && !admins.some((a) => a.value === booking.assignee!.id)) {
    admins.unshift({ value: booking.assignee.id, label: booking.assignee.name });
  }
  const names = new Map(options.admins.map((a) => [a.id, a.name]));
  const words = {
    time: (iso: string) => formatDateTime(iso, zone),
    person: (id: string) => names.get(id),
  };
  const readable = (view: DetailView): DetailView =>
    view.kind === "change"
      ? {
          kind: "change",
          fields: view.fields.map((f) => ({
            field: f.field,
            before: historyValue(f.field, f.before, words),
            after: historyValue(f.field, f.after, words),
          })),
        }
      : view;
  const zones = [...new Set([zone, booking.timeZone, "UTC"])].map((z) => ({
    value: z,
    label: z === zone ? `${z} (yours)` : z === booking.timeZone ? `${z} (the booker's)` : z,
  }));
  return data(
    {
      zone,
      actions,
      zones,
      admins,
      booking: {
        ...booking,
        booked: shownTime(booking.createdAt, zone),
        requested: clocks(booking.requestedStart),
        scheduled: booking.scheduledStart ? clocks(booking.scheduledStart) : null,
        changeRequestedAt: shownTime(booking.changeRequestedAt, zone),
        converted: shownTime(booking.convertedAt, zone),
      },
      schedule: {
        startLocal: localInputValue(start, zone),
        zone,
        durationMinutes: booking.durationMinutes ?? DEMO_MINUTES,
        meetingLink: booking.meetingLink ?? "",
        assigneeId: booking.assigneeId ?? user.id,
      },
      history: history.map((h) => ({
        id: h.id,
        ...historyWords(h.action, h.actor),
        at: shownTime(h.createdAt, zone),
        detail: readable(describeDetail(h.detail)),
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const fields = await readForm(args.request);
  return handleBookingIntent(user, args, fields);
}

export default function BookingDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, actions, zone, zones, admins, schedule, history } = loaderData;
  const pageResult = actionData && "intent" in actionData ? actionData : null;
  const can = (a: string) => (actions as readonly string[]).includes(a);
  return (
    <>
      <PageHeader
        title={`Demo for ${booking.contactName || "a deleted account"}`}
        back={{ to: "/admin/bookings", label: "Demo bookings" }}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <BookingStatusBadge status={booking.status} converted={booking.converted !== null} />
            <span className="wrap-anywhere">{booking.subject}</span>
          </span>
        }
      />
      <div className="grid gap-6">
        {booking.changeRequest ? (
          <ChangeRequest text={booking.changeRequest} at={booking.changeRequestedAt} />
        ) : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <DemoSchedule s={booking} zone={zone} />
          <BookingFacts booking={booking} />
        </div>
        {can("confirm") || can("reschedule") ? (
          <ScheduleForm
            // A saved change resets the form to the booking's new state; a newly learnt zone
            // (the layout's first visit) re-reads the start on the admin's clock.
            key={`schedule-${booking.version}-${zone}`}
            intent={can("confirm") ? "confirm" : "reschedule"}
            version={booking.version}
            defaults={schedule}
            zones={zones}
            adminZone={zone}
            bookerZone={booking.timeZone}
            admins={admins}
            pageResult={pageResult}
          />
        ) : null}
        <OutcomeActions actions={actions} version={booking.version} pageResult={pageResult} />
        {can("convert") ? (
          <ConvertAction
            version={booking.version}
            email={booking.email}
            hasAccount={booking.account !== null}
            courseTitle={booking.course?.title ?? null}
            pageResult={pageResult}
          />
        ) : null}
        {can("cancel") ? (
          <CancelForm
            key={`cancel-${booking.version}`}
            version={booking.version}
            pageResult={pageResult}
          />
        ) : null}
        <NotesForm
          key={`notes-${booking.version}`}
          notes={booking.internalNotes ?? ""}
          version={booking.version}
          pageResult={pageResult}
        />
        <BookingHistory entries={history} />
      </div>
    </>
  );
}
