import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import {
  blockGoogleIdentity,
  chooseGoogleAccount,
  fakeGoogleState,
  googleIdToken,
  serveFakeGoogleIdentity,
} from "../support/google-e2e";
import { TEST_GOOGLE_CLIENT_ID } from "../support/google-tokens";
import { open } from "../support/navigation";
import { newUser, signUp } from "../support/users";

// Runs only in the "google" project, against the server started with Google switched on
// (tests/support/e2e-server.mjs, E2E_GOOGLE=1). Nothing here contacts Google: the identity
// script is a fake served through page.route(), and ID tokens are signed with a local key
// whose JWKS the test server's verifier fetches.

function toast(page: Page) {
  return page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
}

async function waitForPrompt(page: Page) {
  await expect.poll(async () => (await fakeGoogleState(page))?.prompts.length ?? 0).toBe(1);
}

test.describe("One Tap", () => {
  test("prompts 1.5 s after the provider is ready on each allowed page, signed out", async ({
    page,
  }) => {
    const scriptRequests = await serveFakeGoogleIdentity(page);
    await open(page, "/courses");
    await waitForPrompt(page);
    const state = (await fakeGoogleState(page))!;
    expect(state.clientId).toBe(TEST_GOOGLE_CLIENT_ID);
    const delay = state.prompts[0].at - state.initializedAt!;
    expect(delay).toBeGreaterThanOrEqual(1_450);
    expect(delay).toBeLessThan(3_000);
    expect(state.prompts[0].path).toBe("/courses");
    await expectNoAxeViolations(page, "/courses with One Tap ready");

    expect(scriptRequests()).toBe(1);

    // Every allowed page is served as islands (docs/decisions/0060-content-pages-as-islands.md,
    // 0061): a link from one loads the next document, whose own One Tap prompts again.
    for (const [label, path] of [
      ["Blogs", "/blogs"],
      ["About Us", "/about"],
      ["Home", "/"],
    ] as const) {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: label })
        .click();
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${path}$`));
      await waitForPrompt(page);
      expect((await fakeGoogleState(page))!.prompts[0].path).toBe(path);
    }
    for (const path of ["/contact", "/help"]) {
      await open(page, path);
      await waitForPrompt(page);
    }
  });

  test("never loads on other pages, and withdraws the prompt when the visitor leaves", async ({
    page,
  }) => {
    const scriptRequests = await serveFakeGoogleIdentity(page);
    // The page's clock is ours to move: no waiting out the prompt's delay below.
    await page.clock.install();
    for (const path of [
      "/login",
      "/signup",
      "/forgot-password",
      "/get-started",
      "/courses/primary-computing",
      "/blog/2",
    ]) {
      await open(page, path);
      // One Tap has looked at this page and stays out of it: mounted idle on a router page, its
      // island never woken on a page served as islands.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              document.documentElement.dataset.googleOneTap ??
              document.querySelector<HTMLElement>('[data-island="google-one-tap"]')?.dataset.wake,
          ),
        )
        .toMatch(/^(idle|never)$/);
      expect(scriptRequests(), path).toBe(0);
    }

    // Leaving an allowed page for /login: every allowed page is served as islands, so the prompt
    // goes with its document, and the new one never loads One Tap (a router page withdraws it
    // within the page: app/components/auth/google-one-tap.tsx).
    await open(page, "/courses");
    await waitForPrompt(page);
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator("html")).toHaveAttribute("data-google-one-tap", "idle");
    // Past any prompt's delay (1.5 s), at once: none comes on /login.
    await page.clock.runFor(2_000);
    expect(await fakeGoogleState(page)).toBeNull();
    expect(scriptRequests()).toBe(1);

    // From a router page the way to an allowed page, and on to /login, stays within the page: the
    // prompt comes on the allowed page and is withdrawn when the visitor leaves it.
    await open(page, "/unsubscribe");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blogs" })
      .click();
    await expect(page).toHaveURL(/\/blogs$/);
    await waitForPrompt(page);
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => (await fakeGoogleState(page))!.cancels).toBeGreaterThan(0);
    await page.clock.runFor(2_000);
    expect((await fakeGoogleState(page))!.prompts).toHaveLength(1);
  });

  test("is not loaded for a signed-in visitor", async ({ page }) => {
    const scriptRequests = await serveFakeGoogleIdentity(page);
    await signUp(page.request, newUser("onetap-signed-in"));
    // The pages served as islands do not even wake its island for them
    // (docs/decisions/0059-islands-wake-when-needed.md)...
    for (const path of ["/", "/about", "/courses"]) {
      await open(page, path);
      await expect(page.locator('[data-island="google-one-tap"]')).toHaveAttribute(
        "data-wake",
        "never",
      );
    }
    // ...and a page the router hydrates mounts it idle.
    await open(page, "/courses/primary-computing");
    await expect(page.locator("html")).toHaveAttribute("data-google-one-tap", "idle");
    expect(scriptRequests()).toBe(0);
  });

  test("success: toast 'Welcome!', signed in, home page", async ({ page }) => {
    await serveFakeGoogleIdentity(page);
    const email = `${newUser("g").email.split("@")[0]}@gmail.example`;
    await open(page, "/blogs");
    await waitForPrompt(page);
    await chooseGoogleAccount(page, await googleIdToken({ email, name: "Tara Iyer" }));
    // /blogs is served as islands: the way home loads a new document, and the toast goes with it
    // (app/hooks/use-toast.ts, carryToastToNextPage). The home page is checked first, so the toast
    // seen is the home page's own.
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(toast(page)).toContainText("Welcome!");
    await expect(toast(page)).toContainText("Successfully signed in with Google");
    expect(await page.evaluate(() => sessionStorage.getItem("learnova:carried-toast"))).toBeNull();
    await expect(page.getByRole("button", { name: "Account menu for Tara Iyer" })).toBeVisible();
    // The session is a real one: a guarded page opens.
    await open(page, "/upcoming-courses");
    await expect(page).toHaveURL(/\/upcoming-courses$/);
  });

  test("failure: toast 'Sign-in Error' with the server's message, still signed out", async ({
    page,
  }) => {
    await serveFakeGoogleIdentity(page);
    await open(page, "/help");
    await waitForPrompt(page);
    const forAnotherSite = await googleIdToken({
      email: "mallory@gmail.example",
      audience: "another-site.apps.googleusercontent.com",
    });
    await chooseGoogleAccount(page, forAnotherSite);
    await expect(toast(page)).toContainText("Sign-in Error");
    await expect(toast(page)).toContainText("Invalid token");
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("failure without a message: 'Failed to sign in with Google'", async ({ page }) => {
    await serveFakeGoogleIdentity(page);
    await page.route("**/api/auth/sign-in/social", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await open(page, "/contact");
    await waitForPrompt(page);
    await chooseGoogleAccount(page, await googleIdToken({ email: "x@gmail.example" }));
    await expect(toast(page)).toContainText("Sign-in Error");
    await expect(toast(page)).toContainText("Failed to sign in with Google");
  });

  test("a script that never arrives is given up after 10 s, quietly", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const scriptRequests = await blockGoogleIdentity(page);
    // The page's clock is moved on instead of waited out. The 10 s itself, to the check, is
    // waitForGoogleIdentity's unit test (app/lib/google-one-tap.test.ts).
    await page.clock.install();
    await open(page, "/");
    await expect.poll(() => scriptRequests()).toBe(1);
    await expect(page.locator("html")).toHaveAttribute("data-google-one-tap", "loading");
    await page.clock.runFor(10_000);
    await expect(page.locator("html")).toHaveAttribute("data-google-one-tap", "unavailable");
    expect(errors).toEqual([]);
    await expect(toast(page)).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("redirect sign-in", () => {
  /**
   * Plays Google's authorisation page: it sends the visitor straight back to our callback with
   * an error (as Google does when they cancel), keeping the state Better Auth issued.
   */
  async function googleAnswers(page: Page, error: string, description?: string) {
    await page.route("https://accounts.google.com/o/oauth2/v2/auth**", (route) => {
      const asked = new URL(route.request().url());
      const back = new URL(asked.searchParams.get("redirect_uri")!);
      back.searchParams.set("state", asked.searchParams.get("state")!);
      back.searchParams.set("error", error);
      if (description) back.searchParams.set("error_description", description);
      return route.fulfill({ status: 302, headers: { location: back.href } });
    });
  }

  test("'Continue with Google' goes to Google with our client id, scopes, state and callback", async ({
    page,
  }) => {
    let asked: URL | undefined;
    await page.route("https://accounts.google.com/o/oauth2/v2/auth**", (route) => {
      asked = new URL(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<title>Google</title>",
      });
    });
    await open(page, "/signup");
    await expectNoAxeViolations(page, "/signup with Google");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect.poll(() => asked?.searchParams.get("client_id")).toBe(TEST_GOOGLE_CLIENT_ID);
    expect(asked!.searchParams.get("redirect_uri")).toMatch(/\/api\/auth\/callback\/google$/);
    expect(asked!.searchParams.get("scope")).toContain("email");
    expect(asked!.searchParams.get("state")).toBeTruthy();
  });

  test("a failure shows the 'Sign-in Error' dialog with the message", async ({ page }) => {
    await googleAnswers(page, "access_denied", "The user did not grant access.");
    await open(page, "/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign-in Error" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("The user did not grant access.");
    await expectNoAxeViolations(page, "the Sign-in Error dialog");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a failure without a message shows the seed's fallback", async ({ page }) => {
    await googleAnswers(page, "server_error");
    await open(page, "/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByRole("dialog", { name: "Sign-in Error" })).toContainText(
      "An error occurred during sign-in after redirect.",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the button still reaches Google", async ({ page }) => {
      await page.goto("/login");
      // The form's post is answered with a redirect to Google. Playwright routes only a
      // redirect's first request, so the browser's own request for Google's page is the proof
      // (a stand-in route for it was reached only when the full browser retried the failed
      // lookup, which the headless shell does not).
      const toGoogle = page.waitForRequest(
        (r) =>
          r.isNavigationRequest() &&
          r.url().startsWith("https://accounts.google.com/o/oauth2/v2/auth?"),
      );
      await page.getByRole("button", { name: "Continue with Google" }).click();
      const asked = new URL((await toGoogle).url());
      expect(asked.searchParams.get("client_id")).toBe(TEST_GOOGLE_CLIENT_ID);
      expect(asked.searchParams.get("response_type")).toBe("code");
    });
  });
});
