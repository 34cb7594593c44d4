import { useEffect, useMemo, useRef, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { EmailField } from "~/components/forms/email-field";
import { FormError } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import { toast } from "~/hooks/use-toast";
import type { AudienceType } from "~/lib/audiences";
import { formFailure, type FormResult } from "~/lib/form-result";
import { bookDemoSession } from "~/lib/functions";
import { FunctionsError } from "~/lib/functions-client";
import { BOARDS, bookingSchema, GRADES, type BookingInput } from "~/lib/schemas/booking";
import { bookingPayload, moveSlotError } from "~/lib/booking-form-values";
import { canonicalTimeZone, daySlots, detectedZone } from "~/lib/time-slots";
import { bookableDates, setBookableDates, ZONE_SHOWN } from "./booking-zone";

export const NOT_SURE = "Not sure yet — please advise";

interface BookingFormProps {
  type: AudienceType;
  courses: { slug: string; title: string }[];
  prefillCourse: string | null;
  timeZones: string[];
  /** The page action's answer to a post made without JavaScript. */
  pageResult?: FormResult | null;
}

/**
 * The demo-class form. Date and slot are chosen in the visitor's own time zone (detected, and
 * changeable) and sent as a UTC instant with the zone's name.
 */
export function BookingForm({
  type,
  courses,
  prefillCourse,
  timeZones,
  pageResult,
}: BookingFormProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const slots = useMemo(() => daySlots(), []);
  const prefillTitle = courses.find((c) => c.slug === prefillCourse)?.title;
  const { formRef, onSubmit, busy, field, sent, sentChoice, formError } = useForm({
    schema: bookingSchema,
    pageResult,
    toInput: (values) => bookingPayload(values, type, courses),
    placeErrors: moveSlotError,
    async send(data) {
      try {
        const result = await bookDemoSession(data as BookingInput);
        await navigate(`/demo-confirmation?r=${encodeURIComponent(result.receipt)}`);
      } catch (error) {
        toast({
          title: "Error",
          description: error instanceof Error ? error.message : "Failed to book demo session",
          variant: "destructive",
        });
        return formFailure(error instanceof FunctionsError ? error.fieldErrors : {});
      }
    },
  });

  // A refused post's zone only when the list offers it (its canonical name): anything else falls
  // back to UTC, and the field's message says the sent one was not recognised.
  const sentZone = sentChoice("timeZone", timeZones, canonicalTimeZone);
  const [timeZone, setTimeZone] = useState(sentZone ?? "UTC");
  const zoneError =
    field("timeZone").error ??
    (sent("timeZone") !== undefined && !sentZone
      ? "Your time zone is not recognised. Choose it from the list."
      : undefined);
  const zoneSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const select = zoneSelect.current;
    // Served as an island that wakes when used (app/routes/marketing/get-started-type.tsx), the
    // page's script may have shown the detected zone already (./booking-zone.ts), and the visitor
    // may have picked one before this code arrived: what the select shows then is meant.
    const shown = select?.value;
    const picked =
      shown !== undefined &&
      timeZones.includes(shown) &&
      (select?.dataset[ZONE_SHOWN] !== undefined ||
        shown !== [...(select?.options ?? [])].find((o) => o.defaultSelected)?.value);
    const zone = picked ? shown : sentZone ? null : detectedZone(timeZones);
    if (!zone) return;
    setTimeZone(zone);
    // React knows the date field's bounds it rendered, not those the page's script wrote.
    if (select?.form) setBookableDates(select.form, zone);
    // Once, on mount: a later revalidation must not undo the visitor's own choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { min: minDate, max: maxDate } = bookableDates(timeZone);

  const gradeOptions = [
    { value: "", label: "Choose a grade" },
    ...GRADES.map((g) => ({ value: g, label: g })),
  ];
  const boardOptions = [
    { value: "", label: "Not sure / other" },
    ...BOARDS.map((b) => ({ value: b, label: b })),
  ];

  return (
    <Form
      ref={formRef}
      id="book"
      // Without JavaScript the answer scrolls back to the form (its messages are here).
      action={`${pathname}${search}#book`}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-label="Book your free demo class"
    >
      <FormError message={formError} />
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-950">
          {type === "parent" ? "About you and your child" : "About you"}
        </legend>
        <TextField
          label={type === "parent" ? "Your name" : "Name"}
          name="contactName"
          autoComplete="name"
          defaultValue={sent("contactName")}
          error={field("contactName").error}
        />
        {type === "parent" ? (
          <TextField
            label="Child's name"
            name="learnerName"
            defaultValue={sent("learnerName")}
            error={field("learnerName").error}
          />
        ) : null}
        {type !== "professional" ? (
          <>
            <SelectField
              label={type === "parent" ? "Child's grade" : "Grade"}
              name="grade"
              options={gradeOptions}
              error={field("grade").error}
              defaultValue={sentChoice("grade", GRADES) ?? ""}
            />
            <SelectField
              label="Board (optional)"
              name="board"
              options={boardOptions}
              defaultValue={sentChoice("board", BOARDS) ?? ""}
              error={field("board").error}
            />
          </>
        ) : (
          <TextField
            label="Your goal"
            name="goal"
            placeholder="e.g. Business German for a new role"
            className="sm:col-span-2"
            defaultValue={sent("goal")}
            error={field("goal").error}
          />
        )}
        <EmailField defaultValue={sent("email")} error={field("email").error} />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          defaultValue={sent("phone")}
          error={field("phone").error}
        />
      </fieldset>

      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-950">Your demo class</legend>
        <SelectField
          label={type === "professional" ? "Preferred language or topic" : "Subject of interest"}
          name="subject"
          className="sm:col-span-2"
          defaultValue={
            sentChoice("subject", [...courses.map((c) => c.title), NOT_SURE]) ?? prefillTitle ?? ""
          }
          error={field("subject").error}
          options={[
            { value: "", label: "Choose a course" },
            ...courses.map((c) => ({ value: c.title, label: c.title })),
            { value: NOT_SURE, label: NOT_SURE },
          ]}
        />
        <TextField
          label="Preferred date"
          name="date"
          type="date"
          min={minDate}
          max={maxDate}
          defaultValue={sent("date")}
          error={field("date").error}
        />
        <SelectField
          label="Time slot"
          name="time"
          defaultValue={sentChoice("time", slots) ?? "17:00"}
          options={slots.map((s) => ({ value: s, label: s }))}
          error={field("time").error}
        />
        <SelectField
          label="Your time zone"
          name="timeZone"
          ref={zoneSelect}
          className="sm:col-span-2"
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          error={zoneError}
          options={timeZones.map((z) => ({ value: z, label: z.replaceAll("_", " ") }))}
        />
        <p className="-mt-2 text-sm text-muted sm:col-span-2">
          Slots are every half hour from 08:00 to 20:00 in the time zone above; we'll confirm by
          e-mail.
        </p>
        <TextareaField
          label="Anything we should know? (optional)"
          name="notes"
          rows={3}
          className="sm:col-span-2"
          defaultValue={sent("notes")}
          error={field("notes").error}
        />
      </fieldset>

      <fieldset className="grid min-w-0 gap-2 rounded-2xl bg-brand-50 p-5">
        <legend className="sr-only">Create an account</legend>
        <TextField
          label="Create a password (optional)"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`Also creates your ${type} account with this e-mail, so you can follow your classes. At least 8 characters.`}
          error={field("password").error}
        />
      </fieldset>

      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-fit">
        {busy ? "Booking..." : "Book my free demo class"}
      </Button>
    </Form>
  );
}
