import type { Db } from './client';
import { perDatabase } from './per-database';

/**
 * A statement prepared once per database (a named statement on each pooled connection): for the queries every request
 * runs, where planning cost more than running them. `build` calls drizzle's `.prepare(name)`.
 */
export const preparedOnce = <T>(build: (db: Db) => T): ((db: Db) => T) => perDatabase(build);
