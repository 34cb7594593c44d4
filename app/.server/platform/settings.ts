import type { Kysely } from "kysely";
import type { Database } from "./db/schema";

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

/**
 * Deletes the setting only if it still holds `value`; true for exactly one of any number of
 * concurrent callers (one DELETE wins the row), so it can claim a one-time token.
 */
export async function takeSetting(
  db: Kysely<Database>,
  key: string,
  value: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("appSetting")
    .where("key", "=", key)
    .where("value", "=", value)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Stores the setting unless one is already there (which then wins). */
export async function putSettingIfAbsent(
  db: Kysely<Database>,
  key: string,
  value: string,
): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto("appSetting")
    .values({ key, value, updatedAt })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}
