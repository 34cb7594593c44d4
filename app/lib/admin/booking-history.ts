// A booking's history as the admin reads it: the audit log's action names as words, and who
// acted. An entry without an actor was made by the booker through their manage link.

const WHAT: Record<string, string> = {
  confirm: "Confirmed",
  reschedule: "Rescheduled",
  cancel: "Cancelled",
  complete: "Marked completed",
  "no-show": "Marked no-show",
  convert: "Converted to an enrolment",
  notes: "Internal notes changed",
  "booker-cancel": "Cancelled by the booker",
  "change-request": "Another time asked for",
  "request-change": "Another time asked for",
};

/** "booking.no-show" → "Marked no-show"; an action we have no words for, readably. */
export function historyAction(action: string): string {
  const name = action.replace(/^booking\./, "");
  if (Object.hasOwn(WHAT, name)) return WHAT[name];
  const words = name.replace(/[._-]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}

export function historyWords(
  action: string,
  actor: { name: string | null; email: string | null } | null,
): { what: string; who: string } {
  return {
    what: historyAction(action),
    who: actor === null ? "The booker" : (actor.name ?? actor.email ?? "A deleted admin"),
  };
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A changed field's value as the admin reads it: an instant on their clock, an admin's id as
 * their name; anything else as the audit log stored it.
 */
export function historyValue(
  field: string,
  value: string,
  words: { time: (iso: string) => string; person: (id: string) => string | undefined },
): string {
  if (ISO_INSTANT.test(value)) return words.time(value);
  if (field === "assigneeId") return words.person(value) ?? value;
  return value;
}
