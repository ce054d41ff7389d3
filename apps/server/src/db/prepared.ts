import type { Db } from './client';
import { perDatabase } from './per-database';
import { withCompiledRows } from './row-mapper';

/**
 * A statement prepared once per database (a named statement on each pooled connection): for the queries every request
 * runs, where planning cost more than running them. `build` calls drizzle's `.prepare(name)`.
 */
export const preparedOnce = <T>(build: (db: Db) => T): ((db: Db) => T) =>
  perDatabase((db) => withCompiledRows(build(db)));

/**
 * Statements prepared per shape (decision 058), kept per database handle: `(db, key, prepare)` gives the statement of
 * `key`, prepared by `prepare` on first use (its name must follow from `key`). Past `max` keys a new key's statement
 * is prepared for its caller and not kept.
 */
export function preparedPerKey<D extends object, T>(
  max = Number.POSITIVE_INFINITY,
): (db: D, key: string, prepare: () => T) => T {
  const statements = perDatabase((_db: D) => new Map<string, T>());
  return (db, key, prepare) => {
    const kept = statements(db);
    let statement = kept.get(key);
    if (statement === undefined) {
      statement = withCompiledRows(prepare());
      if (kept.size < max) kept.set(key, statement);
    }
    return statement;
  };
}
