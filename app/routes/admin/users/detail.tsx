import { data, redirect } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { BookingsSection, MessagesSection } from "~/components/admin/users/activity-section";
import { DeleteUser } from "~/components/admin/users/delete-user";
import { EnrolmentsSection } from "~/components/admin/users/enrolments-section";
import { ProfileSection } from "~/components/admin/users/profile-section";
import { SessionsSection } from "~/components/admin/users/sessions-section";
import { handleUserIntent } from "~/.server/admin/user-actions";
import { adminZone } from "~/.server/admin/zone";
import { readForm } from "~/.server/form-action";
import {
  enrollmentOwner,
  getUserDetail,
  listEnrollableCourses,
  listUserBookings,
  listUserEnrollments,
  listUserMessages,
  listUserSessions,
} from "~/.server/repos/admin-users";
import { ALLOWED_TRANSITIONS } from "~/.server/repos/enrollments";
import { requireAdmin } from "~/.server/session";
import { shownTime } from "~/lib/admin/time";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.user.name ?? "User"} | Admin Panel` },
];

/**
 * One user (docs/admin.md §5, §6): profile, enrolments, bookings, messages and sessions. The audit
 * log names enrolments by their own id; such an address leads to the learner's page.
 */
export async function loader(args: Route.LoaderArgs) {
  const admin = requireAdmin(args);
  const { services } = args.context;
  const { db } = services;
  const id = args.params.id;
  const user = await getUserDetail(db, id);
  if (!user) {
    const owner = await enrollmentOwner(db, id);
    if (owner) throw redirect(`/admin/users/${encodeURIComponent(owner)}#enrolments`);
    throw data("This account does not exist, or it was deleted.", { status: 404 });
  }
  const isSelf = user.id === admin.id;
  const current = isSelf
    ? (await services.auth.api.getSession({ headers: args.request.headers }))?.session.id
    : undefined;
  const [enrollments, courses, bookings, messages, sessions] = await Promise.all([
    listUserEnrollments(db, id),
    listEnrollableCourses(db),
    listUserBookings(db, user),
    listUserMessages(db, user),
    listUserSessions(db, id, current),
  ]);
  const zone = adminZone(args.request);
  const time = (iso: string) => shownTime(iso, zone);
  // A course they are enrolled in (and not cancelled) is not offered again.
  const active = new Set(
    enrollments.filter((e) => e.status !== "cancelled").map((e) => e.courseId),
  );
  const { createdAt, ...profile } = user;
  return data(
    {
      user: { ...profile, joined: time(createdAt) },
      isSelf,
      enrollments: enrollments.map((e) => ({
        id: e.id,
        status: e.status,
        version: e.version,
        courseTitle: e.courseTitle,
        courseSlug: e.courseSlug,
        enrolled: time(e.createdAt),
        changed: time(e.updatedAt),
        next: [...ALLOWED_TRANSITIONS[e.status]],
      })),
      courses: courses.filter((c) => !active.has(c.id)).map((c) => ({ id: c.id, title: c.title })),
      bookings: {
        total: bookings.total,
        rows: bookings.rows.map((b) => ({
          id: b.id,
          status: b.status,
          subject: b.subject,
          requested: time(b.requestedStart),
          made: time(b.createdAt),
        })),
      },
      messages: {
        total: messages.total,
        rows: messages.rows.map((m) => ({
          id: m.id,
          status: m.status,
          excerpt: m.excerpt,
          received: time(m.createdAt),
        })),
      },
      sessions: sessions.map((s) => ({
        id: s.id,
        created: time(s.createdAt),
        lastActive: time(s.lastActiveAt),
        ipAddress: s.ipAddress,
        userAgent: s.userAgent,
        current: s.current,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  const admin = requireAdmin(args);
  return handleUserIntent({
    services: args.context.services,
    admin,
    request: args.request,
    userId: args.params.id,
    fields: await readForm(args.request),
  });
}

export default function UserDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { user, isSelf, enrollments, courses, bookings, messages, sessions } = loaderData;
  const pageResult = actionData && "intent" in actionData ? actionData : null;
  return (
    <>
      <PageHeader
        title={user.name}
        back={{ to: "/admin/users", label: "Users" }}
        description={<span className="break-all">{user.email}</span>}
      />
      <div className="grid gap-6">
        <ProfileSection user={user} isSelf={isSelf} pageResult={pageResult} />
        <EnrolmentsSection enrollments={enrollments} courses={courses} pageResult={pageResult} />
        <SessionsSection sessions={sessions} pageResult={pageResult} />
        <div className="grid gap-6 xl:grid-cols-2">
          <BookingsSection bookings={bookings} />
          <MessagesSection messages={messages} />
        </div>
        <DeleteUser user={user} isSelf={isSelf} pageResult={pageResult} />
      </div>
    </>
  );
}
