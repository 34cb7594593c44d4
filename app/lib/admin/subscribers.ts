import { choice, listQuery } from "./list-query";
import { z } from "~/lib/schemas/zod";

// The newsletter subscribers' list address and the subscriber page's forms (docs/admin.md §4),
// shared by the pages and the server.

export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "Pending",
  active: "Active",
  unsubscribed: "Unsubscribed",
};

/**
 * The list's URL: `status` "" is everyone. "subscribed" sorts by when they asked to subscribe
 * (the row's creation), "email" by address as people read it (case-insensitive).
 */
export const subscriberListQuery = listQuery({
  sorts: ["subscribed", "email"],
  sort: "subscribed",
  dir: "desc",
  filters: { status: choice(SUBSCRIBER_STATUSES) },
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuery>;

/** The changes an admin makes to one subscriber, by the form's intent. */
export const SUBSCRIBER_INTENTS = ["resend", "unsubscribe"] as const;
export type SubscriberIntent = (typeof SUBSCRIBER_INTENTS)[number];

/** Which statuses each change applies to (anything else is refused with a message). */
export const INTENT_APPLIES_TO: Record<SubscriberIntent, readonly SubscriberStatus[]> = {
  resend: ["pending"],
  unsubscribe: ["pending", "active"],
};

/**
 * The row actions on the list post the subscriber's id with the version they showed; the
 * subscriber's own page takes the id from its address. Nothing here is typed by a person.
 */
export const subscriberRowSchema = z.object({
  id: z
    .string("This form is out of date. Reload the page.")
    .min(1, "This form is out of date. Reload the page.")
    .max(64, "This form is out of date. Reload the page."),
});

/** How long after an admin's resend another one is refused (a person's inbox, not a target). */
export const RESEND_COOLDOWN_MINUTES = 5;

/**
 * The list header's count. A very common search counts each status no further than `cappedAt`
 * (COMMON_TEXT + 1); when a counted status reached it, all that is known is "more than
 * cappedAt - 1" ("More than 1,000 subscribers", as the tabs say "1,000+"). Adding the three
 * capped counts said "More than 3,002" for about 69,000 matches (issue 24): a bound no one
 * stated. Below the cap every count is exact, and so is their sum.
 */
export function subscriberCount(
  status: SubscriberStatus | "",
  counts: Record<SubscriberStatus | "all", number>,
  cappedAt: number | undefined,
): { n: number; more: boolean } {
  const counted = status ? [counts[status]] : SUBSCRIBER_STATUSES.map((s) => counts[s]);
  const more = cappedAt !== undefined && counted.some((n) => n >= cappedAt);
  return more ? { n: cappedAt, more } : { n: status ? counts[status] : counts.all, more };
}
