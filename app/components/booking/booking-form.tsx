import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Form, useNavigate } from "react-router";
import { EmailField } from "~/components/forms/email-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { Button } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";
import type { AudienceType } from "~/lib/audiences";
import { parseWith, type FieldErrors } from "~/lib/forms";
import { bookDemoSession } from "~/lib/functions";
import { FunctionsError } from "~/lib/functions-client";
import { BOARDS, bookingSchema, GRADES } from "~/lib/schemas/booking";
import { bookingPayload, moveSlotError } from "~/lib/booking-form-values";
import { canonicalTimeZone, daySlots, SLOT_MAX_DAYS } from "~/lib/time-slots";

export const NOT_SURE = "Not sure yet — please advise";

interface BookingFormProps {
  type: AudienceType;
  courses: { slug: string; title: string }[];
  prefillCourse: string | null;
  timeZones: string[];
  serverErrors?: FieldErrors;
}

/** "2026-12-01": the calendar date of an instant in a zone. */
function todayIn(timeZone: string, instant = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
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
  serverErrors,
}: BookingFormProps) {
  const navigate = useNavigate();
  const [timeZone, setTimeZone] = useState("UTC");
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const slots = useMemo(() => daySlots(), []);
  const prefillTitle = courses.find((c) => c.slug === prefillCourse)?.title;

  useEffect(() => {
    const detected = canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
    // Only a zone the list offers: the select must show (and send) what the state holds.
    if (timeZones.includes(detected)) setTimeZone(detected);
    // Once, on mount: a later revalidation must not undo the visitor's own choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const minDate = todayIn(timeZone);
  const maxDate = todayIn(timeZone, new Date(Date.now() + SLOT_MAX_DAYS * 86_400_000));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]),
    );
    const parsed = parseWith(bookingSchema, bookingPayload(fields, type, courses));
    if (!parsed.ok) {
      // Rendered now, so the first field with a problem is marked before focus moves to it.
      flushSync(() => setErrors(moveSlotError(parsed.errors)));
      document.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      const result = await bookDemoSession(parsed.data);
      await navigate(`/demo-confirmation?booking=${result.bookingId}&t=${result.token}`);
    } catch (error) {
      if (error instanceof FunctionsError) setErrors(moveSlotError(error.fieldErrors));
      toast({
        title: "Error",
        description: error instanceof Error ? error.message : "Failed to book demo session",
        variant: "destructive",
      });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

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
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-label="Book your free demo class"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-950">
          {type === "parent" ? "About you and your child" : "About you"}
        </legend>
        <TextField
          label={type === "parent" ? "Your name" : "Name"}
          name="contactName"
          autoComplete="name"
          error={errors.contactName}
        />
        {type === "parent" ? (
          <TextField label="Child's name" name="learnerName" error={errors.learnerName} />
        ) : null}
        {type !== "professional" ? (
          <>
            <SelectField
              label={type === "parent" ? "Child's grade" : "Grade"}
              name="grade"
              options={gradeOptions}
              error={errors.grade}
              defaultValue=""
            />
            <SelectField
              label="Board (optional)"
              name="board"
              options={boardOptions}
              defaultValue=""
            />
          </>
        ) : (
          <TextField
            label="Your goal"
            name="goal"
            placeholder="e.g. Business German for a new role"
            className="sm:col-span-2"
            error={errors.goal}
          />
        )}
        <EmailField error={errors.email} />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          error={errors.phone}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-950">Your demo class</legend>
        <SelectField
          label={type === "professional" ? "Preferred language or topic" : "Subject of interest"}
          name="subject"
          className="sm:col-span-2"
          defaultValue={prefillTitle ?? ""}
          error={errors.subject}
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
          error={errors.date}
        />
        <SelectField
          label="Time slot"
          name="time"
          defaultValue="17:00"
          options={slots.map((s) => ({ value: s, label: s }))}
        />
        <SelectField
          label="Your time zone"
          name="timeZone"
          className="sm:col-span-2"
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          error={errors.timeZone}
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
          error={errors.notes}
        />
      </fieldset>

      <fieldset className="grid gap-2 rounded-2xl bg-brand-50 p-5">
        <legend className="sr-only">Create an account</legend>
        <TextField
          label="Create a password (optional)"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`Also creates your ${type} account with this e-mail, so you can follow your classes. At least 8 characters.`}
          error={errors.password}
        />
      </fieldset>

      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-fit">
        {submitting ? "Booking..." : "Book my free demo class"}
      </Button>
    </Form>
  );
}
