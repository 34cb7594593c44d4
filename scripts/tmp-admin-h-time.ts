import { connectDatabase } from "../app/.server/db/connect";
import { listBookings, bookingOptions } from "../app/.server/repos/admin-bookings";
import { bookingFilterOf, bookingListQuery } from "../app/lib/admin/booking-list";
import { readListQuery } from "../app/lib/admin/list-query";
const url = process.env.DATABASE_URL!;
const { db } = connectDatabase(url) as any;
for (const search of ["audience=parent", "assignee=none", "audience=parent&assignee=none", "course=primary-computing", "status=completed&audience=student"]) {
  const q = readListQuery(bookingListQuery, `http://x/admin/bookings?${search}`);
  const f = bookingFilterOf(q, "Asia/Kolkata");
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 7; i++) { const t = performance.now(); total = (await listBookings(db, f, q)).total; await bookingOptions(db); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(search.padEnd(55), "total", String(total).padStart(6), "median", times[3].toFixed(1), "max", times[6].toFixed(1));
}
await db.destroy();
