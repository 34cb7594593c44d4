// The one writer of iCalendar files (RFC 5545); every calendar file the site makes (the
// booking mails' attachments, the "Add to calendar" downloads) goes through calendarFile.
// Names and subjects come from visitors, so every value is escaped by its kind: a TEXT value
// escapes \ ; , and line breaks; a parameter value is always quoted and loses what a quoted
// value cannot hold (a DQUOTE or any control character), so `ATTENDEE;CN="…"` can never be
// closed early and make a strict client read an attacker's address (issue 23 item 5).

/** Line breaks of every kind: CRLF, CR, LF, NEL, and the Unicode line and paragraph separators. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** Control characters RFC 5545 allows in no value (HTAB is allowed in TEXT and parameters). */
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, breaks as \n. */
export function textValue(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(LINE_BREAK, "\\n")
    .replace(CONTROL, "");
}

/**
 * A quoted parameter value (RFC 5545 §3.1: QSAFE-CHAR is any character but a control or
 * DQUOTE). A double quote becomes an apostrophe, a line break a space; other controls go.
 * Quoting makes ; : and , plain text inside it.
 */
export function paramValue(value: string): string {
  const safe = value.replace(/"/g, "'").replace(LINE_BREAK, " ").replace(CONTROL, "");
  return `"${safe}"`;
}

/** A URI value (mailto:, https:): it can hold no control or white space, so those go. */
export function uriValue(value: string): string {
  return value.replace(/[\s\u0000-\u001f\u007f\u0085\u2028\u2029]/g, "");
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF and a space before each
 * continuation. Breaks fall between characters, never inside a UTF-8 sequence or a
 * surrogate pair.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // The first line holds 75 octets; each continuation holds 74 after its leading space.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** `20261201T100000Z` */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEventInput {
  uid: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
  url: string;
  status: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
  organizer: CalendarPerson;
  attendees?: (CalendarPerson & { partstat: "ACCEPTED"; role: "REQ-PARTICIPANT" })[];
}

/** One VEVENT's lines (unfolded). */
function eventLines(event: CalendarEventInput, now: Date): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${textValue(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DURATION:PT${Math.round(event.durationMinutes)}M`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `SUMMARY:${textValue(event.title)}`,
    `DESCRIPTION:${textValue(event.description)}`,
    `LOCATION:${textValue(event.location)}`,
    `URL:${uriValue(event.url)}`,
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${uriValue(event.organizer.email)}`,
    ...(event.attendees ?? []).map(
      (a) =>
        `ATTENDEE;CN=${paramValue(a.name)};ROLE=${a.role};PARTSTAT=${a.partstat};RSVP=FALSE:mailto:${uriValue(a.email)}`,
    ),
    "END:VEVENT",
  ];
}

/** A whole VCALENDAR with one VEVENT, CRLF line ends, every line folded. */
export function calendarFile(input: {
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  productId: string;
  event: CalendarEventInput;
  /** The file's own time (DTSTAMP); now unless a test fixes it. */
  now?: Date;
}): string {
  return calendarFileOf({ ...input, events: [input.event] });
}

/**
 * A VCALENDAR with any number of VEVENTs (none is valid too): a subscribed feed, or a mail
 * about several classes (app/.server/classes/calendar.ts). `name` is the feed's display name.
 */
export function calendarFileOf(input: {
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  productId: string;
  events: readonly CalendarEventInput[];
  name?: string;
  now?: Date;
}): string {
  const now = input.now ?? new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `PRODID:${textValue(input.productId)}`,
    `METHOD:${input.method}`,
    ...(input.name ? [`X-WR-CALNAME:${textValue(input.name)}`] : []),
    ...input.events.flatMap((e) => eventLines(e, now)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
