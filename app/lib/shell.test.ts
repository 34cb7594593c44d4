import { describe, expect, it } from "vitest";
import { SHELL_PATHS } from "./route-areas";
import {
  avatarInitial,
  avatarMenu,
  displayName,
  isActive,
  isShellHidden,
  MAIN_MENU,
} from "./shell";
import { safeRedirectPath } from "./safe-redirect";

const item = (label: string) => MAIN_MENU.find((i) => i.label === label)!;

describe("header and footer visibility", () => {
  it.each([
    "/signup",
    "/login",
    "/get-started",
    "/get-started/parent",
    "/demo-confirmation",
    "/forgot-password",
    "/account-settings",
    "/subscribed-courses",
    "/upcoming-courses",
    "/completed-courses",
    "/not-found",
    "/admin",
    "/admin/users",
  ])("hides the shell on %s", (path) => expect(isShellHidden(path, SHELL_PATHS)).toBe(true));

  it.each([
    "/",
    "/home",
    "/about",
    "/courses",
    "/courses/primary-computing",
    "/blogs",
    "/blog/3",
    "/contact",
    "/help",
    "/privacy-policy",
  ])("shows the shell on %s", (path) => expect(isShellHidden(path, SHELL_PATHS)).toBe(false));
});

describe("active menu item", () => {
  it("matches the path or a path below it", () => {
    expect(isActive(item("Our Courses"), "/courses")).toBe(true);
    expect(isActive(item("Our Courses"), "/courses/primary-computing")).toBe(true);
    expect(isActive(item("About Us"), "/courses")).toBe(false);
    expect(isActive(item("Blogs"), "/blog/4")).toBe(true);
  });
  it("lights Home only on the home page", () => {
    expect(isActive(item("Home"), "/")).toBe(true);
    expect(isActive(item("Home"), "/home")).toBe(true);
    expect(isActive(item("Home"), "/about")).toBe(false);
  });
});

describe("display name and avatar", () => {
  it("falls back from name to e-mail local part to 'User'", () => {
    expect(displayName({ name: "Asha Rao", email: "asha@example.com" })).toBe("Asha Rao");
    expect(displayName({ name: "  ", email: "ravi.k@example.com" })).toBe("ravi.k");
    expect(displayName({ name: null, email: "" })).toBe("User");
  });
  it("uses the first letter of the name or the e-mail", () => {
    expect(avatarInitial({ name: "asha", email: "x@example.com" })).toBe("A");
    expect(avatarInitial({ name: "", email: "zoe@example.com" })).toBe("Z");
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/courses?x=1", "/courses?x=1"],
    ["//evil.example", "/"],
    ["https://evil.example", "/"],
    ["/\\evil.example", "/"],
    ["", "/"],
    [null, "/"],
  ])("%s -> %s", (input, expected) => expect(safeRedirectPath(input)).toBe(expected));
});

describe("the avatar menu by role", () => {
  const labels = (role: "user" | "admin" | "teacher") => avatarMenu(role).map((i) => i.label);

  it("keeps the learner's and the admin's entries as they were", () => {
    expect(labels("user")).toEqual([
      "Profile",
      "Subscribed courses",
      "Upcoming courses",
      "Completed courses",
    ]);
    expect(labels("admin")).toEqual(["Admin Panel"]);
  });

  it("gives a teacher the learner's entries and Teaching", () => {
    expect(labels("teacher")).toEqual([...labels("user"), "Teaching"]);
    expect(avatarMenu("teacher").at(-1)?.to).toBe("/teach");
  });
});
