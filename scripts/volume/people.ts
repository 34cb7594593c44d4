import { ENROLLMENT_STATUSES } from "../../app/lib/enrollment-status";
import { DAY_MS, person, phone, spreadTimes } from "./random";
import { ADMIN_COUNT, iso, type World } from "./world";

// Users (with their sign-in accounts and some live sessions), enrolments and newsletter
// subscribers: rows shaped as Better Auth and our repositories write them.

type Row = Record<string, string | number | boolean | null>;

/** Which user numbers are admins: a handful, spread over the history. */
export function adminIndexes(count: number): Set<number> {
  const out = new Set<number>();
  for (let k = 0; k < ADMIN_COUNT; k++) out.add(Math.floor((k * count) / ADMIN_COUNT));
  return out;
}

/**
 * Users as Better Auth stores them: a 32-character id, the sign-up time in createdAt (on
 * SQLite the ISO text Better Auth writes, on PostgreSQL the same instant as timestamptz), role
 * and account type from our additional fields.
 */
export function* users(world: World): Generator<Row> {
  const random = world.random("user");
  const admins = adminIndexes(world.counts.users);
  let i = 0;
  for (const at of spreadTimes(random, world.counts.users, world.from, world.now - DAY_MS / 24)) {
    const id = random.alnum(32);
    const { name, email } = person(random, i + 1);
    const role = admins.has(i) ? "admin" : "user";
    const accountType = random.weighted([
      ["student", 50],
      ["parent", 35],
      ["professional", 15],
    ] as const);
    const updated = random.chance(0.3) ? Math.min(world.now, at + random.int(1, 200) * DAY_MS) : at;
    const p = { id, name, email, createdAt: at };
    world.users.push(p);
    if (role === "admin") world.admins.push(p);
    yield {
      id,
      name,
      email,
      emailVerified: false,
      image: null,
      createdAt: iso(at),
      updatedAt: iso(updated),
      role,
      accountType,
      phone: random.chance(0.4) ? phone(random) : null,
      version: 1 + (updated === at ? 0 : random.int(0, 2)),
    };
    i++;
  }
}

/** One sign-in account per user: a password (most) or Google (accountId is Google's subject). */
export function* accounts(world: World): Generator<Row> {
  const random = world.random("account");
  for (const u of world.users) {
    const google = random.chance(0.15);
    yield {
      id: random.alnum(32),
      accountId: google ? String(random.int(1e9, 9e9)) + String(random.int(1e10, 9e10)) : u.id,
      providerId: google ? "google" : "credential",
      userId: u.id,
      password: google ? null : world.passwordHash,
      createdAt: iso(u.createdAt),
      updatedAt: iso(u.createdAt),
    };
  }
}

const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
];

/** Live sessions of users who signed in during the last month (the user page lists them). */
export function* sessions(world: World): Generator<Row> {
  const random = world.random("session");
  for (let i = 0; i < world.counts.sessions; i++) {
    const u = world.users[random.int(0, world.users.length - 1)];
    const at = Math.max(u.createdAt, world.now - random.int(0, 29 * 24) * 3_600_000);
    yield {
      id: random.alnum(32),
      userId: u.id,
      token: random.alnum(32),
      expiresAt: iso(at + 30 * DAY_MS),
      ipAddress: `${random.int(1, 223)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
      userAgent: random.pick(AGENTS),
      createdAt: iso(at),
      updatedAt: iso(at),
    };
  }
}

/** Enrolments of learners in the seeded courses, one per user and course. */
export function* enrollments(world: World): Generator<Row> {
  const random = world.random("enrollment");
  const learners = world.users.filter((u) => !world.admins.includes(u));
  const taken = new Set<string>();
  const wanted = Math.min(world.counts.enrollments, learners.length * world.courses.length);
  // In time order, as they were made: each enrolment a while after its learner signed up.
  const rows: { userId: string; courseId: string; at: number }[] = [];
  while (rows.length < wanted) {
    const u = learners[random.int(0, learners.length - 1)];
    const course = random.pick(world.courses);
    if (taken.has(`${u.id}:${course.id}`)) continue;
    taken.add(`${u.id}:${course.id}`);
    const at = Math.min(world.now - 60_000, u.createdAt + random.int(0, 60) * DAY_MS);
    rows.push({ userId: u.id, courseId: course.id, at });
  }
  rows.sort((a, b) => a.at - b.at);
  for (const r of rows) {
    const id = random.uuid();
    const status = random.weighted(
      ENROLLMENT_STATUSES.map((s) => [s, s === "cancelled" ? 10 : s === "subscribed" ? 40 : 25]),
    );
    const updated = status === "upcoming" ? r.at : Math.min(world.now, r.at + 14 * DAY_MS);
    world.made.enrollment.add(id, r.at);
    yield {
      id,
      userId: r.userId,
      courseId: r.courseId,
      status,
      createdAt: iso(r.at),
      updatedAt: iso(updated),
      version: status === "upcoming" ? 1 : 2,
    };
  }
}

/**
 * Newsletter subscribers: a third are also users (their address), the rest only subscribed.
 * Pending ones have neither confirmedAt nor unsubscribedAt; active ones were confirmed;
 * unsubscribed ones were confirmed first and left later.
 */
export function* subscribers(world: World): Generator<Row> {
  const random = world.random("subscriber");
  const subscribed = new Set<number>();
  let i = 0;
  for (const at of spreadTimes(random, world.counts.subscribers, world.from, world.now - 60_000)) {
    const id = random.uuid();
    // An address subscribes once (emailKey is unique): a user already drawn subscribes no more.
    const n = random.chance(1 / 3) ? random.int(0, world.users.length - 1) : -1;
    const asUser = n >= 0 && !subscribed.has(n) ? world.users[n] : null;
    if (asUser) subscribed.add(n);
    // Numbers above the users' own keep every generated address unique.
    const email = asUser?.email ?? person(random, 1_000_000 + i).email;
    const recent = world.now - at < 3 * DAY_MS;
    const status = random.weighted([
      ["pending", recent ? 60 : 6],
      ["active", 74],
      ["unsubscribed", 20],
    ] as const);
    const confirmed =
      status === "pending" ? null : Math.min(world.now, at + random.int(1, 48 * 60) * 60_000);
    const left =
      status === "unsubscribed" && confirmed !== null
        ? Math.min(world.now, confirmed + random.int(1, 300) * DAY_MS)
        : null;
    world.made.subscriber.add(id, at);
    i++;
    yield {
      id,
      email,
      emailKey: email.trim().toLowerCase(),
      status,
      confirmToken: random.alnum(32),
      unsubscribeToken: random.alnum(32),
      createdAt: iso(at),
      confirmedAt: confirmed === null ? null : iso(confirmed),
      unsubscribedAt: left === null ? null : iso(left),
      version: status === "pending" ? 1 : status === "active" ? 2 : 3,
    };
  }
}
