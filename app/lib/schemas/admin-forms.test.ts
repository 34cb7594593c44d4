import { describe, expect, it } from "vitest";
import { blogPostSchema } from "./admin-blog";
import { courseFieldsSchema } from "./admin-courses";

// Each refusal names what is actually wrong (found by a black-box pass: a negative number was
// "not a whole number", and a 13th month was "skipped by the clocks").
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe("the blog post form's schedule", () => {
  const schedule = blogPostSchema.shape.publishAt;

  it("takes an empty schedule or a real date and time", () => {
    expect(schedule.safeParse("").success).toBe(true);
    expect(schedule.safeParse("2031-02-28T09:30").success).toBe(true);
  });

  it.each([
    ["2026-13-45T99:99", "Enter a real date and time, e.g. 1 March, 09:00."],
    ["2031-02-30T09:30", "Enter a real date and time, e.g. 1 March, 09:00."],
    ["next tuesday", "Enter a date and time."],
  ])("refuses %j with one message", (publishAt, message) => {
    const refused = messages(schedule.safeParse(publishAt));
    expect(refused).toEqual([message]);
  });
});

describe("the course form's numbers", () => {
  it.each([
    ["-3", "The duration in weeks must be between 1 and 104."],
    ["0", "The duration in weeks must be between 1 and 104."],
    ["2.5", "The duration in weeks must be a whole number."],
    ["ten", "The duration in weeks must be a whole number."],
  ])("durationWeeks %j: %s", (durationWeeks, message) => {
    const refused = messages(courseFieldsSchema.safeParse({ durationWeeks }));
    expect(refused).toContain(message);
  });
});

describe("a blog post's slug", () => {
  const slug = blogPostSchema.shape.slug;
  it("needs a letter: /blog/<digits> is a post's own numbered address (issue 23)", () => {
    expect(slug.safeParse("2024").success).toBe(false);
    expect(slug.safeParse("2024-review").success).toBe(true);
  });
});
