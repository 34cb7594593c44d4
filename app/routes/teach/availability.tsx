import type { ReactNode } from "react";
import { data, Form } from "react-router";
import { FormError } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { readForm } from "~/.server/kit/form-action";
import { adminZone } from "~/.server/kit/zone";
import { requireTeacher } from "~/.server/platform/session";
import { availabilityAction } from "~/.server/teaching/actions";
import { availabilityPage } from "~/.server/teaching/availability-page";
import type { FormResult } from "~/lib/form-result";
import { pageMeta } from "~/lib/meta";
import type { z } from "~/lib/schemas/zod";
import {
  availabilityWindowSchema,
  teacherZoneSchema,
  timeOffSchema,
  WEEKDAY_LABEL,
  WEEKDAYS,
} from "~/lib/schemas/teaching";
import type { Route } from "./+types/availability";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Availability | Teaching", "When you can teach, and your time off."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const user = requireTeacher(args);
  const page = await availabilityPage(args.context.services.db, user.id, adminZone(args.request));
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action(args: Route.ActionArgs) {
  const user = requireTeacher(args);
  const fields = await readForm(args.request);
  return availabilityAction({
    services: args.context.services,
    user,
    request: args.request,
    fields,
    fallbackZone: adminZone(args.request),
  });
}

type PageResult = FormResult | null;
const card = "rounded-card bg-white p-5 shadow-card sm:p-6";
const WEEKDAY_OPTIONS = WEEKDAYS.map((d) => ({ value: String(d), label: WEEKDAY_LABEL[d] }));

function ZoneForm({
  zone,
  zones,
  pageResult,
}: {
  zone: string;
  zones: string[];
  pageResult: PageResult;
}) {
  const { fetcher, formRef, onSubmit, busy, field, sentChoice, formError } = useForm({
    schema: teacherZoneSchema,
    intent: "zone",
    pageResult,
  });
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Time zone"
      className="grid content-start gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end"
    >
      <input type="hidden" name="intent" value="zone" />
      <FormError message={formError} />
      <SelectField
        label="Your time zone"
        name="timeZone"
        options={zones.map((z) => ({ value: z, label: z }))}
        key={zone}
        defaultValue={sentChoice("timeZone", zones) ?? zone}
        error={field("timeZone").error}
      />
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Saving..." : "Save time zone"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/**
 * One of the page's "add" forms: its own fetcher by intent (so one form's answer never shows in
 * another), checked with the server's schema first, a plain post without JavaScript.
 */
function AddForm({
  intent,
  title,
  schema,
  pageResult,
  className,
  submit,
  children,
}: {
  intent: string;
  title: string;
  schema: z.ZodType;
  pageResult: PageResult;
  className: string;
  submit: [label: string, busy: string];
  children: (form: ReturnType<typeof useForm>) => ReactNode;
}) {
  const form = useForm({ schema, intent, pageResult });
  const { fetcher, formRef, onSubmit, busy, formError } = form;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      className={`mt-5 grid gap-3 border-t border-brand-100 pt-5 ${className}`}
    >
      <input type="hidden" name="intent" value={intent} />
      <h3 className="col-span-full text-base font-semibold">{title}</h3>
      {formError ? (
        <div className="col-span-full">
          <FormError message={formError} />
        </div>
      ) : null}
      {children(form)}
      <div className="col-span-full">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? submit[1] : submit[0]}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function AddWindowForm({ pageResult }: { pageResult: PageResult }) {
  return (
    <AddForm
      intent="addWindow"
      title="Add a window"
      schema={availabilityWindowSchema}
      pageResult={pageResult}
      className="sm:grid-cols-3"
      submit={["Add window", "Adding..."]}
    >
      {({ field, sent, sentChoice }) => (
        <>
          <SelectField
            label="Day"
            name="weekday"
            options={WEEKDAY_OPTIONS}
            defaultValue={
              sentChoice(
                "weekday",
                WEEKDAY_OPTIONS.map((o) => o.value),
              ) ?? "1"
            }
            error={field("weekday").error}
          />
          <TextField
            label="From (HH:MM)"
            {...field("start")}
            inputMode="numeric"
            autoComplete="off"
            placeholder="09:00"
            defaultValue={sent("start") ?? ""}
          />
          <TextField
            label="To (HH:MM)"
            {...field("end")}
            inputMode="numeric"
            autoComplete="off"
            placeholder="13:00"
            defaultValue={sent("end") ?? ""}
          />
        </>
      )}
    </AddForm>
  );
}

