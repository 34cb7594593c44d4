import { BOARDS, GRADES } from "../../app/lib/schemas/booking";
import {
  DAY_MS,
  FEEDBACK,
  FIRST_NAMES,
  GOALS,
  messageText,
  person,
  phone,
  spreadTimes,
  TIME_ZONES,
  type Random,
} from "./random";
import { iso, slotInstant, type Person, type World } from "./world";

// Demo bookings, contact messages with their replies, and the e-mail outbox: what visitors
// sent over eighteen months and what the school answered.

type Row = Record<string, string | number | boolean | null>;

/** A third of the visitors had an account; the rest only left an address. */
function visitor(
  world: World,
  random: Random,
  n: number,
): Person | { name: string; email: string } {
  return random.chance(0.35) && world.users.length > 0
    ? world.users[random.int(0, world.users.length - 1)]
    : person(random, n);
}

/**
 * Demo bookings in every status. A request asks for a half-hour slot between 08:00 and 20:00
 * in the booker's zone, one hour to three weeks after it was made; past demos were completed,
 * missed or cancelled (a few were never closed), upcoming ones are requested or confirmed.
 */
export function* bookings(world: World): Generator<Row> {
  const random = world.random("booking");
  const taken = new Set<string>();
  let i = 0;
  for (const at of spreadTimes(random, world.counts.bookings, world.from, world.now - 60_000)) {
    const id = random.uuid();
    const who = visitor(world, random, 2_000_000 + i);
    const timeZone = random.weighted(TIME_ZONES);
    let start = 0;
    // The same person never asks twice for one slot (the unique (emailKey, requestedStart)).
    for (let day = Math.floor(at / DAY_MS) + random.int(1, 21); ; day++) {
      start = slotInstant(day, random.int(0, 24), timeZone);
      if (start < at + 3_600_000) continue;
      if (!taken.has(`${who.email.toLowerCase()}|${start}`)) break;
    }
    taken.add(`${who.email.toLowerCase()}|${start}`);
    const past = start < world.now;
    const status = past
      ? random.weighted([
          ["completed", 58],
          ["no-show", 12],
          ["cancelled", 22],
          ["confirmed", 4],
          ["requested", 4],
        ] as const)
      : random.weighted([
          ["requested", 55],
          ["confirmed", 35],
          ["cancelled", 10],
        ] as const);
    const scheduled = status !== "requested" && status !== "cancelled";
    const accountType = random.weighted([
      ["student", 45],
      ["parent", 40],
      ["professional", 15],
    ] as const);
    const course = random.chance(0.8) ? random.pick(world.courses) : null;
    const school = accountType !== "professional";
    world.made.booking.add(id, at);
    yield {
      id,
      contactName: who.name,
      email: who.email,
      emailKey: who.email.toLowerCase(),
      phone: phone(random),
      accountType,
      learnerName:
        accountType === "parent"
          ? `${random.pick(FIRST_NAMES)} ${who.name.split(" ").at(-1)}`
          : null,
      grade: school ? random.pick(GRADES) : null,
      board: school && random.chance(0.9) ? random.pick(BOARDS) : null,
      goal: school ? null : random.pick(GOALS),
      subject: course?.title ?? random.pick(["Not sure yet", "Mathematics", "Spoken English"]),
      courseSlug: course?.slug ?? null,
      requestedStart: iso(start),
      timeZone,
      notes: random.chance(0.3) ? messageText(random).slice(0, 400) : null,
      status,
      scheduledStart: scheduled ? iso(start) : null,
      meetingLink: scheduled
        ? `https://meet.learnova.example/${random.alnum(10).toLowerCase()}`
        : null,
      userId: "id" in who ? who.id : null,
      createdAt: iso(at),
      updatedAt: iso(
        status === "requested" ? at : Math.min(world.now, Math.max(at, start - DAY_MS)),
      ),
      version: status === "requested" ? 1 : random.int(2, 4),
      // The lifecycle's fields (migration 2026-11-25-12): who runs a scheduled demo and for how
      // long, why a cancelled one was cancelled, which completed demos became enrolments, the
      // booker's manage token, and how many calendar updates were mailed.
      durationMinutes: scheduled
        ? random.weighted([
            [30, 80],
            [45, 15],
            [60, 5],
          ] as const)
        : null,
      assigneeId:
        scheduled && world.admins.length > 0
          ? world.admins[random.int(0, world.admins.length - 1)].id
          : null,
      internalNotes: random.chance(0.1) ? messageText(random).slice(0, 200) : null,
      cancelReason:
        status === "cancelled"
          ? random.pick(["Booker asked to cancel", "No teacher free", "Duplicate request"])
          : null,
      cancelledBy: status === "cancelled" ? (random.chance(0.6) ? "booker" : "admin") : null,
      manageToken: random.alnum(48).toLowerCase(),
      changeRequest: null,
      changeRequestedAt: null,
      enrollmentId: null,
      convertedAt:
        status === "completed" && random.chance(0.35)
          ? iso(Math.min(world.now, start + random.int(1, 72) * 3_600_000))
          : null,
      calendarSequence: scheduled || status === "cancelled" ? random.int(1, 3) : 0,
    };
    i++;
  }
}

