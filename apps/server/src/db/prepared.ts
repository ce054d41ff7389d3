import type { Db } from './client';

/**
 * A statement prepared once per database (a named statement on each pooled connection): for the queries every request
 * runs, where planning cost more than running them. `build` calls drizzle's `.prepare(name)`.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
