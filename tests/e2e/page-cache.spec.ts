import { expect, test } from "@playwright/test";
import { signInAs } from "../support/users";

test("anonymous visitors get cached public pages with a fresh CSP nonce; signed-in visitors never do", async ({
  page,
  request,
}) => {
  await request.get("/about");
  const second = await request.get("/about");
  expect(second.headers()["x-cache"]).toBe("HIT");
  const csp = second.headers()["content-security-policy"];
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const html = await second.text();
  expect(html).toContain(`nonce="${nonce}"`);

  // A page is never answered 304: the browser's copy carries an older nonce than the new CSP.
  const etag = second.headers()["etag"];
  const revalidated = await request.get("/about", { headers: { "if-none-match": etag } });
  expect(revalidated.status()).toBe(200);
  const freshNonce = /'nonce-([^']+)'/.exec(revalidated.headers()["content-security-policy"])![1];
  expect(await revalidated.text()).toContain(`nonce="${freshNonce}"`);

  // The cached page still hydrates and works (its scripts carry this response's nonce),
  // also on a second visit from the same browser.
  for (let visit = 0; visit < 2; visit++) {
    await page.goto("/about");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  }

  const user = await signInAs(page, "learner");
  const signedIn = await page.request.get("/about");
  expect(signedIn.headers()["x-cache"]).toBeUndefined();
  expect(await signedIn.text()).toContain(`Account menu for ${user!.name}`);
});
