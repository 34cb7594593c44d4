import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { CONFLICT_MESSAGE } from "../kit/write";
import { getContentVersion } from "../platform/content-version";
import { isRefused, prepareImage } from "../media";
import { seedContent } from "../platform/seed";
import type { AppServices } from "../platform/types";
import { contentCounts, getContent, listContent } from "./queries-admin";
import { createContent, deleteContent, moveContent, setContentShown, updateContent } from "./writes-admin";
import {
  listBoardLogos,
  listFaq,
  listFeatureCards,
  listHelpTopics,
  listTestimonials,
} from "./queries";

const actor = { id: "admin-1", email: "ada@example.com" };

describe.each(engines)("site content in the admin panel on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    await seedContent(services);
  });
  afterAll(async () => cleanup());

  const audits = async (entityId: string) =>
    (
      await services.db
        .selectFrom("auditLog")
        .select("action")
        .where("entityId", "=", entityId)
        .orderBy("createdAt")
        .execute()
    ).map((r) => r.action);

  it("adds a testimonial at the end, audited, and the landing page's list has it at once", async () => {
    const before = await getContentVersion(services.db);
    const id = await createContent(services.db, actor, "testimonials", {
      quote: "The teachers made fractions feel easy for my daughter.",
      name: "Kavya Rao",
      role: "Parent of a Grade 5 learner",
      category: "Parents",
      date: "2025-06-01",
      published: true,
    });
    const shown = await listTestimonials(services.db);
    expect(shown.at(-1)?.id).toBe(id);
    expect(await getContentVersion(services.db)).not.toBe(before);
    expect(await audits(id)).toEqual(["testimonial.create"]);
  });

  it("saves an edit on the version loaded and refuses a stale one, changing nothing", async () => {
    const item = (await getContent(services.db, "faq", "landing-1"))!;
    expect(item).toBeDefined();
    const edit = {
      group: "landing" as const,
      question: "Is the first class really free?",
      answer: "Yes. Book a demo and meet the teacher first.",
      isOpen: true,
      published: true,
    };
    await updateContent(services.db, actor, "faq", item.id, item.version, edit);
    const landing = await listFaq(services.db, "landing");
    expect(landing.find((f) => f.id === item.id)).toMatchObject({
      question: edit.question,
      isOpen: true,
    });
    await expect(
      updateContent(services.db, actor, "faq", item.id, item.version, {
        ...edit,
        question: "A stale save",
      }),
    ).rejects.toThrow(CONFLICT_MESSAGE);
    expect((await getContent(services.db, "faq", item.id))?.question).toBe(edit.question);
  });

  it("moving an FAQ item to another group puts it at that group's end", async () => {
    const item = (await listContent(services.db, "faq")).find((f) => f.group === "parents")!;
    await updateContent(services.db, actor, "faq", item.id, item.version, {
      group: "students",
      question: item.question,
      answer: item.answer,
      isOpen: item.isOpen,
      published: true,
    });
    expect((await listFaq(services.db, "students")).at(-1)?.id).toBe(item.id);
    expect((await listFaq(services.db, "parents")).map((f) => f.id)).not.toContain(item.id);
  });

  it("moves a card up and down within its kind by swapping with its neighbour", async () => {
    const order = async () => (await listFeatureCards(services.db, "advantage")).map((c) => c.id);
    const start = await order();
    const second = (await getContent(services.db, "cards", start[1]))!;
    await moveContent(services.db, actor, "cards", second.id, second.version, "up");
    expect(await order()).toEqual([start[1], start[0], ...start.slice(2)]);
    // The service cards are a group of their own: untouched.
    expect((await listFeatureCards(services.db, "service")).length).toBe(3);
    // The old version is stale now; the first can't move further up.
    await expect(
      moveContent(services.db, actor, "cards", second.id, second.version, "down"),
    ).rejects.toThrow(CONFLICT_MESSAGE);
    const moved = (await getContent(services.db, "cards", second.id))!;
    await expect(
      moveContent(services.db, actor, "cards", moved.id, moved.version, "up"),
    ).rejects.toThrow("already first");
    await moveContent(services.db, actor, "cards", moved.id, moved.version, "down");
    expect(await order()).toEqual(start);
    expect(await audits(second.id)).toEqual(["card.move", "card.move"]);
  });

  it("hides and shows each kind on the public pages", async () => {
    const board = (await listContent(services.db, "boards"))[0];
    await setContentShown(services.db, actor, "boards", board.id, board.version, false);
    expect((await listBoardLogos(services.db)).map((b) => b.id)).not.toContain(board.id);
    await expect(
      setContentShown(services.db, actor, "boards", board.id, board.version + 1, false),
    ).rejects.toThrow("already hidden");
    const counts = await contentCounts(services.db);
    expect(counts.find((c) => c.kind === "boards")).toMatchObject({ total: 6, hidden: 1 });
    await setContentShown(services.db, actor, "boards", board.id, board.version + 1, true);
    expect((await listBoardLogos(services.db))[0].id).toBe(board.id);

    const card = (await listContent(services.db, "cards"))[0];
    await setContentShown(services.db, actor, "cards", card.id, card.version, false);
    expect(
      (await listFeatureCards(services.db, card.kind as "service")).map((c) => c.id),
    ).not.toContain(card.id);
    const faq = (await listContent(services.db, "faq")).find((f) => f.group === "clients")!;
    await setContentShown(services.db, actor, "faq", faq.id, faq.version, false);
    expect((await listFaq(services.db, "clients")).map((f) => f.id)).not.toContain(faq.id);
  });

  it("deletes only on the current version", async () => {
    const t = (await listContent(services.db, "testimonials"))[0];
    await expect(
      deleteContent(services.db, actor, "testimonials", t.id, t.version + 5),
    ).rejects.toThrow(CONFLICT_MESSAGE);
    await deleteContent(services.db, actor, "testimonials", t.id, t.version);
    expect(await getContent(services.db, "testimonials", t.id)).toBeUndefined();
    await expect(
      deleteContent(services.db, actor, "testimonials", t.id, t.version),
    ).rejects.toThrow("no longer exists");
  });

  it("a board logo's uploaded image is stored with it, and a made-up one is refused", async () => {
    const bytes = await sharp({
      create: { width: 320, height: 120, channels: 3, background: "#1d4ed8" },
    })
      .png()
      .toBuffer();
    const image = await prepareImage(
      { bytes, filename: "logo.png", claimedType: "image/png" },
      "inline",
    );
    if (isRefused(image)) throw new Error(image.error);
    const input = {
      name: "NIOS",
      fullName: "National Institute of Open Schooling",
      image: "/images/boards/b1",
      published: true,
    };
    const id = await createContent(services.db, actor, "boards", input, image);
    const logo = (await listBoardLogos(services.db)).find((b) => b.id === id)!;
    expect(logo.image).toBe(`/media/u/${image.id}`);
    const variants = await services.db
      .selectFrom("mediaVariant")
      .select("name")
      .where("mediaId", "=", image.id)
      .execute();
    expect(variants.map((v) => v.name)).toContain("384.webp");
    // Kept on a later edit that names it; a base path of no stored image is refused.
    const stored = (await getContent(services.db, "boards", id))!;
    await updateContent(services.db, actor, "boards", id, stored.version, {
      ...input,
      image: logo.image,
    });
    await expect(
      updateContent(services.db, actor, "boards", id, stored.version + 1, {
        ...input,
        image: `/media/u/${"0".repeat(32)}`,
      }),
    ).rejects.toThrow("Choose one of the logo files.");
    expect((await getContent(services.db, "boards", id))?.image).toBe(logo.image);
    await deleteContent(services.db, actor, "boards", id, stored.version + 1);
  });

  it("edits the Help Center: add under a topic, move, move to another topic, hide, delete", async () => {
    const before = await getContentVersion(services.db);
    const id = await createContent(services.db, actor, "help", {
      topic: "technical-help",
      question: "Can I join a class from my phone?",
      answer: "Yes. Join from the browser on your phone; a tablet or laptop shows more.",
      published: true,
    });
    expect(await getContentVersion(services.db)).not.toBe(before);
    const technical = async () =>
      (await listHelpTopics(services.db)).find((t) => t.id === "technical-help")!.items;
    expect((await technical()).at(-1)).toEqual({
      id,
      question: "Can I join a class from my phone?",
      answer: "Yes. Join from the browser on your phone; a tablet or laptop shows more.",
    });

    let item = (await getContent(services.db, "help", id))!;
    await moveContent(services.db, actor, "help", id, item.version, "up");
    expect((await technical()).at(-2)?.id).toBe(id);

    // Moving it to another topic puts it at that topic's end.
    item = (await getContent(services.db, "help", id))!;
    await updateContent(services.db, actor, "help", id, item.version, {
      topic: "getting-started",
      question: item.question,
      answer: item.answer,
      published: true,
    });
    const topics = await listHelpTopics(services.db);
    expect(topics.find((t) => t.id === "getting-started")!.items.at(-1)?.id).toBe(id);
    expect((await technical()).map((i) => i.id)).not.toContain(id);

    item = (await getContent(services.db, "help", id))!;
    await setContentShown(services.db, actor, "help", id, item.version, false);
    const shown = (await listHelpTopics(services.db)).flatMap((t) => t.items.map((i) => i.id));
    expect(shown).not.toContain(id);
    expect((await getContent(services.db, "help", id))?.published).toBe(false);

    item = (await getContent(services.db, "help", id))!;
    await deleteContent(services.db, actor, "help", id, item.version);
    expect(await getContent(services.db, "help", id)).toBeUndefined();
    expect(await audits(id)).toEqual([
      "help.create",
      "help.move",
      "help.update",
      "help.hide",
      "help.delete",
    ]);
  });

  it("leaves out a Help Center topic whose questions are all hidden", async () => {
    const items = (await listContent(services.db, "help")).filter(
      (i) => i.topic === "payments-and-refunds",
    );
    for (const i of items) {
      await setContentShown(services.db, actor, "help", i.id, i.version, false);
    }
    expect((await listHelpTopics(services.db)).map((t) => t.id)).not.toContain(
      "payments-and-refunds",
    );
    for (const i of items) {
      await setContentShown(services.db, actor, "help", i.id, i.version + 1, true);
    }
    expect((await listHelpTopics(services.db)).map((t) => t.id)).toContain("payments-and-refunds");
  });

  it("counts each kind and its groups", async () => {
    const counts = await contentCounts(services.db);
    const faq = counts.find((c) => c.kind === "faq")!;
    expect(faq.total).toBe(25);
    expect(faq.groups.reduce((n, g) => n + g.total, 0)).toBe(25);
    expect(
      counts
        .find((c) => c.kind === "cards")
        ?.groups.map((g) => g.name)
        .sort(),
    ).toEqual(["advantage", "service"]);
    const help = counts.find((c) => c.kind === "help")!;
    expect(help.total).toBe(31);
    expect(help.groups).toHaveLength(6);
  });
});
