import type { Kysely } from "kysely";

// Frozen: the learner an enrolment is for when a parent enrols their child (issue 26, item 6:
// "parents see the child named on the enrolment"). Null when the account holder is the learner.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enrollment").addColumn("learnerName", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enrollment").dropColumn("learnerName").execute();
}
