import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { formFailure } from "./form-result";
import { errorPageText } from "./error-page";

/** What a loader or action throws with `throw data(...)`, as the error boundary receives it. */
function thrown(body: unknown, status: number) {
  const d = data(body, { status });
  return { status, statusText: "", internal: false, data: d.data };
}

describe("errorPageText", () => {
  it("keeps 'an unexpected problem' for 5xx and errors that are not answers", () => {
    expect(errorPageText(new Error("boom"))).toMatchObject({
      status: 500,
      title: "Something went wrong",
      message: "We hit an unexpected problem. Please try again in a moment.",
    });
    expect(errorPageText(thrown("Service Unavailable", 503)).message).toContain(
      "unexpected problem",
    );
  });

  it("says what was wrong with a refused body, from the form's own message", () => {
    const page = errorPageText(
      thrown(
        formFailure({}, "This address expects a form submission, not JSON or other data."),
        415,
      ),
    );
    expect(page).toEqual({
      status: 415,
      title: "This address expects a form submission",
      message: "This address expects a form submission, not JSON or other data.",
    });
    const broken = errorPageText(thrown(formFailure({}, "The form submission was broken."), 400));
    expect(broken.title).toBe("That request could not be read");
    expect(broken.message).toBe("The form submission was broken.");
  });

  it("never describes a 4xx as an unexpected problem", () => {
    for (const status of [400, 401, 403, 404, 405, 409, 413, 415, 418, 429]) {
      const page = errorPageText(thrown("Not Found", status));
      expect(page.message, String(status)).not.toContain("unexpected");
      expect(page.title, String(status)).not.toBe("Something went wrong");
    }
    expect(errorPageText(thrown("Not Found", 404)).message).toBe("We couldn't find that page.");
  });
});
