import { describe, expect, it } from "vitest";
import { classesWindow } from "./classes-window";

describe("classesWindow", () => {
  it("starts at the last five classes that have started, then pages by 20 either way", () => {
    const near = classesWindow(null, 100, 40);
    expect(near).toMatchObject({
      start: 35,
      end: 55,
      earlier: 16,
      later: 56,
      near: true,
      param: "",
    });
    expect(classesWindow("16", 100, 40)).toMatchObject({
      start: 15,
      end: 35,
      earlier: 1,
      later: 36,
      near: false,
      param: "16",
    });
    expect(classesWindow("1", 100, 40)).toMatchObject({ start: 0, earlier: null, later: 21 });
    expect(classesWindow("96", 100, 40)).toMatchObject({ start: 95, end: 100, later: null });
  });

  it("shows the first classes when fewer than five have started, and reads a bad page as none", () => {
    expect(classesWindow(null, 45, 0)).toMatchObject({
      start: 0,
      end: 20,
      earlier: null,
      near: true,
    });
    expect(classesWindow(null, 3, 3)).toMatchObject({
      start: 0,
      end: 3,
      earlier: null,
      later: null,
    });
    for (const bad of ["0", "-5", "x", "1e3", "9999999"]) {
      expect(classesWindow(bad, 100, 40).start).toBe(35);
    }
    // A page past the end shows the last class.
    expect(classesWindow("500", 100, 40)).toMatchObject({ start: 99, end: 100, later: null });
    expect(classesWindow(null, 0, 0)).toMatchObject({
      start: 0,
      end: 0,
      earlier: null,
      later: null,
    });
  });
});
