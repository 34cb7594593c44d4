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
