import { randomBytes } from "node:crypto";
import { Parser } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { getBookingRecord } from "../bookings/writes";
import {
  queueAdminNotice,
  queueBookerMail,
  queueEnrolledMail,
  type BookerMailKind,
} from "../bookings/mails";
import { queueAbsenceFollowUp, queueClassReminder } from "../classes/mails";
import { classRemindersOffHeaders, classRemindersOffUrl } from "../classes/writes-reminders";
import { runCallable } from "../functions/run-callable";
import { renderIssueMail } from "../newsletter-issues/mails";
import { createBooking } from "../bookings/writes";
import { confirmSubscription, requestSubscription } from "../newsletter/writes";
import type { AppServices } from "../platform/types";
import {
  adminInviteEmail,
  contactReplyEmail,
  passwordResetEmail,
  type RenderedEmail,
} from "./templates";

// Issue 23, item 11: every mail the product sends, rendered and parsed. Each action is a
// labelled link (a button) in the HTML, with the same address in the text part; no address
// stands bare in the HTML's text; the text part repeats no line.

interface Link {
  href: string;
  label: string;
}

/** The links of a mail's HTML and its visible text outside links (styles, titles left out). */
function readHtml(html: string): { links: Link[]; looseText: string } {
  const links: Link[] = [];
  let looseText = "";
  let inLink: Link | null = null;
  let skip = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "style" || name === "title" || name === "script") skip++;
        if (name === "a") inLink = { href: attributes.href ?? "", label: "" };
      },
      ontext(text) {
        if (skip) return;
        if (inLink) inLink.label += text;
        else looseText += text;
      },
      onclosetag(name) {
        if (name === "style" || name === "title" || name === "script") skip--;
        if (name === "a" && inLink) {
          links.push({ href: inLink.href, label: inLink.label.trim() });
          inLink = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { links, looseText };
}

/** Every check of the issue, for one mail; `name` says which mail failed. */
function expectWellFormed(name: string, mail: Pick<RenderedEmail, "html" | "text">) {
  const { links, looseText } = readHtml(mail.html);
  for (const link of links) {
    expect(link.href, `${name}: a link's address is absolute`).toMatch(/^https?:\/\/[^\s]+$/);
    expect(link.label, `${name}: the link to ${link.href} has a label`).not.toBe("");
    expect(mail.text, `${name}: the text part carries ${link.href}`).toContain(link.href);
  }
  expect(looseText, `${name}: no bare address in the HTML`).not.toMatch(/https?:\/\//);
  // Every address in the text part is a link in the HTML: the two parts offer the same links.
  const hrefs = new Set(links.map((l) => l.href));
  for (const url of mail.text.match(/https?:\/\/[^\s)]+/g) ?? []) {
    expect(hrefs.has(url), `${name}: ${url} of the text part is a link in the HTML`).toBe(true);
  }
  const lines = mail.text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && l !== "--");
  const repeated = lines.filter((l, i) => lines.indexOf(l) !== i);
  expect(repeated, `${name}: no line repeated in the text part`).toEqual([]);
}

