import type { Kysely } from "kysely";

// Frozen: the site content the admin panel edits (docs/admin.md §9, issue 17). Each of the four
// kinds can be hidden without being deleted (testimonial had `published` already; FAQ items,
// feature cards and board logos gain it, shown by default), and each row carries the version
// an admin's edit is checked against (optimistic concurrency, as for every admin change).
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["faqItem", "featureCard", "boardLogo"]) {
    await db.schema
      .alterTable(table)
      .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
  for (const table of ["testimonial", "faqItem", "featureCard", "boardLogo"]) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
  // The lists and the public pages read cards by kind and logos in order.
  await db.schema
    .createIndex("featureCard_kind")
    .on("featureCard")
    .columns(["kind", "position"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("featureCard_kind").execute();
  for (const table of ["testimonial", "faqItem", "featureCard", "boardLogo"]) {
    await db.schema.alterTable(table).dropColumn("version").execute();
  }
  for (const table of ["faqItem", "featureCard", "boardLogo"]) {
    await db.schema.alterTable(table).dropColumn("published").execute();
  }
}
