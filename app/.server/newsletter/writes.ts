import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AppConfig } from "../platform/config";
import type { Database, NewsletterSubscriberTable } from "../platform/db/schema";
import { enqueueMail } from "../outbox/writes";
import { renderEmail } from "../outbox/templates";

const token = () => randomBytes(24).toString("base64url");

export function unsubscribeUrl(config: AppConfig, unsubscribeToken: string): string {
  return `${config.siteUrl}/unsubscribe?token=${unsubscribeToken}`;
}

/**
 * The RFC 8058 one-click address: mail providers POST "List-Unsubscribe=One-Click" to it (no
 * cookies, no confirmation; the token is the credential). A GET, from a client that opens it
 * as a link, is sent on to the unsubscribe page. See server/one-click-unsubscribe.ts.
 */
export function oneClickUnsubscribeUrl(config: AppConfig, unsubscribeToken: string): string {
  return `${config.siteUrl}/unsubscribe/one-click?t=${unsubscribeToken}`;
}

/** RFC 8058 one-click unsubscribe headers for every newsletter mail. */
export function listUnsubscribeHeaders(
  config: AppConfig,
  unsubscribeToken: string,
): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUnsubscribeUrl(config, unsubscribeToken)}>, <mailto:${config.site.email}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * Queues the double opt-in mail with the subscriber's confirm link. Shared by the public form
 * and the admin's resend, so both send the same words and the same link.
 */
export async function queueConfirmationMail(
  trx: Kysely<Database>,
  config: AppConfig,
  subscriber: Pick<NewsletterSubscriberTable, "email" | "confirmToken" | "unsubscribeToken">,
): Promise<string> {
  const site = config.site;
  const mail = renderEmail(site, {
    subject: `Confirm your subscription to the ${site.name} newsletter`,
    preheader: "One click and you're in.",
    heading: "Please confirm your subscription",
    paragraphs: [
      `Someone — hopefully you — asked to receive the ${site.name} newsletter at this address: news about courses, free demo classes and articles on learning and wellbeing.`,
      "If that was you, confirm below. If not, ignore this e-mail and nothing will be sent.",
    ],
    buttons: [
      {
        label: "Confirm my subscription",
        url: `${config.siteUrl}/newsletter/confirm?token=${subscriber.confirmToken}`,
      },
    ],
    unsubscribeUrl: unsubscribeUrl(config, subscriber.unsubscribeToken),
  });
  return enqueueMail(trx, {
    to: subscriber.email,
    kind: "newsletter-confirm",
    headers: listUnsubscribeHeaders(config, subscriber.unsubscribeToken),
    ...mail,
  });
}

/**
 * Records a subscription request and queues the confirmation mail (double opt-in). An address
 * that is already active gets no mail and the same answer, so the form reveals nothing.
 */
export async function requestSubscription(
  db: Kysely<Database>,
  config: AppConfig,
  email: string,
): Promise<void> {
  const emailKey = email.trim().toLowerCase();
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("newsletterSubscriber")
      .selectAll()
      .where("emailKey", "=", emailKey)
      .executeTakeFirst();
    if (existing?.status === "active") return;

    let row: Omit<Selectable<NewsletterSubscriberTable>, "version"> | undefined = existing;
    if (!row) {
      row = {
        id: randomUUID(),
        email: email.trim(),
        emailKey,
        status: "pending",
        confirmToken: token(),
        unsubscribeToken: token(),
        createdAt: new Date().toISOString(),
        confirmedAt: null,
        unsubscribedAt: null,
      };
      await trx.insertInto("newsletterSubscriber").values(row).execute();
    } else if (row.status === "unsubscribed") {
      const confirmToken = token();
      row = { ...row, status: "pending", confirmToken, unsubscribedAt: null };
      await trx
        .updateTable("newsletterSubscriber")
        .set((eb) => ({
          status: "pending",
          confirmToken,
          unsubscribedAt: null,
          version: eb("version", "+", 1),
        }))
        .where("id", "=", row.id)
        .execute();
    }

    await queueConfirmationMail(trx, config, row);
  });
}

export type ConfirmResult = "confirmed" | "already-active" | "invalid";

/** Activates a pending subscription from its e-mailed token and sends the welcome newsletter. */
export async function confirmSubscription(
  db: Kysely<Database>,
  config: AppConfig,
  confirmToken: string,
): Promise<ConfirmResult> {
  if (!confirmToken || confirmToken.length > 100) return "invalid";
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("newsletterSubscriber")
      .selectAll()
      .where("confirmToken", "=", confirmToken)
      .executeTakeFirst();
    if (!row || row.status === "unsubscribed") return "invalid";
    if (row.status === "active") return "already-active";
    await trx
      .updateTable("newsletterSubscriber")
      .set((eb) => ({
        status: "active",
        confirmedAt: new Date().toISOString(),
        version: eb("version", "+", 1),
      }))
      .where("id", "=", row.id)
      .execute();
    const site = config.site;
    const mail = renderEmail(site, {
      subject: `Welcome to the ${site.name} newsletter`,
      preheader: "You're subscribed.",
      heading: "You're subscribed",
      paragraphs: [
        "Thank you for confirming. About once a month we'll send you new courses, free demo class dates and our best articles on learning, languages, parenting and wellbeing.",
        "You can unsubscribe at any time with the link at the bottom of every newsletter.",
      ],
      buttons: [{ label: "Browse our courses", url: `${config.siteUrl}/courses` }],
      unsubscribeUrl: unsubscribeUrl(config, row.unsubscribeToken),
      footerNote: "You receive this because you subscribed to our newsletter.",
    });
    await enqueueMail(trx, {
      to: row.email,
      kind: "newsletter-welcome",
      headers: listUnsubscribeHeaders(config, row.unsubscribeToken),
      ...mail,
    });
    return "confirmed";
  });
}

/** Deactivates a subscription; true when the token was valid (repeat calls stay true). */
export async function unsubscribe(
  db: Kysely<Database>,
  unsubscribeToken: string,
): Promise<boolean> {
  if (!unsubscribeToken || unsubscribeToken.length > 100) return false;
  const result = await db
    .updateTable("newsletterSubscriber")
    .set((eb) => ({
      status: "unsubscribed",
      unsubscribedAt: new Date().toISOString(),
      // An admin's page that showed the subscriber before this is stale (optimistic check).
      version: eb("version", "+", 1),
    }))
    .where("unsubscribeToken", "=", unsubscribeToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
