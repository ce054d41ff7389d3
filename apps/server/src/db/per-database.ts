/**
 * One value per database handle, made on first use: prepared statements, and the in-memory caches that must not mix
 * two databases (tests and benchmarks run several in one process). Weakly held, so a closed database's go with it.
 */
export function perDatabase<D extends object, T>(make: (db: D) => T): (db: D) => T {
  const values = new WeakMap<D, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make(db);
      values.set(db, value);
    }
    return value;
  };
}
