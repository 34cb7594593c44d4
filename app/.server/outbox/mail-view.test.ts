import { describe, expect, it } from "vitest";
import { byteSize, FRAME_POLICY, frameDocument, mailAttachments, mailHeaders } from "./mail-view";

describe("an outbox mail as the panel shows it", () => {
  it("puts the frame's policy first in the mail's own head, keeping its doctype first", () => {
    const doc = frameDocument(
      "<!doctype html><html><head><title>T</title></head><body>Hi</body></html>",
    );
    expect(
      doc.startsWith('<!doctype html><html><head><meta http-equiv="Content-Security-Policy"'),
    ).toBe(true);
    expect(doc).toContain(FRAME_POLICY);
    expect(doc).toContain("<title>T</title></head><body>Hi</body>");
    expect(FRAME_POLICY).toContain("default-src 'none'");
    expect(FRAME_POLICY).not.toContain("script-src");
  });

  it("wraps a fragment in a document of its own, and is not fooled by <header>", () => {
    const doc = frameDocument("<header>x</header><p>Hi</p>");
    expect(doc).toMatch(/^<!doctype html><html><head><meta charset="utf-8"><meta http-equiv/);
    expect(doc).toContain("<body><header>x</header><p>Hi</p></body>");
  });

  it("reads headers and attachments defensively", () => {
    expect(mailHeaders({ headers: '{"List-Unsubscribe":"<https://x>","X-N":3}' })).toEqual([
      ["List-Unsubscribe", "<https://x>"],
      ["X-N", "3"],
    ]);
    expect(mailHeaders({ headers: "nonsense" })).toEqual([]);
    expect(mailHeaders({ headers: "[1]" })).toEqual([]);
    expect(mailAttachments({ attachments: null })).toEqual([]);
    expect(mailAttachments({ attachments: "{broken" })).toEqual([]);
    const [ics, odd] = mailAttachments({
      attachments: JSON.stringify([
        {
          filename: "demo.ics",
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR",
        },
        { contentType: 'text/html"><script>', content: "é" },
        "junk",
      ]),
    });
    expect(ics).toEqual({
      name: "demo.ics",
      type: "text/calendar; charset=utf-8; method=PUBLISH",
      size: 30,
      href: `data:text/calendar;base64,${Buffer.from("BEGIN:VCALENDAR\r\nEND:VCALENDAR").toString("base64")}`,
    });
    expect(odd).toMatchObject({ name: "attachment-2", size: 2 });
    expect(odd.href).toMatch(/^data:application\/octet-stream;base64,/);
    expect(byteSize(30)).toBe("30 B");
    expect(byteSize(2048)).toBe("2.0 KB");
  });
});
