import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export async function getSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("appSetting")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value;
}

/** Inserts or replaces one setting. */
export async function putSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto("appSetting")
    .values({ key, value, updatedAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt }))
    .execute();
}

export async function deleteSetting(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("appSetting").where("key", "=", key).execute();
}
