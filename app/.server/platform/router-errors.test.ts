import { createStaticHandler, data } from "react-router";
import { describe, expect, it } from "vitest";
import { hideRouterInternals } from "./router-errors";

// Issue 23 item 2: a visitor's error page never names route ids. React Router hands each
// internal error to the server entry's handleError before it encodes the page's data; this is
// what that hook does to it.
describe("hideRouterInternals", () => {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [
        { id: "routes/marketing/about", path: "about", loader: () => null },
        {
          id: "routes/admin/blog/detail",
          path: "post",
          loader: () => {
            throw data("This post does not exist, or it was deleted.", { status: 404 });
          },
        },
      ],
    },
  ]);
  async function errorsOf(request: Request) {
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error("expected a render");
    const errors = Object.values(context.errors ?? {});
    const refusals = errors.map(hideRouterInternals);
    return Object.assign(errors, { refusals });
  }

  /** Every string the error holds, the Error it carries included (the page's data encodes its message). */
  function wordsOf(error: unknown): string {
    const inner = (error as { error?: unknown }).error;
    return JSON.stringify(error) + (inner instanceof Error ? inner.message + inner.stack : "");
  }

  it("replaces the router's 405 for a POST to a page without an action", async () => {
    const [error] = await errorsOf(
      new Request("http://localhost/about", { method: "POST", body: new FormData() }),
    );
    expect(error).toMatchObject({
      status: 405,
      data: "This address does not accept that kind of request.",
    });
    expect(wordsOf(error)).not.toMatch(/routes\/|action/);
  });

  it("returns the router's own words for the log, and nothing for our own errors", async () => {
    const refused = await errorsOf(
      new Request("http://localhost/about", { method: "POST", body: new FormData() }),
    );
    expect(refused.refusals[0]).toMatchObject({ status: 405 });
    expect(refused.refusals[0]?.detail).toMatch(/routes\/marketing\/about/);
    const own = await errorsOf(new Request("http://localhost/post"));
    expect(own.refusals[0]).toBeUndefined();
  });

  it("replaces the router's 404 for an address that matches nothing", async () => {
    const [error] = await errorsOf(new Request("http://localhost/nothing/here"));
    expect(error).toMatchObject({ status: 404, data: "We couldn't find that page." });
  });

  it("keeps our own thrown sentences", async () => {
    const [error] = await errorsOf(new Request("http://localhost/post"));
    expect(error).toMatchObject({
      status: 404,
      data: "This post does not exist, or it was deleted.",
    });
  });
});
