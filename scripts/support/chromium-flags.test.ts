import { describe, expect, it } from "vitest";
import {
  OFFLINE_CHROMIUM_FLAGS,
  OFFLINE_DISABLED_FEATURES,
  withDisabledFeatures,
} from "./chromium-flags.mjs";

const PREFIX = "--disable-features=";

describe("withDisabledFeatures", () => {
  it("joins a launcher's list and ours into the one switch Chromium reads", () => {
    const flags = withDisabledFeatures(
      [`${PREFIX}Translate,RenderDocument`, "--headless=new", `${PREFIX}MediaRouter`],
      ["NetworkTimeServiceQuerying"],
    );
    expect(flags.filter((f) => f.startsWith(PREFIX))).toEqual([
      `${PREFIX}Translate,RenderDocument,MediaRouter,NetworkTimeServiceQuerying`,
    ]);
    expect(flags).toContain("--headless=new");
  });

  it("names a feature once, and adds no empty switch", () => {
    expect(withDisabledFeatures([`${PREFIX}A,B`], ["B", "A"])).toEqual([`${PREFIX}A,B`]);
    expect(withDisabledFeatures(["--no-sandbox"])).toEqual(["--no-sandbox"]);
  });

  it("leaves Playwright's own list alone: the offline flags carry no switch of their own", () => {
    expect(OFFLINE_CHROMIUM_FLAGS.some((f) => f.startsWith(PREFIX))).toBe(false);
    expect(withDisabledFeatures(OFFLINE_CHROMIUM_FLAGS, OFFLINE_DISABLED_FEATURES)).toContain(
      `${PREFIX}NetworkTimeServiceQuerying`,
    );
  });
});
