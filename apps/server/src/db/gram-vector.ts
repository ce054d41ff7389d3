import { customType } from 'drizzle-orm/pg-core';

/**
 * A tsvector built by the application from its own lexemes (the 1- and 2-character pieces of rules/text-bigrams.ts),
 * with no parser or dictionary in between: the value is written as a tsvector literal. Pieces are letters, marks and
 * digits only, so they never need escaping. Matching a lexeme with `@@` is far cheaper than `@>` on a text array.
 */
export const gramVector = customType<{ data: string[]; driverData: string }>({
  dataType: () => 'tsvector',
  toDriver: (grams) => grams.map((g) => `'${g.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`).join(' '),
  fromDriver: (value) => Array.from(value.matchAll(/'((?:[^']|'')*)'/g), (m) => (m[1] ?? '').replace(/''/g, "'")),
});
