import { expect, test } from "@playwright/test";
import { signInAs } from "../support/users";

test("anonymous visitors get cached public pages that still run; signed-in visitors never do", async ({
  page,
  request,
}) => {
  await request.get("/about");
  const second = await request.get("/about");
  expect(second.headers()["x-cache"]).toBe("HIT");
  // The same bytes for everyone: scripts are allowed by hash, not by a per-request nonce.
  const csp = second.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'strict-dynamic'/);
  expect(csp).not.toContain("nonce-");
  // Browsers get the compressed copy once it is ready.
  await expect
    .poll(async () => (await request.get("/about")).headers()["content-encoding"])
    .toBe("br");

  const etag = second.headers()["etag"];
  const revalidated = await request.get("/about", { headers: { "if-none-match": etag } });
  expect(revalidated.status()).toBe(304);

  // The cached page hydrates and works, also when the browser revalidates its stored copy.
  for (let visit = 0; visit < 3; visit++) {
    if (visit === 0) await page.goto("/about");
    else await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  }

  const user = await signInAs(page, "learner");
  const signedIn = await page.request.get("/about");
  expect(signedIn.headers()["x-cache"]).toBeUndefined();
  expect(signedIn.headers()["content-security-policy"]).toContain("nonce-");
  expect(await signedIn.text()).toContain(`Account menu for ${user!.name}`);
});
