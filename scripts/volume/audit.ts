import { DAY_MS, spreadTimes, type Random } from "./random";
import { iso, type World } from "./world";

// Audit entries as adminWrite records them: an admin, an action, the record it touched (one
// that existed at that time) and only the changed fields' before/after.

type Detail = { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
type Entity = "message" | "subscriber" | "booking" | "enrollment" | "outbox" | "user" | "course";

interface Action {
  action: string;
  entity: Entity;
  weight: number;
  detail: (random: Random, at: number) => Detail | null;
}

const change = (field: string, before: unknown, after: unknown): Detail => ({
  before: { [field]: before },
  after: { [field]: after },
});
const status = (before: string, after: string) => () => change("status", before, after);

const ENROLMENT_MOVES = [
  status("upcoming", "subscribed"),
  status("subscribed", "completed"),
  status("upcoming", "cancelled"),
];

const ACTIONS: Action[] = [
  { action: "message.read", entity: "message", weight: 14, detail: status("new", "read") },
  { action: "message.reply", entity: "message", weight: 12, detail: status("read", "replied") },
  {
    action: "message.archive",
    entity: "message",
    weight: 8,
    detail: status("replied", "archived"),
  },
  {
    action: "booking.confirm",
    entity: "booking",
    weight: 10,
    detail: (_r, at) => ({
      before: { status: "requested", scheduledStart: null },
      after: { status: "confirmed", scheduledStart: iso(at + 2 * DAY_MS) },
    }),
  },
  {
    action: "booking.complete",
    entity: "booking",
    weight: 7,
    detail: status("confirmed", "completed"),
  },
  {
    action: "booking.no-show",
    entity: "booking",
    weight: 2,
    detail: status("confirmed", "no-show"),
  },
  {
    action: "booking.cancel",
    entity: "booking",
    weight: 4,
    detail: (r) => ({
      before: { status: "requested", cancelReason: null },
      after: {
        status: "cancelled",
        cancelReason: r.pick(["Asked by the parent", "Duplicate request", "No teacher free"]),
      },
    }),
  },
  {
    action: "subscriber.unsubscribe",
    entity: "subscriber",
    weight: 6,
    detail: (_r, at) => ({
      before: { status: "active", unsubscribedAt: null },
      after: { status: "unsubscribed", unsubscribedAt: iso(at) },
    }),
  },
  { action: "subscriber.resend", entity: "subscriber", weight: 3, detail: () => null },
  {
    action: "enrollment.status",
    entity: "enrollment",
    weight: 10,
    detail: (r) => r.pick(ENROLMENT_MOVES)(),
  },
  {
    action: "enrollment.create",
    entity: "enrollment",
    weight: 4,
    detail: () => ({ before: null, after: { status: "upcoming" } }),
  },
  {
    action: "user.accountType",
    entity: "user",
    weight: 4,
    detail: (r) => {
      const [a, b] = r.pick([
        ["student", "parent"],
        ["parent", "student"],
        ["student", "professional"],
      ]);
      return change("accountType", a, b);
    },
  },
  { action: "user.role", entity: "user", weight: 1, detail: () => change("role", "user", "admin") },
  { action: "user.sessions.revoke", entity: "user", weight: 2, detail: () => null },
  { action: "outbox.resend", entity: "outbox", weight: 4, detail: status("failed", "queued") },
  {
    action: "course.update",
    entity: "course",
    weight: 2,
    detail: (r) => change("published", 1, r.chance(0.5) ? 0 : 1),
  },
];

/** 500,000 entries over eighteen months, each by one of the admins. */
export function* auditEntries(world: World): Generator<Record<string, string | null>> {
  const random = world.random("audit");
  const weighted = ACTIONS.map((a) => [a, a.weight] as const);
  for (const at of spreadTimes(random, world.counts.audit, world.from, world.now - 60_000)) {
    const admin = world.admins[random.int(0, world.admins.length - 1)];
    const a = random.weighted(weighted);
    const entityId =
      a.entity === "user"
        ? world.users[random.int(0, world.users.length - 1)].id
        : a.entity === "course"
          ? random.pick(world.courses).id
          : (world.made[a.entity].pickUntil(random, at) ?? null);
    const detail = a.detail(random, at);
    yield {
      id: random.uuid(),
      actorId: admin.id,
      actorEmail: admin.email,
      action: a.action,
      entity: a.entity,
      entityId,
      detail: detail === null ? null : JSON.stringify(detail),
      createdAt: iso(at),
    };
  }
}
