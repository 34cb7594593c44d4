import sanitizeHtml from "sanitize-html";
import { DEMO_CTA } from "~/lib/demo-cta-markup";
import type { AppConfig } from "../platform/config";
import { renderEmail, type RenderedEmail } from "../outbox/templates";
import { listUnsubscribeHeaders, unsubscribeUrl } from "../newsletter/writes";
import { RICH_TEXT_TAGS, sanitizeRichText } from "../platform/sanitize";

// One newsletter issue as a subscriber receives it: the issue's sanitised HTML, styled inline
// for mail clients (which ignore style sheets) with every address made absolute, inside the
// site's e-mail layout, with that subscriber's own unsubscribe link in the footer and in the
// RFC 8058 headers. The admin's preview and test copy are built by the same function.

const STYLES: Record<string, string> = {
  h2: "margin:24px 0 12px;font-size:20px;color:#1e1b4b",
  h3: "margin:20px 0 10px;font-size:18px;color:#1e1b4b",
  h4: "margin:16px 0 8px;font-size:16px;color:#1e1b4b",
  p: "margin:0 0 14px;line-height:1.6",
  ul: "margin:0 0 14px;padding-left:22px;line-height:1.6",
  ol: "margin:0 0 14px;padding-left:22px;line-height:1.6",
  li: "margin:0 0 6px",
  a: "color:#4338ca",
  blockquote: "margin:0 0 14px;padding:8px 14px;border-left:3px solid #c7d2fe;color:#4b5563",
  table: "width:100%;margin:0 0 14px;border-collapse:collapse",
  th: "padding:8px 12px;background:#eef2ff;color:#312e81;text-align:left",
  td: "padding:8px 12px;border-bottom:1px solid #e0e7ff",
  img: "max-width:100%;height:auto;border:0",
  hr: "border:0;border-top:1px solid #e0e7ff;margin:24px 0",
  pre: "white-space:pre-wrap;background:#f5f5ff;padding:12px;border-radius:8px",
};

/** The body as mail clients need it: inline styles, absolute links and image addresses. */
export function issueBodyForMail(html: string, siteUrl: string): string {
  const clean = sanitizeRichText(html);
  const absolute = (value: string | undefined) => {
    if (!value) return value;
    try {
      return new URL(value, `${siteUrl}/`).toString();
    } catch {
      return undefined;
    }
  };
  const styled = sanitizeHtml(clean, {
    // The input is already sanitised rich text: the same tag list keeps it so. "Every tag"
    // (false) would include script and style, and sanitize-html prints a multi-line warning
    // about them on every call (issue 23, item 9).
    allowedTags: RICH_TEXT_TAGS,
    allowedAttributes: false,
    transformTags: {
      "*": (tagName, attribs) => {
        const next: Record<string, string> = { ...attribs };
        // The site's own classes mean nothing in a mail; inline styles replace them.
        delete next.class;
        // The book-a-demo block's marker, expanded below.
        if (tagName === "hr" && attribs["data-block"] === "demo-cta") {
          return { tagName, attribs: { "data-block": "demo-cta" } };
        }
        if (STYLES[tagName]) next.style = STYLES[tagName];
        if (tagName === "a" && next.href && !/^(mailto|tel):/i.test(next.href)) {
          const href = absolute(next.href);
          if (href) next.href = href;
          else delete next.href;
        }
        if (tagName === "img" && next.src) {
          const src = absolute(next.src);
          if (src) next.src = src;
          else delete next.src;
        }
        return { tagName, attribs: next };
      },
    },
  });
  return styled.replace(/<hr data-block="demo-cta"\s*\/?>/g, () => demoCtaForMail(siteUrl));
}

/** The book-a-demo block as mail clients can show it (a styled box and a button link). */
function demoCtaForMail(siteUrl: string): string {
  const c = DEMO_CTA;
  const e = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
  return (
    `<div style="margin:24px 0;padding:24px;border-radius:16px;background:#fff7e0">` +
    `<h2 style="margin:0 0 8px;font-size:20px;color:#1e1b4b">${e(c.heading)}</h2>` +
    `<p style="margin:0 0 16px;line-height:1.6">${e(c.text)}</p>` +
    `<a href="${e(`${siteUrl}${c.href}`)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 24px;border-radius:999px">${e(c.link)}</a>` +
    `</div>`
  );
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** The body as plain text for the mail's text part: links keep their address in brackets. */
export function issueBodyAsText(html: string): string {
  const text = sanitizeRichText(html)
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const words = label.replace(/<[^>]+>/g, "").trim();
      return words && words !== href ? `${words} (${href})` : href;
    })
    // The editor writes list items as <li><p>…</p></li>: one line each, not a paragraph.
    .replace(/<li\b[^>]*>\s*<p\b[^>]*>/gi, "<li>")
    .replace(/<\/p>\s*<\/li>/gi, "</li>")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "\n- ")
    .replace(/<\/(p|h[1-6]|ul|ol|blockquote|table|pre|figure)>/gi, "\n\n")
    .replace(/<\/tr>/gi, "\n")
    .replace(/<\/t[hd]>/gi, "  ")
    .replace(/<hr\s*\/?>/gi, "\n----\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#")) {
        const code =
          name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The body's HTML and text parts as mailed (the same for every recipient). */
export function issueBody(html: string, siteUrl: string): { html: string; text: string } {
  const forMail = issueBodyForMail(html, siteUrl);
  return { html: forMail, text: issueBodyAsText(forMail) };
}

export interface IssueContent {
  subject: string;
  preheader: string | null;
  html: string;
}

/**
 * The issue as one recipient's mail. `unsubscribeToken` is that subscriber's token; a test
 * copy passes null and gets the unsubscribe page without a token (it unsubscribes no one) and
 * no List-Unsubscribe headers.
 */
export function renderIssueMail(
  config: AppConfig,
  issue: IssueContent,
  unsubscribeToken: string | null,
  body = issueBody(issue.html, config.siteUrl),
): RenderedEmail & { headers?: Record<string, string> } {
  const site = config.site;
  const mail = renderEmail(site, {
    subject: issue.subject,
    preheader: issue.preheader ?? "",
    heading: issue.subject,
    paragraphs: [],
    body,
    unsubscribeUrl: unsubscribeToken
      ? unsubscribeUrl(config, unsubscribeToken)
      : `${config.siteUrl}/unsubscribe`,
    footerNote: `You receive this because you subscribed to the ${site.name} newsletter.`,
  });
  return unsubscribeToken
    ? { ...mail, headers: listUnsubscribeHeaders(config, unsubscribeToken) }
    : mail;
}
