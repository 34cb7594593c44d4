import { sql, type Expression, type SqlBool } from "kysely";
import { containsPattern } from "~/lib/admin/list-query";

/**
 * "Any of these columns contains the text", case-insensitively and the same on SQLite and
 * PostgreSQL (both read `\` as the escape we give). The search text's own % and _ are literal.
 */
export function containsText(columns: string[], q: string): Expression<SqlBool> {
  const pattern = containsPattern(q);
  const tests = columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
