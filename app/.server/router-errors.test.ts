import { createStaticHandler, data, type EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { hideRouterInternals } from "./router-errors";

// Issue 23 item 2: a visitor's error page never names route ids.
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
  async function render(request: Request) {
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error("expected a render");
    const entry = { staticHandlerContext: context } as unknown as EntryContext;
    hideRouterInternals(entry);
    return context;
  }

  it("replaces the router's 405 for a POST to a page without an action", async () => {
    const context = await render(
      new Request("http://localhost/about", { method: "POST", body: new FormData() }),
    );
    expect(context.statusCode).toBe(405);
    const [error] = Object.values(context.errors ?? {});
    expect(error).toMatchObject({
      status: 405,
      data: "This address does not accept that kind of request.",
    });
    expect(JSON.stringify(context.errors)).not.toMatch(/routes\/|action/);
  });

  it("replaces the router's 404 for an address that matches nothing", async () => {
    const context = await render(new Request("http://localhost/nothing/here"));
    expect(JSON.stringify(context.errors)).not.toContain("No route matches");
    expect(Object.values(context.errors ?? {})[0]).toMatchObject({ status: 404 });
  });

  it("keeps our own thrown sentences", async () => {
    const context = await render(new Request("http://localhost/post"));
    expect(Object.values(context.errors ?? {})[0]).toMatchObject({
      status: 404,
      data: "This post does not exist, or it was deleted.",
    });
  });
});
