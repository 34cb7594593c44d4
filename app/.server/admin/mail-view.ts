import type { EmailOutboxTable } from "../db/schema";

// An outbox mail as the admin panel shows it (docs/admin.md §10: a mail's page shows it as sent).
// The stored columns are ours, but they hold what visitors typed (a contact message quoted in a
// mail), so nothing here trusts them: the HTML goes only into a sandboxed frame, and the
// JSON columns are read defensively.

/**
 * The frame's own policy, on top of the sandbox (which already forbids scripts, forms and
 * navigating the panel) and of the panel's policy, which a srcdoc frame inherits.
 */
export const FRAME_POLICY =
  "default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'; font-src data: https:";

const FRAME_HEAD = `<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}"><base target="_blank">`;

/**
 * The mail's HTML as the document of a sandboxed <iframe srcdoc>, with the policy first in
 * its head. A mail without a head of its own is wrapped in one (a policy must be in the head,
 * and putting anything before the mail's doctype would switch it to quirks mode).
 */
export function frameDocument(html: string): string {
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!head) {
    return `<!doctype html><html><head><meta charset="utf-8">${FRAME_HEAD}</head><body>${html}</body></html>`;
  }
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${FRAME_HEAD}${html.slice(at)}`;
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The mail's extra headers (List-Unsubscribe, Reply-To…) as name/value pairs. */
export function mailHeaders(mail: Pick<EmailOutboxTable, "headers">): [string, string][] {
  const parsed = parseJson(mail.headers);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return [];
  return Object.entries(parsed).map(([name, value]) => [
    name,
    typeof value === "string" ? value : JSON.stringify(value),
  ]);
}

export interface AttachmentView {
  name: string;
  type: string;
  /** Bytes, as sent. */
  size: number;
  /** A data: address the link downloads, or null for one too large to inline. */
  href: string | null;
}

/** Attachments up to this size are offered for download from the page itself. */
const INLINE_LIMIT = 512 * 1024;

/** A MIME type we can name in a data: address (type/subtype), else a neutral one. */
function mimeOf(contentType: string): string {
  const base = contentType.split(";")[0].trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(base) ? base : "application/octet-stream";
}

/** The mail's attachments: name, type, size, and a download for the small ones (.ics). */
export function mailAttachments(mail: Pick<EmailOutboxTable, "attachments">): AttachmentView[] {
  const parsed = parseJson(mail.attachments);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown, i): AttachmentView[] => {
    if (typeof item !== "object" || item === null) return [];
    const { filename, contentType, content } = item as Record<string, unknown>;
    const bytes = Buffer.from(typeof content === "string" ? content : "", "utf8");
    const type = typeof contentType === "string" ? contentType : "application/octet-stream";
    return [
      {
        name: typeof filename === "string" && filename ? filename : `attachment-${i + 1}`,
        type,
        size: bytes.length,
        href:
          bytes.length <= INLINE_LIMIT
            ? `data:${mimeOf(type)};base64,${bytes.toString("base64")}`
            : null,
      },
    ];
  });
}

/** "1.2 KB": a size for people. */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
