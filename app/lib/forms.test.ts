import { describe, expect, it } from "vitest";
import { formValues } from "./forms";

describe("formValues", () => {
  it("gives a natively posted textarea's line breaks as the script-sent ones", () => {
    const native = new FormData();
    native.set("reply", "Yes: Saturdays at 10.\r\n\r\nReply here.\rThanks");
    const scripted = new FormData();
    scripted.set("reply", "Yes: Saturdays at 10.\n\nReply here.\nThanks");
    expect(formValues(native)).toEqual(formValues(scripted));
    expect(formValues(native).reply).toBe("Yes: Saturdays at 10.\n\nReply here.\nThanks");
  });

  it("keeps the last of repeated fields and leaves files out", () => {
    const data = new FormData();
    data.append("intent", "first");
    data.append("intent", "second");
    data.set("image", new Blob(["x"]), "x.png");
    expect(formValues(data)).toEqual({ intent: "second" });
  });
});
