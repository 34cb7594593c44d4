import { expect, test } from "@playwright/test";
import { open, phonePage } from "../support/navigation";
import { newUser, signInAs, signUp } from "../support/users";

const SHOWN = [
  "/",
  "/home",
  "/about",
  "/courses",
  "/blogs",
  "/blog/2",
  "/contact",
  "/help",
  "/privacy-policy",
];
const HIDDEN = [
  "/signup",
  "/login",
  "/forgot-password",
  "/get-started",
  "/get-started/parent",
  "/demo-confirmation",
  "/not-found",
];

test("the header and footer show on public pages and hide on the seed's listed paths", async ({
  page,
}) => {
  for (const path of SHOWN) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Main" }), path).toBeAttached();
    await expect(page.getByRole("contentinfo"), path).toBeVisible();
  }
  for (const path of HIDDEN) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Main" }), path).toHaveCount(0);
    await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
  }
});

test("signed-in areas have no public header or footer", async ({ page }) => {
  await signInAs(page, "admin");
  for (const path of [
    "/account-settings",
    "/subscribed-courses",
    "/upcoming-courses",
    "/completed-courses",
    "/admin",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Main" }), path).toHaveCount(0);
    await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
  }
});

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("signed out: main menu with the active item, En, Contact Us and Login", async ({ page }) => {
    await open(page, "/courses/primary-computing");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "Our Courses", "About Us", "Blogs"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Our Courses" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("button", { name: "Language: English" })).toHaveText("En");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    await header.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("learner menu: initial, name, learner entries; closes on outside click and on a link", async ({
    page,
  }) => {
    await signInAs(page, "learner", newUser("learner", "Zara Khan"));
    await open(page, "/about");
    const trigger = page.getByRole("button", { name: "Account menu for Zara Khan" });
    await expect(trigger.getByTestId("avatar-initial")).toHaveText("Z");
    await expect(trigger.getByTestId("display-name")).toHaveText("Zara Khan");

    await trigger.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Profile",
      "Subscribed courses",
      "Upcoming courses",
      "Completed courses",
      "Logout",
    ]);
    await expect(menu.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);

    await page.mouse.click(20, 600);
    await expect(menu).toHaveCount(0);

    await trigger.click();
    await page.getByRole("menuitem", { name: "Upcoming courses" }).click();
    await expect(page).toHaveURL(/\/upcoming-courses$/);
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("admin menu: Admin Panel and Logout only", async ({ page }) => {
    await signInAs(page, "admin", newUser("admin", "Omar Admin"));
    await open(page, "/");
    await page.getByRole("button", { name: "Account menu for Omar Admin" }).click();
    await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText([
      "Admin Panel",
      "Logout",
    ]);
    await page.getByRole("menuitem", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("display name falls back to the e-mail's local part", async ({ page }) => {
    const user = newUser("fallback", "");
    await signUp(page.request, user);
    await open(page, "/");
    const local = user.email.split("@")[0];
    const trigger = page.getByRole("button", { name: `Account menu for ${local}` });
    await expect(trigger.getByTestId("display-name")).toHaveText(local);
    await expect(trigger.getByTestId("avatar-initial")).toHaveText("F");
  });

  test("logout signs out and goes home", async ({ page }) => {
    await signInAs(page, "learner", newUser("learner", "Leo Out"));
    await open(page, "/blogs");
    await page.getByRole("button", { name: "Account menu for Leo Out" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await open(page, "/account-settings");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test("a failed logout shows the alert 'Error: ' + message and stays signed in", async ({
    page,
  }) => {
    await signInAs(page, "learner", newUser("learner", "Faye Fail"));
    await page.route("**/api/auth/sign-out", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "Service unavailable" }),
      }),
    );
    await open(page, "/about");
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Account menu for Faye Fail" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect.poll(() => alerts).toEqual(["alert: Error: Service unavailable"]);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("button", { name: "Account menu for Faye Fail" })).toBeVisible();
  });

  test("a wrong password gets one clear message that reveals nothing", async ({ page }) => {
    const user = await signInAs(page, "learner");
    await page.context().clearCookies();
    await open(page, "/login");
    await page.getByLabel("Email").fill(user!.email);
    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
    await page.getByLabel("Email").fill("nobody-here@example.com");
    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
  });

  test("sign-up creates the account and signs in", async ({ page }) => {
    const user = newUser("signup", "Nila Nair");
    await open(page, "/signup");
    await page.getByLabel("Name").fill(user.name);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
    await page.getByLabel("Password").fill(user.password);
    await page.getByText("Parent", { exact: true }).click();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("button", { name: "Account menu for Nila Nair" })).toBeVisible();
    await open(page, "/account-settings");
    await expect(page.getByLabel("Account type")).toHaveValue("parent");
  });

  test("every path change scrolls to the top", async ({ page }) => {
    await open(page, "/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the account menu opens at once after load, before its entries' code has arrived", async ({
    page,
  }) => {
    await signInAs(page, "learner", newUser("learner", "Ira Early"));
    // Hold the entries' module back: the trigger must still work, by mouse and by keyboard.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/assets/avatar-menu-items-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await open(page, "/about");
    const trigger = page.getByRole("button", { name: "Account menu for Ira Early" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("menuitem")).toHaveText(["Loading..."]);
    await expect(menu.getByRole("menuitem", { name: "Loading..." })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    release();
    await expect(menu.getByRole("menuitem").first()).toHaveText("Profile");
    // Opened from the keyboard: the first real entry takes the focus once it is there.
    await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.getByRole("menuitem", { name: "Logout" })).toBeFocused();
  });

  test("a guarded page shows 'Loading...' while the signed-in user is confirmed", async ({
    page,
  }) => {
    await signInAs(page, "learner", newUser("learner", "Lata Load"));
    // A page the router hydrates: its menu's Profile is a navigation within the page.
    await open(page, "/courses/primary-computing");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/account-settings.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Account menu for Lata Load" }).click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("signed out: Signup and Login buttons and a menu with the main links", async ({ page }) => {
    await open(page, "/");
    const auth = page.getByTestId("mobile-auth-buttons");
    await expect(auth.getByRole("link", { name: "Signup" })).toBeVisible();
    await expect(auth.getByRole("link", { name: "Login" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    for (const label of ["Home", "Our Courses", "About Us", "Blogs"]) {
      await expect(dialog.getByRole("link", { name: label })).toBeVisible();
    }
    await dialog.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("learner: name, then Account Settings, then Logout", async ({ page }) => {
    await signInAs(page, "learner", newUser("learner", "Mira Mobile"));
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("mobile-display-name")).toHaveText("Mira Mobile");
    await expect(dialog.getByRole("link", { name: "Account Settings" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByTestId("mobile-auth-buttons")).toBeVisible();
  });

  test("admin: name, then Admin Panel, then Logout", async ({ page }) => {
    await signInAs(page, "admin", newUser("admin", "Ana Admin"));
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("mobile-display-name")).toHaveText("Ana Admin");
    await expect(dialog.getByRole("link", { name: "Account Settings" })).toHaveCount(0);
    await dialog.getByRole("link", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

// A folded phone's cover screen is 280 px wide, narrower than the page sweep's 320
// (tests/e2e/page-sweep.spec.ts): the header keeps Login and the menu on screen, with Signup in
// the menu, and no page scrolls sideways.
test("at 280 px the header fits: Login and the menu on screen, Signup in the menu", async ({
  browser,
}) => {
  const { context, page } = await phonePage(browser, 280, 653);
  // The sign-in and booking pages have no site header, only their own bar.
  for (const path of ["/", "/courses", "/contact", "/get-started/parent", "/login"]) {
    await open(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(280);
    if (path === "/get-started/parent" || path === "/login") continue;
    for (const control of [
      page.getByRole("banner").getByRole("link", { name: "Login", exact: true }),
      page.getByRole("button", { name: "Open menu" }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(280);
    }
  }
  await open(page, "/");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page.getByRole("dialog").getByRole("link", { name: "Signup" }).tap();
  await expect(page).toHaveURL(/\/signup$/);
  await context.close();
});

test("the page is painted before its hydration code is fetched, on cached and uncached copies", async ({
  page,
}) => {
  // A new address is rendered; the second visit is served from the page cache, whose
  // Content-Security-Policy allows the scripts by hash instead of by nonce. A page the router
  // hydrates, and two served as islands (app/islands/island.tsx, IslandsScript), one of them
  // with a script of its own at load (the catalogue's filters).
  // Every public page the page cache keeps is served as islands now (decisions 0060 and 0061):
  // the router's page is one it does not keep.
  for (const [page_, fewestScripts, visits] of [
    ["/unsubscribe", 4, ["MISS"]],
    ["/about", 1, ["MISS", "HIT"]],
    ["/courses", 2, ["MISS", "HIT"]],
  ] as const) {
    const path = `${page_}?visit=${Date.now()}`;
    for (const visit of visits) {
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      const response = await open(page, path);
      expect(response?.headers()["x-cache"] ?? "MISS").toBe(visit);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((e) => /\/assets\/.*\.js$/.test(e.name))
          .map((e) => e.startTime),
      }));
      expect(timing.paint, path).toBeGreaterThan(0);
      expect(timing.scripts.length, path).toBeGreaterThanOrEqual(fewestScripts);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint!);
      expect(errors, `${path} ${visit}`).toEqual([]);
      page.removeAllListeners("console");
    }
  }
});

// Issue 13: the 'En' language button of docs/product.md §7.3 is a button at every width, not a line
// of text.
for (const width of [390, 1366]) {
  test(`the header shows the 'En' language button at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, "/about");
    const button = page.getByRole("banner").getByRole("button", { name: "Language: English" });
    await expect(button).toBeVisible();
    await expect(button).toHaveText("En");
    await button.click();
    const english = page.getByRole("menuitemcheckbox", { name: "English" });
    await expect(english).toHaveAttribute("aria-checked", "true");
    await page.mouse.click(5, 400);
    await expect(english).toHaveCount(0);
    // By keyboard: Enter opens it on its entry, Escape closes it and returns to the button.
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(english).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(english).toHaveCount(0);
    await expect(button).toBeFocused();
    // Opened by a click, the focus stays on the button: Escape closes it from there as well.
    await button.click();
    await expect(english).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(english).toHaveCount(0);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });
}

test("the 'En' button shows at 390 px for a signed-in visitor too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(page, "learner");
  await open(page, "/blogs");
  await expect(
    page.getByRole("banner").getByRole("button", { name: "Language: English" }),
  ).toHaveText("En");
});

// The admin panel has its own shell with a drawer: tests/e2e/admin-panel.spec.ts.
test.describe("section navigation of the learner area", () => {
  test("at 390 px the learner tabs mark the current page; at 1366 px they are a column", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, "learner");
    await open(page, "/upcoming-courses");
    const nav = page.getByRole("navigation", { name: "Your account" });
    await expect(nav.getByRole("link", { name: "Upcoming courses" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Profile" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await nav.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.setViewportSize({ width: 1366, height: 800 });
    const profile = await nav.getByRole("link", { name: "Profile" }).boundingBox();
    const subscribed = await nav.getByRole("link", { name: "Subscribed courses" }).boundingBox();
    expect(subscribed!.y).toBeGreaterThan(profile!.y);
    expect(subscribed!.x).toBe(profile!.x);
  });
});
