import { expect, test } from "@playwright/test";
import { newUser, signInAs } from "../support/users";

test("anonymous visitors get cached public pages that still run; a signed-in course page is rendered for its visitor", async ({
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

  // Signed in, a course page shows the visitor's enrolment: rendered for them, with a nonce.
  const user = await signInAs(page, "learner");
  const course = await page.request.get("/courses/primary-computing");
  expect(course.headers()["x-cache"]).toBeUndefined();
  expect(course.headers()["content-security-policy"]).toContain("nonce-");
  expect(course.headers()["cache-control"]).toBe("private, no-store");
  expect(await course.text()).toContain(`Account menu for ${user!.name}`);
});

test("signed-in visitors get their role's cached copy with their own name, menu and nothing of anyone else's", async ({
  browser,
}) => {
  // Three browsers, six pages each and 45 requests at once: long on a busy two-core machine.
  test.slow();
  const people = [
    { role: "learner" as const, user: newUser("learner", "Asha Cachetest") },
    { role: "learner" as const, user: newUser("learner", 'Bela "Bee" D\\Souza & Co') },
    { role: "admin" as const, user: newUser("admin", "Chitra Cacheadmin") },
  ];
  const menus = {
    learner: ["Profile", "Subscribed courses", "Upcoming courses", "Completed courses", "Logout"],
    admin: ["Admin Panel", "Logout"],
  };
  const sessions = await Promise.all(
    people.map(async (person) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(String(e)));
      await signInAs(page, person.role, person.user);
      return { ...person, context, page, errors };
    }),
  );
  const others = (name: string) => sessions.filter((s) => s.user.name !== name);

  for (const path of ["/", "/help"]) {
    for (const s of sessions) {
      await s.page.request.get(path);
      // The second visit is the role's copy, filled in by the server.
      const answer = await s.page.request.get(path);
      expect(answer.headers()["x-cache"]).toBe("HIT");
      expect(answer.headers()["cache-control"]).toBe("private, no-store");
      await s.page.goto(path);
      await s.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const trigger = s.page.getByRole("button", { name: `Account menu for ${s.user.name}` });
      await expect(trigger.getByTestId("display-name")).toHaveText(s.user.name);
      await expect(trigger.getByTestId("avatar-initial")).toHaveText(s.user.name[0]!);
      await trigger.click();
      await expect(s.page.getByRole("menu").getByRole("menuitem")).toHaveText(menus[s.role]);
      await s.page.keyboard.press("Escape");
      const html = await s.page.content();
      for (const other of others(s.user.name)) {
        expect(html).not.toContain(other.user.email);
        expect(html).not.toContain(other.user.name.slice(0, 8));
      }
    }
  }
  // Hydration kept the server's header: no mismatch was reported.
  for (const s of sessions) expect(s.errors).toEqual([]);

  // Under concurrent requests, every answer carries its own visitor and no other.
  const answers = await Promise.all(
    Array.from({ length: 45 }, (_, i) => {
      const s = sessions[i % 3]!;
      const path = ["/", "/about", "/blogs"][Math.floor(i / 3) % 3]!;
      return s.page.request.get(path).then(async (r) => ({ s, text: await r.text() }));
    }),
  );
  for (const { s, text } of answers) {
    expect(text).toContain(`"email":"${s.user.email}"`);
    for (const other of others(s.user.name)) expect(text).not.toContain(other.user.email);
  }

  // Right after signing out, the same browser gets the anonymous page, also with the old cookie.
  const asha = sessions[0]!;
  const oldCookies = await asha.context.cookies();
  await asha.page.goto("/");
  await asha.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await asha.page.getByRole("button", { name: `Account menu for ${asha.user.name}` }).click();
  await asha.page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(asha.page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  const after = await asha.page.request.get("/");
  expect(await after.text()).not.toContain(asha.user.name);
  const replay = await asha.page.request.get("/", {
    headers: { cookie: oldCookies.map((c) => `${c.name}=${c.value}`).join("; ") },
  });
  expect(await replay.text()).not.toContain(asha.user.name);
  expect(await replay.text()).not.toContain(asha.user.email);

  for (const s of sessions) await s.context.close();
});

test("without JavaScript a signed-in visitor sees their name and reaches their pages", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const user = await signInAs(page, "learner", newUser("learner", "Noor Noscript"));
  await page.request.get("/about");
  await page.goto("/about");
  await expect(page.getByTestId("display-name").first()).toHaveText(user!.name);
  const account = page.getByRole("navigation", { name: "Your account" });
  await expect(account.getByRole("link")).toHaveText([
    "Profile",
    "Subscribed courses",
    "Upcoming courses",
    "Completed courses",
  ]);
  await account.getByRole("link", { name: "Upcoming courses" }).click();
  await expect(page).toHaveURL(/\/upcoming-courses$/);
  await context.close();
});