function AddTimeOffForm({ pageResult }: { pageResult: PageResult }) {
  return (
    <AddForm
      intent="addTimeOff"
      title="Add time off"
      schema={timeOffSchema}
      pageResult={pageResult}
      className="sm:grid-cols-2"
      submit={["Add time off", "Adding..."]}
    >
      {({ field, sent }) => (
        <>
          <TextField
            label="From"
            type="datetime-local"
            {...field("from")}
            defaultValue={sent("from") ?? ""}
          />
          <TextField
            label="To"
            type="datetime-local"
            {...field("to")}
            defaultValue={sent("to") ?? ""}
          />
          <TextField
            label="Reason (optional)"
            {...field("reason")}
            className="sm:col-span-2"
            maxLength={200}
            defaultValue={sent("reason") ?? ""}
          />
        </>
      )}
    </AddForm>
  );
}

/** A row's delete button: a plain post, so it works without JavaScript. */
function DeleteButton({ intent, id, label }: { intent: string; id: string; label: string }) {
  return (
    <Form method="post" className="shrink-0">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="compact" variant="ghost" aria-label={label}>
        Delete
      </Button>
    </Form>
  );
}

export default function TeachAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const { zone, zoneSaved, zones, days, timeOff } = loaderData;
  const pageResult = (actionData ?? null) as PageResult;
  const deleteError =
    pageResult && !pageResult.ok && pageResult.intent?.startsWith("delete")
      ? pageResult.formError
      : undefined;
  return (
    <>
      <h1 className="text-3xl">Availability</h1>
      <p className="mt-2 text-muted">
        The school schedules your classes inside these windows and never in your time off. Times are
        on your clock, <strong className="text-ink">{zone}</strong>
        {zoneSaved ? "" : " (not saved yet)"}.
      </p>
      {deleteError ? (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          {deleteError}
        </p>
      ) : null}

      <section aria-labelledby="zone-heading" className={`mt-6 ${card}`}>
        <h2 id="zone-heading" className="text-xl">
          Time zone
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">
          Your windows stay at the same hours on your clock when you change it.
        </p>
        <ZoneForm zone={zone} zones={zones} pageResult={pageResult} />
      </section>

      <section aria-labelledby="windows-heading" className={`mt-6 ${card}`}>
        <h2 id="windows-heading" className="text-xl">
          Weekly windows
        </h2>
        <ul className="mt-4 grid gap-3" aria-label="Weekly windows">
          {days.map((d) => (
            <li key={d.weekday} className="grid gap-1 sm:grid-cols-[8rem_minmax(0,1fr)]">
              <span className="font-semibold text-brand-950">{d.label}</span>
              {d.windows.length === 0 ? (
                <span className="text-sm text-muted">Not available</span>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {d.windows.map((w) => (
                    <li
                      key={w.id}
                      className="flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50/60 pl-3"
                    >
                      <span className="text-sm whitespace-nowrap">{w.text}</span>
                      <DeleteButton
                        intent="deleteWindow"
                        id={w.id}
                        label={`Delete ${d.label} ${w.text}`}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <AddWindowForm pageResult={pageResult} />
      </section>

      <section aria-labelledby="time-off-heading" className={`mt-6 ${card}`}>
        <h2 id="time-off-heading" className="text-xl">
          Time off
        </h2>
        {timeOff.length === 0 ? (
          <p className="mt-3 text-muted">No time off planned.</p>
        ) : (
          <ul className="mt-4 grid gap-2" aria-label="Time off">
            {timeOff.map((t) => (
              <li
                key={t.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-100 p-3"
              >
                <div className="min-w-0">
                  <p className="text-sm">
                    <time dateTime={t.from.iso}>{t.from.text}</time> to{" "}
                    <time dateTime={t.to.iso}>{t.to.text}</time>
                  </p>
                  {t.reason ? <p className="text-sm wrap-anywhere text-muted">{t.reason}</p> : null}
                </div>
                <DeleteButton
                  intent="deleteTimeOff"
                  id={t.id}
                  label={`Delete time off from ${t.from.text}`}
                />
              </li>
            ))}
          </ul>
        )}
        <AddTimeOffForm pageResult={pageResult} />
      </section>
    </>
  );
}
