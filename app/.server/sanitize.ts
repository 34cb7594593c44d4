import sanitizeHtml from "sanitize-html";

/**
 * Where an image inside rich text may come from: any https address, or a path under our own
 * /media/ or /images/ made of plain segments. A `.` or `..` segment (or an empty one) would let
 * `/media/../logout` make every reader's browser fetch another of our addresses; percent
 * escapes (`%2e%2e`) and backslashes are outside the allowed characters altogether.
 */
function isImageSource(src: string): boolean {
  if (/^https:\/\/[^\s"'<>\\]+$/.test(src)) return true;
  const local = /^\/(?:media|images)\/([A-Za-z0-9._~/-]+)$/.exec(src);
  return (
    local !== null &&
    local[1].split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..")
  );
}

// The one allowlist for rich text (blog posts, newsletter issues, policies): applied when content
// is written and again when it is rendered, so a bad row can never reach a page as live markup.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "a",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "code",
    "pre",
    "hr",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    img: ["src", "alt", "width", "height", "loading"],
    // The book-a-demo block's marker (app/lib/demo-cta-markup.ts); any other value is dropped.
    hr: ["data-block"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Links that leave the site open without handing it the opener.
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs,
      };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? "").trim();
      const next: Record<string, string> = { src: isImageSource(src) ? src : "" };
      next.alt = attribs.alt ?? "";
      for (const size of ["width", "height"] as const) {
        if (/^\d{1,4}$/.test(attribs[size] ?? "")) next[size] = attribs[size]!;
      }
      next.loading = "lazy";
      return { tagName, attribs: next };
    },
    hr: (tagName, attribs) => ({
      tagName,
      attribs: (attribs["data-block"] === "demo-cta" ? { "data-block": "demo-cta" } : {}) as Record<
        string,
        string
      >,
    }),
  },
  // An image whose source is not allowed goes entirely (not left as a broken <img>).
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Returns HTML containing only the allowed tags, attributes and link schemes. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
