import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { up } from "../../../../db/migrations/2026-11-26-23-canonical-time-zones";
import { createTestServices, engines } from "../../../../tests/support/databases";
import { bookingSchema } from "~/lib/schemas/booking";
import { createBooking } from "../../bookings/writes";
import type { AppServices } from "../types";

// One name per zone (decision 0029): a booking stores its zone by its current name, and the
// migration renames the zones stored before, so the panel never shows Asia/Calcutta beside
// Asia/Kolkata for the same clock.
describe.each(engines)("time zones stored by one name on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
  });
  afterAll(async () => {
    await cleanup();
  });

  const start = () => {
    const d = new Date(Date.now() + 5 * 86_400_000);
    d.setUTCHours(10, 0, 0, 0);
    return d.toISOString();
  };

  async function book(timeZone: string, email: string) {
    const parsed = bookingSchema.parse({
      accountType: "parent",
      contactName: "Asha Rao",
      learnerName: "Kiran",
      grade: "Grade 8",
      board: "CBSE",
      email,
      phone: "+91 98765 43210",
      subject: "Mathematics",
      requestedStart: start(),
      timeZone,
    });
    const { booking } = await createBooking(services.db, services.config, parsed, null, []);
    return booking.id;
  }

  const zoneOf = async (id: string) =>
    (
      await services.db
        .selectFrom("demoBooking")
        .select("timeZone")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).timeZone;

  it("a new booking keeps the zone's current name, not the browser's alias", async () => {
    const id = await book("Asia/Calcutta", "calcutta@example.com");
    expect(await zoneOf(id)).toBe("Asia/Kolkata");
  });

  it("the migration renames the zones stored before it, and leaves current names alone", async () => {
    const ids = await Promise.all(
      ["one", "two", "three", "four"].map((n) => book("Europe/London", `${n}@example.com`)),
    );
    const stored = ["Asia/Calcutta", "US/Eastern", "Europe/Kiev", "Europe/London"];
    for (const [i, id] of ids.entries()) {
      await services.db
        .updateTable("demoBooking")
        .set({ timeZone: stored[i] })
        .where("id", "=", id)
        .execute();
    }
    await up(services.db);
    expect(await Promise.all(ids.map(zoneOf))).toEqual([
      "Asia/Kolkata",
      "America/New_York",
      "Europe/Kyiv",
      "Europe/London",
    ]);
  });
});
