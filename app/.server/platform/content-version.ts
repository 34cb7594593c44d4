import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import { getSetting, putSetting } from "./settings";

const KEY = "contentVersion";

/** The version of the public content; any change to it must bump it (clears page caches). */
export async function getContentVersion(db: Kysely<Database>): Promise<string> {
  return (await getSetting(db, KEY)) ?? "0";
}

/** Call in the same transaction as a content change: every process drops its cached pages. */
export async function bumpContentVersion(db: Kysely<Database>): Promise<string> {
  const next = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await putSetting(db, KEY, next);
  return next;
}
