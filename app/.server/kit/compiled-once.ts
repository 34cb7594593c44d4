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
 * cache (app/.server/platform/db/connect.ts) and PostgreSQL's plan cache see one statement.
 *
 * A list (for `in`) is compiled once per length, so its stand-ins are its items; an empty list
 * makes SQL no engine accepts, as it would in Kysely itself. Only for values the builder passes
 * through unchanged as parameters: a value that shapes the SQL (a `like` pattern built from it,
 * a null check) cannot be a stand-in, and one that did not reach the parameters unchanged
 * stops the first run with an error.
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
    const parameters = prepared.places.map((place) => {
      if (place.kind === "constant") return place.constant;
      const value = values[place.name];
      return place.item === undefined ? value : (value as readonly unknown[])[place.item];
    });
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
  for (const name in values) {
    const value = values[name];
    standIns[name] = Array.isArray(value)
      ? value.map((_, item) => `${STAND_IN}${name}\u0000${item}`)
      : `${STAND_IN}${name}`;
  }
  // Only the values the builder reads must reach the parameters (one set of values may serve
  // several reads that each use part of it).
  const read = new Set<string>();
  const watched = new Proxy(standIns, {
    get(target, name) {
      if (typeof name === "string") read.add(name);
      return Reflect.get(target, name) as unknown;
    },
  });
  const query = build(db, watched as Values).compile();
  const places = query.parameters.map((parameter): Place => {
    if (typeof parameter !== "string" || !parameter.startsWith(STAND_IN)) {
      if (String(parameter).includes(STAND_IN)) {
        throw new Error("compiledOnce: a value was changed on its way to the parameters");
      }
      return { kind: "constant", constant: parameter };
    }
    const [name, item] = parameter.slice(STAND_IN.length).split("\u0000");
    return item === undefined
      ? { kind: "value", name: name! }
      : { kind: "value", name: name!, item: Number(item) };
  });
  const placed = new Set(
    places.map((p) => (p.kind === "value" ? `${p.name}\u0000${p.item ?? ""}` : "")),
  );
  for (const name of read) {
    const value = values[name];
    const wanted = Array.isArray(value)
      ? value.map((_, item) => `${name}\u0000${item}`)
      : [`${name}\u0000`];
    if (wanted.some((key) => !placed.has(key))) {
      throw new Error(`compiledOnce: ${name} did not reach the parameters unchanged`);
    }
  }
  return { query, places };
}
