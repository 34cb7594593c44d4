import { expect, test } from "@playwright/test";
import { signInAs } from "../support/users";

test("anonymous visitors get cached public pages with a fresh CSP nonce; signed-in visitors never do", async ({ page, request }) => {
  await request.get("/about");
  const second = await request.get("/about");
  expect(second.headers()["x-cache"]).toBe("HIT");
  const csp = second.headers()["content-security-policy"];
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const html = await second.text();
  expect(html).toContain(`nonce="${nonce}"`);

  const etag = second.headers()["etag"];
  const notModified = await request.get("/about", { headers: { "if-none-match": etag } });
  expect(notModified.status()).toBe(304);

  // The cached page still hydrates and works (its scripts carry this response's nonce).
  await page.goto("/about");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  const user = await signInAs(page, "learner");
  const signedIn = await page.request.get("/about");
  expect(signedIn.headers()["x-cache"]).toBeUndefined();
  expect(await signedIn.text()).toContain(`Account menu for ${user!.name}`);
});
