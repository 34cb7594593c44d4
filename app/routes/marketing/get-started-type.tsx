import { Link, redirect } from "react-router";
import { BookingForm } from "~/components/booking/booking-form";
import { Logo } from "~/components/layout/logo";
import { useSite } from "~/hooks/use-site";
import { Island, type IslandsHandle } from "~/islands/island";
import { readForm, runCallableForm } from "~/.server/kit/form-action";
import { listCourses } from "~/.server/courses/queries";
import { AUDIENCE_CARDS, isAudienceType } from "~/lib/audiences";
import { bookingPayload, moveSlotError } from "~/lib/booking-form-values";
import { seo } from "~/lib/meta";
import { listTimeZones } from "~/lib/time-slots";
import type { Route } from "./+types/get-started-type";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isAudienceType(params.type)) throw redirect("/not-found");
  const courses = (await listCourses(context.services.db)).map((c) => ({
    slug: c.slug,
    title: c.title,
  }));
  const prefill = new URL(request.url).searchParams.get("course");
  return {
    type: params.type,
    courses,
    prefillCourse: courses.some((c) => c.slug === prefill) ? prefill : null,
    timeZones: listTimeZones(),
  };
}

/** The no-JavaScript path: the same callable, through the same runner, as the browser's call. */
export async function action(args: Route.ActionArgs) {
  const { params, context } = args;
  if (!isAudienceType(params.type)) throw redirect("/not-found");
  const courses = (await listCourses(context.services.db)).map((c) => ({
    slug: c.slug,
    title: c.title,
  }));
  const values = await readForm(args.request);
  const input = bookingPayload(values, params.type, courses);
  const cookies: string[] = [];
  const outcome = await runCallableForm(args, "bookDemoSession", input, {
    setCookies: (list) => cookies.push(...list),
    placeErrors: moveSlotError,
    values,
  });
  if (!outcome.ok) return outcome.answer;
  const headers = new Headers();
  for (const c of cookies) headers.append("set-cookie", c);
  const { receipt } = outcome.result as { receipt: string };
  return redirect(`/demo-confirmation?r=${encodeURIComponent(receipt)}`, { headers });
}

/**
 * Served as islands (docs/decisions/0061-catalogue-and-booking-as-islands.md): the booking form is an island
 * that wakes when the visitor uses it; the rest of the page is server HTML.
 */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches, data: d }) => {
  const card = AUDIENCE_CARDS.find((c) => c.type === d?.type);
  return seo(matches, {
    title: `Book your free demo class${card ? ` — ${card.title}` : ""}`,
    description:
      "Choose a subject and a time in your own time zone, and meet a Learnova teacher live in a free demo class.",
    path: d ? `/get-started/${d.type}` : undefined,
  });
};

export default function GetStartedType({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const card = AUDIENCE_CARDS.find((c) => c.type === loaderData.type)!;
  const form = {
    type: loaderData.type,
    courses: loaderData.courses,
    prefillCourse: loaderData.prefillCourse,
    timeZones: loaderData.timeZones,
    pageResult: actionData ?? null,
  };
  return (
    <div className="flex flex-1 flex-col bg-gradient-to-br from-brand-50 via-white to-saffron-50">
      <div className="container-page flex items-center justify-between py-6">
        <Logo name={site.name} />
        <Link to="/get-started" className="text-sm font-semibold text-brand-800 underline">
          ← Choose another option
        </Link>
      </div>
      {/* minmax(0, …): the columns must not grow to their content's width (a long select option
          would widen the page past a phone's screen). */}
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <p className="text-sm font-bold tracking-wider text-saffron-700 uppercase">
            {card.title}
          </p>
          <h1 className="mt-2 text-4xl">Book your free demo class</h1>
          <p className="mt-4 text-lg text-muted">{card.text}</p>
          <ol className="mt-8 grid gap-4 text-ink">
            {[
              "Choose a subject and a time that suits you.",
              "A teacher confirms by e-mail with the joining link.",
              "Meet live for 30 minutes — no payment, no obligation.",
            ].map((step, i) => (
              <li key={step} className="flex gap-3">
                <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {i + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-card bg-white p-4 shadow-card min-[400px]:p-6 sm:p-8">
          <Island name="booking-form" props={form}>
            <BookingForm {...form} />
          </Island>
        </div>
      </div>
    </div>
  );
}
