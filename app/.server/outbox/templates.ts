import type { SiteConfig } from "~/lib/site";
import { replyGreeting, replySignature } from "~/lib/schemas/admin-messages";

// Every e-mail Learnova sends is built here: one branded HTML part and one plain-text part
// from the same content, so the two never drift apart.

export interface EmailContent {
  subject: string;
  /** Shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Label/value rows, e.g. the details of a booking. Never an address: links are buttons. */
  details?: { label: string; value: string }[];
  /**
   * One button per action, in order (the first is the main one). Each is a labelled link in
   * the HTML and a "label: address" line in the text part, so both parts offer the same links
   * and no address stands bare in the HTML (issue 23, item 11).
   */
  buttons?: { label: string; url: string }[];
  /** Text quoted under the body (a reply quotes the message it answers), lines kept. */
  quote?: { label: string; text: string };
  /** Small print under the body (why you got this mail, unsubscribe). */
  footerNote?: string;
  unsubscribeUrl?: string;
  /**
   * Trusted HTML after the paragraphs (a newsletter issue's body, sanitised and styled for
   * mail), with its plain-text rendering for the text part.
   */
  body?: { html: string; text: string };
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Renders the content into Learnova's e-mail layout (tables and inline styles, as mail needs). */
export function renderEmail(site: SiteConfig, content: EmailContent): RenderedEmail {
  const e = escapeHtml;
  const details = content.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:16px 0;border-collapse:collapse">${content.details
        .map(
          (d) =>
            `<tr><td style="padding:8px 12px;background:#eef2ff;color:#312e81;font-weight:600;width:40%">${e(d.label)}</td><td style="padding:8px 12px;border-bottom:1px solid #e0e7ff">${e(d.value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const buttons = content.buttons ?? [];
  // The first button is filled, the others outlined: the main action stands out.
  const button = buttons.length
    ? `<p style="margin:24px 0 8px">${buttons
        .map((b, i) => {
          const look =
            i === 0
              ? "background:#4338ca;color:#ffffff;border:2px solid #4338ca"
              : "background:#ffffff;color:#312e81;border:2px solid #4338ca";
          return `<a href="${e(b.url)}" style="display:inline-block;margin:0 8px 12px 0;${look};text-decoration:none;font-weight:700;padding:10px 22px;border-radius:999px">${e(b.label)}</a>`;
        })
        .join("")}</p>`
    : "";
  const quote = content.quote
    ? `<p style="margin:24px 0 6px;font-size:13px;color:#4b5563">${e(content.quote.label)}</p><blockquote style="margin:0;padding:8px 14px;border-left:3px solid #c7d2fe;color:#4b5563;white-space:pre-line">${e(content.quote.text)}</blockquote>`
    : "";
  const unsubscribe = content.unsubscribeUrl
    ? `<br><a href="${e(content.unsubscribeUrl)}" style="color:#4338ca">Unsubscribe</a>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;background:#f5f5ff;font-family:'Open Sans',Arial,sans-serif;color:#1f2937">
<span style="display:none;max-height:0;overflow:hidden">${e(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#312e81;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:800">${e(site.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;color:#1e1b4b">${e(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.6;white-space:pre-line">${e(p)}</p>`).join("\n")}
${content.body?.html ?? ""}${details}${button}${quote}
</td></tr>
<tr><td style="padding:18px 28px;background:#eef2ff;font-size:12px;color:#4b5563;line-height:1.6">
${content.footerNote ? `${e(content.footerNote)}<br>` : ""}${e(site.name)} · ${e(site.email)} · ${e(site.phone)}${unsubscribe}
</td></tr></table></td></tr></table></body></html>`;

  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.body ? [content.body.text, ""] : []),
    ...(content.details ?? []).map((d) => `${d.label}: ${d.value}`),
    ...(content.details?.length ? [""] : []),
    ...buttons.map((b) => `${b.label}: ${b.url}`),
    ...(buttons.length ? [""] : []),
    ...(content.quote
      ? [content.quote.label, ...content.quote.text.split(/\r?\n/).map((l) => `> ${l}`), ""]
      : []),
    "--",
    ...(content.footerNote ? [content.footerNote] : []),
    `${site.name} · ${site.email} · ${site.phone}`,
    ...(content.unsubscribeUrl ? [`Unsubscribe: ${content.unsubscribeUrl}`] : []),
  ].join("\n");

  return { subject: content.subject, html, text };
}

/** The password-reset mail: a single-use link to /reset-password that expires. */
export function passwordResetEmail(
  site: SiteConfig,
  { name, url, expiresInMinutes }: { name: string; url: string; expiresInMinutes: number },
): RenderedEmail {
  return renderEmail(site, {
    subject: `Reset your ${site.name} password`,
    preheader: `This link works once and expires in ${expiresInMinutes} minutes.`,
    heading: `Hello ${name},`,
    paragraphs: [
      `Someone — hopefully you — asked to reset the password of your ${site.name} account. Choose a new password with the button below.`,
      `The link works once and expires in ${expiresInMinutes} minutes. Setting a new password signs you out on every other device.`,
      "If you didn't ask for this, you can ignore this e-mail: your password stays as it is.",
    ],
    buttons: [{ label: "Choose a new password", url }],
    footerNote: "You are receiving this because a password reset was requested for your account.",
  });
}

/**
 * An admin's answer to a contact message: the reply in paragraphs, signed, with the sender's
 * own message quoted under it (as a mail client does) so the thread reads on its own.
 */
export function contactReplyEmail(
  site: SiteConfig,
  reply: { name: string; body: string; authorName: string; original: string },
): RenderedEmail {
  const paragraphs = reply.body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return renderEmail(site, {
    subject: `Re: your message to ${site.name}`,
    preheader: paragraphs[0]?.slice(0, 90) ?? "",
    heading: replyGreeting(reply.name),
    paragraphs: [...paragraphs, replySignature(reply.authorName, site.name)],
    quote: { label: "You wrote:", text: reply.original },
    footerNote: `You are receiving this because you wrote to us through the contact form. Reply to this e-mail to write back to ${site.name}.`,
  });
}

/** An invitation to become an admin: a one-time link to /invite that expires. */
export function adminInviteEmail(
  site: SiteConfig,
  {
    inviterName,
    url,
    expiresInDays,
    role = "admin",
  }: { inviterName: string; url: string; expiresInDays: number; role?: "admin" | "teacher" },
): RenderedEmail {
  const teacher = role === "teacher";
  return renderEmail(site, {
    subject: teacher
      ? `You're invited to teach at ${site.name}`
      : `You're invited to run ${site.name}'s admin panel`,
    preheader: `${inviterName} invited you. The link works once and expires in ${expiresInDays} days.`,
    heading: "Hello,",
    paragraphs: [
      teacher
        ? `${inviterName} invited you to teach at ${site.name}. Choose your name and a password with the button below to create your teacher account: you will see your classes, their learners and your availability under Teaching.`
        : `${inviterName} invited you to become an administrator of ${site.name}. Choose your name and a password with the button below to create your admin account.`,
      `The link works once and expires in ${expiresInDays} days. If it has expired, ask ${inviterName} for a new one.`,
      "If you weren't expecting this, you can ignore this e-mail: no account is created until the link is used.",
    ],
    buttons: [{ label: teacher ? "Create my teacher account" : "Create my admin account", url }],
    footerNote: `You are receiving this because an administrator of ${site.name} invited this address.`,
  });
}
