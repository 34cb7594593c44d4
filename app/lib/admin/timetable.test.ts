import { describe, expect, it } from "vitest";
import { dayHref, moreText, weekHref } from "./timetable";

describe("the timetable's words and links", () => {
  it("says how many classes a day leaves out, and how many of them are conflicts", () => {
    expect(moreText(1, 0)).toBe("1 more class");
    expect(moreText(383, 0)).toBe("383 more classes");
    expect(moreText(2, 1)).toBe("2 more classes, 1 of them a conflict");
    expect(moreText(1_250, 51)).toBe("1,250 more classes, 51 of them conflicts");
  });

  it("links a day with the filters kept, and back to its week without the day or page", () => {
    const from = "?week=2027-01-06&teacher=t1&course=c1&q=beta";
    const day = new URLSearchParams(dayHref(from, "2027-01-05"));
    expect(Object.fromEntries(day)).toEqual({
      teacher: "t1",
      course: "c1",
      q: "beta",
      day: "2027-01-05",
    });
    const back = new URLSearchParams(weekHref("?day=2027-01-05&page=3&teacher=t1", "2027-01-05"));
    expect(Object.fromEntries(back)).toEqual({ teacher: "t1", week: "2027-01-05" });
  });
});
