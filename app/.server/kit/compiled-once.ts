import type { Compilable, CompiledQuery, Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

/**
 * A read built and compiled by Kysely once per database, then only run with new values.
 *
 * Kysely builds a query's tree and compiles it to SQL on every call; on the learner pages, read
 * on every visit, that was the largest part of the server's own work after React and React
 * Router (docs/performance.md §10.6 and §11). `build` receives stand-ins for its values; the
 * compiled SQL keeps each stand-in's place among the parameters, and every later run puts the
 * caller's values in those places. The SQL text is the same each time, so SQLite's statement
 * cache (app/.server/platform/db/connect.ts) holds one statement for it; PostgreSQL still parses
 * and plans each run (Kysely's pg driver sends unnamed statements).
 *
 * A list (for `in`) is compiled once per length, so its stand-ins are its items; an empty list
 * makes SQL no engine accepts, as it would in Kysely itself. Only for values the builder passes
 * through unchanged as parameters: a stand-in changed on its way (a `like` pattern built from
 * it, a number added to it) stops the first run with an error, and so does a first run whose
 * own values, built the ordinary way, give other SQL or parameters. A build that branches on a
 * value (`if (v.x)`) can pass that check with the first run's values and then answer later ones
 * wrongly: never branch on a value here.
 */
export function compiledOnce<Values extends Record<string, Value>, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): (db: Kysely<Database>, values: Values) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<Database>, Map<string, Prepared<Row>>>();
  return async (db, values) => {
    let shapes = compiled.get(db);
    if (!shapes) {
      shapes = new Map();
      compiled.set(db, shapes);
    }
    const shape = shapeOf(values);
    let prepared = shapes.get(shape);
    if (!prepared) {
      prepared = prepare(db, build, values);
      shapes.set(shape, prepared);
    }
    const parameters = parametersFor(prepared.places, values);
    const { rows } = await db.executeQuery<Row>({ ...prepared.query, parameters });
    return rows;
  };
}

type Value = string | number | readonly string[];

type Place =
  { kind: "value"; name: string; item?: number } | { kind: "constant"; constant: unknown };

interface Prepared<Row> {
  query: CompiledQuery<Row>;
  places: Place[];
}

/** Marks a stand-in among the compiled parameters; no real value starts with a NUL. */
const STAND_IN = "\u0000compiled-once:";

/** What makes the SQL differ between runs: the lengths of the lists. */
function shapeOf(values: Record<string, Value>): string {
  let shape = "";
  for (const name in values) {
    const value = values[name];
    if (Array.isArray(value)) shape += `${name}:${value.length};`;
  }
  return shape;
}

function prepare<Values extends Record<string, Value>, Row>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
  values: Values,
): Prepared<Row> {
  const standIns: Record<string, Value> = {};
  /** Each stand-in's exact text and the place it stands for. */
  const placeOf = new Map<string, Place>();
  for (const name in values) {
    const value = values[name];
    if (Array.isArray(value)) {
      standIns[name] = value.map((_, item) => {
        const text = `${STAND_IN}${name}\u0000${item}`;
        placeOf.set(text, { kind: "value", name, item });
        return text;
      });
    } else {
      const text = `${STAND_IN}${name}`;
      placeOf.set(text, { kind: "value", name });
      standIns[name] = text;
    }
  }
  const query = build(db, standIns as Values).compile();
  const places = query.parameters.map((parameter): Place => {
    const place = typeof parameter === "string" ? placeOf.get(parameter) : undefined;
    if (place) return place;
    // A stand-in changed on its way (joined to a pattern, added to a number): its value would
    // never reach the parameters.
    if (String(parameter).includes(STAND_IN)) {
      throw new Error("compiledOnce: a value was changed on its way to the parameters");
    }
    return { kind: "constant", constant: parameter };
  });
  // The first run's own values, built the ordinary way, must give the same SQL and the same
  // parameters as the compiled read given them: a build that branches on a value (or drops one,
  // or changes one) is refused here instead of answering wrongly later.
  const ordinary = build(db, values).compile();
  const substituted = parametersFor(places, values);
  if (
    ordinary.sql !== query.sql ||
    ordinary.parameters.length !== substituted.length ||
    ordinary.parameters.some((parameter, i) => !Object.is(parameter, substituted[i]))
  ) {
    throw new Error("compiledOnce: the read's SQL or parameters depend on its values");
  }
  return { query, places };
}

function parametersFor(places: readonly Place[], values: Record<string, Value>): unknown[] {
  return places.map((place) => {
    if (place.kind === "constant") return place.constant;
    const value = values[place.name];
    return place.item === undefined ? value : (value as readonly unknown[])[place.item];
  });
}