describe.each(engines)("every mail, parsed, on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => cleanup());

  it("the pure templates: password reset, contact reply, admin invitation, newsletter issue", () => {
    const { config } = services;
    const site = config.site;
    const mails: Record<string, RenderedEmail> = {
      "password-reset": passwordResetEmail(site, {
        name: "Asha",
        url: `${config.siteUrl}/reset-password?token=abc`,
        expiresInMinutes: 60,
      }),
      "contact-reply": contactReplyEmail(site, {
        name: "Asha",
        body: "Thank you for writing.\n\nWe run classes on Saturdays.",
        authorName: "Zoya",
        original: "Do you teach on weekends?",
      }),
      "admin-invite": adminInviteEmail(site, {
        inviterName: "Zoya",
        url: `${config.siteUrl}/invite?token=abc`,
        expiresInDays: 7,
      }),
      "newsletter-issue": renderIssueMail(
        config,
        {
          subject: "November news",
          preheader: "New courses",
          html: '<p>See <a href="/courses">our courses</a> and <a href="https://example.com/x">this</a>.</p><hr data-block="demo-cta">',
        },
        "unsubscribe-token",
      ),
    };
    for (const [name, mail] of Object.entries(mails)) expectWellFormed(name, mail);
  });

  it("every queued mail: booking request and lifecycle, reminders, notices, enrolled, contact, newsletter", async () => {
    const { db, config } = services;
    const email = `every-${randomBytes(4).toString("hex")}@example.com`;
    const { booking: made } = await createBooking(
      db,
      config,
      {
        accountType: "parent",
        contactName: "Meera",
        learnerName: "Aarav",
        grade: "Grade 4",
        board: undefined,
        email,
        phone: "+91 98765 43210",
        subject: "Primary Computing",
        courseSlug: undefined,
        requestedStart: "2030-03-30T11:00:00.000Z",
        timeZone: "Asia/Kolkata",
        notes: "Evenings are best.",
        password: undefined,
      },
      null,
      ["admin@example.com"],
    );
    const record = (await getBookingRecord(db, made.id))!;
    // As confirmed: a start, a length and a meeting link (the mails read what they are given).
    const confirmed = {
      ...record,
      status: "confirmed" as const,
      scheduledStart: "2030-03-30T11:30:00.000Z",
      durationMinutes: 45,
      meetingLink: "https://meet.example.com/abc-defg-hij",
      changeRequest: "A weekday evening, please.",
    };
    const kinds: BookerMailKind[] = [
      "confirmed",
      "rescheduled",
      "reminder-24h",
      "reminder-1h",
      "cancelled",
    ];
    for (const kind of kinds) await queueBookerMail(db, config, confirmed, kind);
    // A request's reminder-less mails without a meeting link yet.
    await queueBookerMail(db, config, { ...record, meetingLink: null }, "cancelled");
    await queueAdminNotice(db, config, confirmed, "change-requested");
    await queueAdminNotice(
      db,
      config,
      { ...confirmed, cancelledBy: "booker", cancelReason: "Ill" },
      "booker-cancelled",
    );
    for (const setPassword of [
      { url: `${config.siteUrl}/reset-password?token=welcome`, expiresInDays: 7 },
      null,
    ]) {
      await queueEnrolledMail(db, config, confirmed, {
        to: email,
        name: "Meera",
        courseTitle: "Primary Computing",
        account: setPassword ? "new" : "existing",
        setPassword,
      });
    }
    await runCallable(
      "sendContactMessage",
      { name: "Asha", email: "asha@example.com", message: "Do you teach on weekends?" },
      { services, user: null, clientIp: "203.0.113.9", setCookies: () => undefined },
    );
    await requestSubscription(db, config, "reader@example.com");
    const token = await db
      .selectFrom("newsletterSubscriber")
      .select("confirmToken")
      .where("email", "=", "reader@example.com")
      .executeTakeFirstOrThrow();
    expect(await confirmSubscription(db, config, token.confirmToken!)).toBe("confirmed");
    // Class reminders (app/.server/classes/jobs-reminders.ts): a parent's and a teacher's.
    for (const [kind, role] of [
      ["24h", { teacher: false, learners: ["Aarav"] }],
      ["1h", { teacher: true }],
    ] as const) {
      await queueClassReminder(
        db,
        config,
        { email, name: "Meera", zone: "Asia/Kolkata" },
        {
          kind,
          sessionId: "session-1",
          startsAt: "2030-03-30T11:30:00.000Z",
          cohortName: "Evening Group",
          courseTitle: "Primary Computing",
          role,
          offUrl: classRemindersOffUrl(config, "user-1"),
          offHeaders: classRemindersOffHeaders(config, "user-1"),
        },
      );
    }

    for (const childName of [null, "Aarav"]) {
      await queueAbsenceFollowUp(
        db,
        config,
        { email, name: "Meera", zone: "Asia/Kolkata" },
        {
          cohortName: "Evening Group",
          courseTitle: "Primary Computing",
          childName,
          parent: childName !== null,
          missed: ["2030-03-23T11:30:00.000Z", "2030-03-30T11:30:00.000Z"],
        },
      );
    }

    const rows = await db.selectFrom("emailOutbox").select(["kind", "html", "text"]).execute();
    const seen = new Set(rows.map((r) => r.kind));
    // Every kind the product queues is among them (a new kind must join this test).
    expect([...seen].sort()).toEqual(
      [
        "booking-cancelled",
        "booking-confirmation",
        "booking-confirmed",
        "booking-enrolled",
        "booking-notify",
        "booking-reminder-1h",
        "booking-reminder-24h",
        "booking-rescheduled",
        "class.absence-follow-up",
        "class.reminder-1h",
        "class.reminder-24h",
        "contact-ack",
        "contact-notify",
        "newsletter-confirm",
        "newsletter-welcome",
      ].sort(),
    );
    for (const row of rows) expectWellFormed(row.kind, row);

    // The booker's mails each offer the manage page as a button, the live ones the class too.
    for (const row of rows.filter(
      (r) => r.kind.startsWith("booking-") && r.kind !== "booking-notify",
    )) {
      const labels = readHtml(row.html).links.map((l) => l.label);
      expect(
        labels.some((l) => /booking/i.test(l)),
        `${row.kind}: a button to the booking`,
      ).toBe(true);
    }
    // A class reminder offers Join as a button and its switch-off link.
    for (const row of rows.filter((r) => r.kind.startsWith("class.reminder-"))) {
      const links = readHtml(row.html).links;
      expect(links.map((l) => l.label)).toContain("Join the class");
      expect(links.some((l) => l.href.includes("/class-reminders/off?u=user-1&t="))).toBe(true);
    }
    const confirmedMail = rows.find((r) => r.kind === "booking-confirmed")!;
    expect(readHtml(confirmedMail.html).links.map((l) => l.label)).toEqual(
      expect.arrayContaining(["Join the class", "Manage your booking"]),
    );
    // The request mail's words name the button that is there.
    const request = rows.find((r) => r.kind === "booking-confirmation")!;
    expect(request.text).toContain('use the "Manage your booking" button below');
    expect(readHtml(request.html).links.map((l) => l.label)).toContain("Manage your booking");
  });
});
