import { CohortForm } from "~/components/admin/classes/cohort-form";
import { PageHeader } from "~/components/admin/page-header";
import { SectionCard } from "~/components/admin/users/section-card";
import { handleCohortCreate } from "~/.server/classes/actions-admin";
import { classOptions } from "~/.server/classes/queries-admin";
import { readForm } from "~/.server/kit/form-action";
import { adminZone } from "~/.server/kit/zone";
import { requireAdmin } from "~/.server/platform/session";
import { dayIn } from "~/lib/admin/weeks";
import { listTimeZones } from "~/lib/time-slots";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "New class group | Admin Panel" }];

/** A new class group for a course (docs/classes.md "Admin pages"); it starts as a draft. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const options = await classOptions(args.context.services.db);
  const zone = adminZone(args.request);
  const course = new URL(args.request.url).searchParams.get("course") ?? "";
  return {
    zone,
    today: dayIn(new Date(), zone),
    zones: listTimeZones(),
    courseId: options.courses.some((c) => c.id === course) ? course : "",
    courses: options.courses.map((c) => ({ value: c.id, label: c.title })),
    teachers: options.teachers.map((t) => ({ value: t.id, label: `${t.name} (${t.email})` })),
  };
}

export async function action(args: Route.ActionArgs) {
  const admin = requireAdmin(args);
  const fields = await readForm(args.request);
  return handleCohortCreate(admin, args.context.services, fields);
}

export default function NewCohort({ loaderData, actionData }: Route.ComponentProps) {
  const { zone, today, zones, courses, teachers, courseId } = loaderData;
  return (
    <>
      <PageHeader
        title="New class group"
        back={{ to: "/admin/classes", label: "Classes" }}
        description="A group starts as a draft: add its series of classes and members, then open it."
      />
      <SectionCard id="details" title="Details">
        <CohortForm
          mode="create"
          defaults={{
            courseId,
            name: "",
            anchorZone: zone,
            capacity: 12,
            startDate: today,
            leadTeacherId: "",
            assistantTeacherIds: [],
            defaultMeetingUrl: "",
          }}
          courses={courses}
          teachers={teachers}
          zones={zones}
          pageResult={actionData}
        />
      </SectionCard>
    </>
  );
}
