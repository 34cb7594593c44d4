import { describe, expect, it } from "vitest";
import { describeDetail, summarizeDetail, valueText } from "./audit-detail";

describe("an audit entry's detail", () => {
  it("reads the write path's { before, after } as one row per changed field", () => {
    const view = describeDetail(
      JSON.stringify({
        before: { status: "new", note: null },
        after: { status: "read", note: "x" },
      }),
    );
    expect(view).toEqual({
      kind: "change",
      fields: [
        { field: "status", before: "new", after: "read" },
        { field: "note", before: "—", after: "x" },
      ],
    });
    expect(summarizeDetail(view)).toBe("status: new → read; note: — → x");
  });

  it("reads a creation (no before) and a deletion (no after)", () => {
    expect(describeDetail(JSON.stringify({ before: null, after: { role: "admin" } }))).toEqual({
      kind: "change",
      fields: [{ field: "role", before: "—", after: "admin" }],
    });
    expect(describeDetail(JSON.stringify({ before: { role: "user" }, after: null }))).toEqual({
      kind: "change",
      fields: [{ field: "role", before: "user", after: "—" }],
    });
  });

  it("reads older shapes as facts, and anything else as text", () => {
    const older = describeDetail(
      JSON.stringify({ userId: "u1", courseId: "c1", from: "upcoming", to: "subscribed" }),
    );
    expect(older.kind).toBe("facts");
    expect(summarizeDetail(older)).toBe("userId: u1; courseId: c1; from: upcoming; +1 more");
    expect(describeDetail(null)).toEqual({ kind: "none" });
    expect(describeDetail("null")).toEqual({ kind: "none" });
    expect(describeDetail("not json <b>")).toEqual({ kind: "text", value: "not json <b>" });
    expect(describeDetail("[1,2]")).toEqual({ kind: "text", value: "[\n  1,\n  2\n]" });
    expect(describeDetail(JSON.stringify({ before: {}, after: {} }))).toEqual({ kind: "none" });
    // A "before" that is not an object is not the write path's shape.
    expect(describeDetail(JSON.stringify({ before: "x" })).kind).toBe("facts");
  });

  it("words values as text: markup stays text, structures become JSON, long ones are cut in the summary", () => {
    expect(valueText("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
    expect(valueText("")).toBe('""');
    expect(valueText(3)).toBe("3");
    expect(valueText(false)).toBe("false");
    expect(valueText({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    const long = describeDetail(
      JSON.stringify({ before: { body: "a".repeat(100) }, after: { body: "b" } }),
    );
    expect(summarizeDetail(long)).toBe(`body: ${"a".repeat(39)}… → b`);
  });
});
