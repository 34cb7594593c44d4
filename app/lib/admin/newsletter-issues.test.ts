import { describe, expect, it } from "vitest";
import { issueSchema } from "./newsletter-issues";

// A newsletter's subject and preview text become mail headers and the inbox's one line: a
// line break in either is refused (it could also smuggle a header into a careless mailer).
describe("the newsletter issue form", () => {
  const valid = {
    subject: "December at Learnova",
    preheader: "Two new courses",
    html: "<p>Hi</p>",
  };

  it("takes one-line texts, trimmed", () => {
    const parsed = issueSchema.parse({ ...valid, subject: "  December at Learnova  " });
    expect(parsed.subject).toBe("December at Learnova");
  });

  it.each([
    ["subject", "Hi\r\nBcc: victim@evil.example", "Subject must be one line, without line breaks."],
    ["subject", "Hi\nthere", "Subject must be one line, without line breaks."],
    ["subject", "Tab\there", "Subject must be one line, without line breaks."],
    ["subject", "Hi\u2028Bcc: x@y.z", "Subject must be one line, without line breaks."],
    ["subject", "Hi\u0085Bcc: x@y.z", "Subject must be one line, without line breaks."],
    ["preheader", "One\rtwo", "Preview text must be one line, without line breaks."],
    ["preheader", "One\u2029two", "Preview text must be one line, without line breaks."],
  ])("refuses a %s of %j", (field, value, message) => {
    const result = issueSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
