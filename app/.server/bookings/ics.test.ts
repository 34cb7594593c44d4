import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/support/databases";
import { bookingIcs } from "../repos/bookings";
import { bookingCalendar } from "./calendar";
import { foldLine } from "./ics";
import type { BookingRecord } from "./lifecycle";

// Issue 23 item 5: every calendar file the site makes, read by a strict RFC 5545 content-line
// parser written here (ical.js forgives too much to be the judge), with hostile names.

interface ContentLine {
  name: string;
  params: Record<string, string[]>;
  value: string;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1, strictly: CRLF line ends only; physical lines of at most 75 octets, each valid
 * UTF-8 on its own (a fold never splits a character); continuations start with one space or
 * tab; NAME *(";" param) ":" value, where a parameter value is paramtext or a quoted string
 * (no DQUOTE or control inside), and a value holds no control character but HTAB.
 */
function strictParse(file: string): ContentLine[] {
  expect(file.endsWith("\r\n")).toBe(true);
  expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const physical = file.slice(0, -2).split("\r\n");
  const logical: string[] = [];
  for (const line of physical) {
    const bytes = encoder.encode(line);
    expect(bytes.length, line).toBeLessThanOrEqual(75);
    expect(() => utf8.decode(bytes)).not.toThrow();
    if (line.startsWith(" ") || line.startsWith("\t")) {
      expect(logical.length).toBeGreaterThan(0);
      logical[logical.length - 1] += line.slice(1);
    } else {
      logical.push(line);
    }
  }

  const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;
  return logical.map((line) => {
    const name = /^[A-Za-z0-9-]+/.exec(line)?.[0];
    expect(name, line).toBeTruthy();
    let rest = line.slice(name!.length);
    const params: Record<string, string[]> = {};
    while (rest.startsWith(";")) {
      const param = /^;([A-Za-z0-9-]+)=/.exec(rest);
      expect(param, rest).toBeTruthy();
      rest = rest.slice(param![0].length);
      const values: string[] = [];
      for (;;) {
        const quoted = /^"([^"\u0000-\u0008\u000a-\u001f\u007f]*)"/.exec(rest);

        const plain = /^[^";:,\u0000-\u0008\u000a-\u001f\u007f]*/.exec(rest)!;
        const taken = quoted ?? plain;
        values.push(quoted ? quoted[1] : plain[0]);
        rest = rest.slice(taken[0].length);
        if (!rest.startsWith(",")) break;
        rest = rest.slice(1);
      }
      params[param![1].toUpperCase()] = values;
    }
    expect(rest.startsWith(":"), `${line} → ${rest}`).toBe(true);
    const value = rest.slice(1);
    expect(value, line).not.toMatch(CONTROL);
    return { name: name!.toUpperCase(), params, value };
  });
}

/** A TEXT value, strictly: only \\ \; \, \n \N escapes, no bare ; or , (RFC 5545 §3.3.11). */
function strictText(value: string): string {
  expect(value).not.toMatch(/(^|[^\\])(\\\\)*[;,]/);
  return value.replace(/\\(.)/g, (_, c: string) => {
    expect("\\;,nN").toContain(c);
    return c === "n" || c === "N" ? "\n" : c;
  });
}

const HOSTILE_NAMES = [
  'Mal"lory',
  'x";CN="y":mailto:evil@attacker.example',
  "Semi;colon, comma: colon",
  "Line\r\nATTENDEE:mailto:evil@attacker.example",
  "cr\ronly\nlf",
  "unicode\u2028line\u2029para\u0085nel",
  "tab\there",
  "nul\u0000bell\u0007esc\u001bdel\u007f",
  "back\\slash\\n",
  "Priyá Šrīvāstav 日本語 😀".repeat(12),
  "😀".repeat(60),
  "a".repeat(500),
];

const config = testConfig("sqlite::memory:");

function booking(contactName: string, subject: string): BookingRecord {
  return {
    id: "b1",
    contactName,
    email: "asha@example.com",
    emailKey: "asha@example.com",
    phone: "+91 98765 43210",
    accountType: "parent",
    learnerName: null,
    grade: null,
    board: null,
    goal: null,
    subject,
    courseSlug: null,
    requestedStart: "2026-12-01T12:00:00.000Z",
    timeZone: "Asia/Kolkata",
    notes: null,
    status: "confirmed",
    scheduledStart: "2026-12-01T12:00:00.000Z",
    meetingLink: "https://meet.example.com/x;y,z",
    userId: null,
    createdAt: "2026-11-25T10:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
    version: 1,
    durationMinutes: 45,
    assigneeId: null,
    internalNotes: null,
    cancelReason: null,
    cancelledBy: null,
    manageToken: null,
    changeRequest: null,
    changeRequestedAt: null,
    enrollmentId: null,
    convertedAt: null,
    calendarSequence: 3,
  };
}

/** What a quoted parameter can carry of a name: no DQUOTE, breaks as spaces, no controls. */
const asParam = (name: string) =>
  name
    .replace(/"/g, "'")
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, " ")

    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "");
/** What a TEXT value keeps of a string: breaks become \n, controls go. */
const asText = (text: string) =>
  text
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");

describe("calendar files under a strict RFC 5545 parser", () => {
  for (const name of HOSTILE_NAMES) {
    it(`keeps ${JSON.stringify(name.slice(0, 40))} inside its own parameter and text`, () => {
      for (const method of ["REQUEST", "CANCEL", "PUBLISH"] as const) {
        const file = bookingCalendar(booking(name, name), config, method);
        const lines = strictParse(file);
        const attendees = lines.filter((l) => l.name === "ATTENDEE");
        expect(attendees).toHaveLength(1);
        expect(attendees[0].value).toBe("mailto:asha@example.com");
        expect(attendees[0].params.CN).toEqual([asParam(name)]);
        const organizers = lines.filter((l) => l.name === "ORGANIZER");
        expect(organizers.map((o) => o.value)).toEqual([`mailto:${config.site.email}`]);
        const summary = lines.find((l) => l.name === "SUMMARY")!;
        expect(strictText(summary.value)).toBe(
          asText(`${config.site.name} free demo class: ${name}`),
        );
        expect(lines.filter((l) => l.name === "BEGIN").map((l) => l.value)).toEqual([
          "VCALENDAR",
          "VEVENT",
        ]);
        // A forgiving parser reads the same event.
        const event = new ICAL.Event(
          new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent")!,
        );
        expect(event.summary).toBe(asText(`${config.site.name} free demo class: ${name}`));
        expect(event.attendees.map((a) => String(a.getFirstValue()))).toEqual([
          "mailto:asha@example.com",
        ]);
      }
      const receipt = bookingIcs(
        {
          uid: "u@learnova",
          subject: name,
          start: "2026-12-01T12:00:00.000Z",
          confirmed: false,
          meetingLink: null,
        },
        config,
      );
      const summary = strictParse(receipt).find((l) => l.name === "SUMMARY")!;
      expect(strictText(summary.value)).toBe(
        asText(`${config.site.name} free demo class: ${name}`),
      );
    });
  }

  it("folds at 75 octets between characters, and unfolding gives the line back", () => {
    for (const line of ["x".repeat(300), "é".repeat(100), "日本".repeat(80), "a😀".repeat(70)]) {
      const folded = foldLine(`SUMMARY:${line}`);
      for (const part of folded.split("\r\n")) {
        expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
        expect(part).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
      }
      expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${line}`);
    }
  });
});