/** Contact messages: recent ones mostly new, older ones read, replied or archived. */
export function* messages(world: World): Generator<Row> {
  const random = world.random("message");
  let i = 0;
  for (const at of spreadTimes(random, world.counts.messages, world.from, world.now - 60_000)) {
    const id = random.uuid();
    const who = visitor(world, random, 3_000_000 + i);
    const fresh = world.now - at < 3 * DAY_MS;
    const status = random.weighted([
      ["new", fresh ? 70 : 3],
      ["read", fresh ? 25 : 17],
      ["replied", fresh ? 5 : 58],
      ["archived", fresh ? 0 : 22],
    ] as const);
    world.made.message.add(id, at);
    if (status === "replied") world.replied.push({ id, at });
    yield {
      id,
      name: who.name,
      email: who.email,
      message: messageText(random),
      feedback: random.chance(0.1) ? random.pick(FEEDBACK) : null,
      status,
      userId: "id" in who ? who.id : null,
      createdAt: iso(at),
      updatedAt: iso(
        status === "new" ? at : Math.min(world.now, at + random.int(5, 2 * 24 * 60) * 60_000),
      ),
      version: status === "new" ? 1 : status === "read" ? 2 : 3,
    };
    i++;
  }
}

const REPLIES = [
  "Thank you for writing to us. Our batches have at most eight learners, and classes run on weekday evenings and weekend mornings (IST).",
  "Thanks for your message. Yes, every live class is recorded and the recording is in your account within a day.",
  "Hello, and thank you for your interest. A sibling discount of 10% applies from the second enrolment.",
  "Thank you. Our teachers follow the CBSE, ICSE and IGCSE syllabi; the course page lists the topics per term.",
];

/** One reply, by an admin, under each replied message. */
export function* replies(world: World): Generator<Row> {
  const random = world.random("reply");
  for (const { id: messageId, at } of world.replied) {
    const admin = world.admins[random.int(0, world.admins.length - 1)];
    yield {
      id: random.uuid(),
      messageId,
      authorId: admin.id,
      authorName: admin.name,
      body: random.pick(REPLIES),
      outboxId: null,
      createdAt: iso(Math.min(world.now, at + random.int(30, 24 * 60) * 60_000)),
    };
  }
}

const KINDS = [
  ["contact-ack", "We received your message — Learnova", 30],
  ["contact-notify", "New contact message", 15],
  ["booking-received", "Your free demo class request — Learnova", 20],
  ["newsletter-confirm", "Confirm your subscription to the Learnova newsletter", 15],
  ["newsletter-welcome", "Welcome to the Learnova newsletter", 10],
  ["password-reset", "Reset your Learnova password", 5],
  ["contact-reply", "Re: your message to Learnova", 5],
] as const;
const ERRORS = [
  "550 5.1.1 <address>: Recipient address rejected: User unknown",
  "552 5.2.2 Mailbox full",
  "Gave up after 3 days: connect ETIMEDOUT 203.0.113.25:587",
  "554 5.7.1 Message rejected as spam",
];

/**
 * Sent and failed mails only: a queued or sending row would be picked up by the bench server's
 * own outbox worker, which would then spend the measured time talking to no SMTP server.
 */
export function* outbox(world: World): Generator<Row> {
  const random = world.random("outbox");
  let i = 0;
  for (const at of spreadTimes(random, world.counts.outbox, world.from, world.now - 3_600_000)) {
    const id = random.uuid();
    const [kind, subject] = random.weighted(KINDS.map((k) => [k, k[2]] as const));
    const to =
      kind === "contact-notify" ? "hello@learnova.example" : person(random, 4_000_000 + i).email;
    const failed = random.chance(0.06);
    const text = `Hello,\n\n${messageText(random)}\n\n— The Learnova team`;
    const html = `<!doctype html><html><body style="font-family:sans-serif"><h1>${subject}</h1>${text
      .split("\n\n")
      .map((p) => `<p>${p}</p>`)
      .join(
        "",
      )}<p style="color:#666">Learnova · Bengaluru · You get this mail because you used our website.</p></body></html>`;
    world.made.outbox.add(id, at);
    yield {
      id,
      to,
      subject,
      html,
      text,
      headers: kind.startsWith("newsletter")
        ? JSON.stringify({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" })
        : null,
      attachments: null,
      kind,
      status: failed ? "failed" : "sent",
      attempts: failed ? random.int(1, 9) : random.chance(0.95) ? 1 : random.int(2, 4),
      lastError: failed ? random.pick(ERRORS) : null,
      nextAttemptAt: iso(at),
      claimedBy: null,
      claimedUntil: null,
      sentAt: failed ? null : iso(at + random.int(1, 90) * 1000),
      createdAt: iso(at),
    };
    i++;
  }
}
