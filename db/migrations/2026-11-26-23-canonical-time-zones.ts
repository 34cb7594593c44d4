import type { Kysely } from "kysely";

// Frozen: every stored zone by its one name (issue 23, item 16; decision 0029). Bookings made
// before it kept whatever the browser reported, so one demo read "Asia/Calcutta" and the next
// "Asia/Kolkata". Each distinct stored value is renamed to Intl's canonical name, then to the tz
// database's current name where ICU keeps an older one. The table is copied here, not imported,
// so this migration does the same thing whatever the app's code becomes.
const RENAMED: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

function resolve(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function oneName(zone: string): string {
  const resolved = resolve(zone);
  if (!resolved) return zone;
  const renamed = RENAMED[resolved];
  return renamed && resolve(renamed) ? renamed : resolved;
}

export async function up(db: Kysely<any>): Promise<void> {
  const rows: { timeZone: string }[] = await db
    .selectFrom("demoBooking")
    .select("timeZone")
    .distinct()
    .execute();
  for (const { timeZone } of rows) {
    const name = oneName(timeZone);
    if (name === timeZone) continue;
    await db
      .updateTable("demoBooking")
      .set({ timeZone: name })
      .where("timeZone", "=", timeZone)
      .execute();
  }
}

// The old spellings are not kept; every name this wrote is the same clock as before.
export async function down(): Promise<void> {}
