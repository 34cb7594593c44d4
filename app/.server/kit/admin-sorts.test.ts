import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, engines } from "../../../tests/support/databases";
import { bookingFilterOf, bookingListQuery } from "~/lib/admin/booking-list";
import { readListQuery } from "~/lib/admin/list-query";
import { messageListQuery } from "~/lib/admin/message-list";
import { subscriberListQuery } from "~/lib/admin/subscribers";
import { userListQuery } from "~/lib/admin/user-list";
import { seedVolume } from "../../../scripts/volume/seed";
import type { AppServices } from "../platform/types";
import { listBookings } from "../bookings/queries-admin";
import { listMessages } from "../messages/queries-admin";
import { listSubscribers } from "../newsletter/queries-admin";
import { listUsers } from "../users/queries-admin";

// Every sort the lists offer, deep and under a filter, is a walk along one index that holds the
// sort's order, the id and the filter's columns (migration 2026-11-26-26, decision 0026): the
// page query's plan names that index, as a covering (SQLite) or index-only (PostgreSQL) read.
// The tables hold a few thousand volume-seed rows with fresh statistics (SQLite: the product's
// own PRAGMA optimize; PostgreSQL: what autovacuum does after a bulk load), and PostgreSQL is asked as a big table would ask it, with sequential
// scans, bitmap scans and sorts priced out.

const FEW = { sessions: 10, enrollments: 40, outbox: 50, audit: 100 };

/** Keeps the SQL of every query the list runs. */
class Capture implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

describe.each(engines)("admin list sorts on %s", (engine) => {
  let services: AppServices;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ services, cleanup } = await createTestServices(engine));
    const n = 4_000;
    await seedVolume(services.handle, services.config, {
      counts: { ...FEW, users: n, bookings: n, messages: n, subscribers: n },
    });
    if (engine === "sqlite") services.handle.optimize?.();
    // As autovacuum leaves a table after a bulk load: statistics and the visibility map.
    else await services.db.executeQuery(CompiledQuery.raw("vacuum analyze"));
  }, 120_000);
  afterAll(async () => cleanup());

  const url = (path: string) => `http://x${path}`;
  const CASES: [string, string, (db: AppServices["db"]) => Promise<unknown>][] = [];
  for (const dir of ["asc", "desc"]) {
    const at = `dir=${dir}&page=1000`;
    CASES.push(
      [
        `bookings by name, ${dir}, confirmed`,
        "demoBooking_contactName_lower",
        (db) => {
          const q = readListQuery(bookingListQuery, url(`/?status=confirmed&sort=name&${at}`));
          return listBookings(db, bookingFilterOf(q, "UTC"), q);
        },
      ],
      [
        `bookings by demo, ${dir}, parents`,
        "demoBooking_demoStart",
        (db) => {
          const q = readListQuery(bookingListQuery, url(`/?audience=parent&sort=demo&${at}`));
          return listBookings(db, bookingFilterOf(q, "UTC"), q);
        },
      ],
      [
        `messages by name, ${dir}, the inbox`,
        "contactMessage_name_lower",
        (db) => listMessages(db, readListQuery(messageListQuery, url(`/?sort=name&${at}`))),
      ],
      [
        `subscribers by e-mail, ${dir}, active`,
        "newsletterSubscriber_email_sort",
        (db) =>
          listSubscribers(
            db,
            readListQuery(subscriberListQuery, url(`/?status=active&sort=email&${at}`)),
          ),
      ],
      [
        `users by name, ${dir}, students`,
        "user_name_lower",
        (db) =>
          listUsers(db, readListQuery(userListQuery, url(`/?accountType=student&sort=name&${at}`))),
      ],
      [
        `users by e-mail, ${dir}, parents`,
        "user_email_sort",
        (db) =>
          listUsers(db, readListQuery(userListQuery, url(`/?accountType=parent&sort=email&${at}`))),
      ],
    );
  }

  it.each(CASES)("%s reads its page from %s alone", async (_, index, list) => {
    const capture = new Capture();
    const db = services.db.withPlugin(capture);
    await list(db);
    const executor = db.getExecutor();
    const plans: string[] = [];
    await services.db.transaction().execute(async (trx) => {
      if (engine === "postgres") {
        await trx.executeQuery(CompiledQuery.raw("set local enable_seqscan = off"));
        await trx.executeQuery(CompiledQuery.raw("set local enable_bitmapscan = off"));
        await trx.executeQuery(CompiledQuery.raw("set local enable_sort = off"));
      }
      const seen = new Set<string>();
      for (const node of capture.nodes) {
        const query = executor.compileQuery(node, { queryId: "plan" } as never);
        if (!query.sql.includes(" offset ") || seen.has(query.sql)) continue;
        seen.add(query.sql);
        const explain = engine === "postgres" ? "explain" : "explain query plan";
        const { rows } = await trx.executeQuery(
          CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
        );
        plans.push(rows.map((r) => Object.values(r as object).join(" ")).join("\n"));
      }
    });
    // The first is the ids own query (the page's subquery, which the plugin also sees).
    expect(plans[0]).toMatch(
      engine === "postgres"
        ? new RegExp(`Index Only Scan (Backward )?using "?${index}"?`)
        : new RegExp(`COVERING INDEX ${index}\\b`),
    );
  });
});
