import sanitizeHtml from "sanitize-html";

// The one allowlist for rich text (blog posts, policies): applied when content is written and
// again when it is rendered, so a bad row can never reach a page as live markup.
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
  ],
  allowedAttributes: { a: ["href", "title", "rel"], th: ["scope"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Links that leave the site open without handing it the opener.
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs,
      };
    },
  },
};

/** Returns HTML containing only the allowed tags, attributes and link schemes. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
