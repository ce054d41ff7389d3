import { eq, sql } from 'drizzle-orm';
import * as drizzleUtils from 'drizzle-orm/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/helpers';
import { preparedPerKey } from './prepared';
import { compileRowMapper, withCompiledRows } from './row-mapper';
import { talentProfiles } from './schema/profiles';
import { users } from './schema/users';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

/** A select with what the hot statements use: nested objects, a left join, timestamps, a decoded SQL column. */
const statement = (name: string) =>
  app.database.db
    .select({
      id: users.id,
      names: { first: users.firstName, last: users.lastName },
      createdAt: users.createdAt,
      profile: { id: talentProfiles.id, country: talentProfiles.country, updatedAt: talentProfiles.updatedAt },
      twice: sql<number>`${users.id} * 2`.mapWith(Number),
      flag: sql<boolean>`true`,
    })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .orderBy(users.id)
    .prepare(name);

type SelectedFields = { path: string[]; field: unknown }[];
// drizzle's own row mapping, exported by its utils at run time (its types leave it out as internal).
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow: (fields: SelectedFields, row: unknown[], joins?: Record<string, boolean>) => unknown;
};

type Internals = {
  fields: SelectedFields;
  joinsNotNullableMap: Record<string, boolean>;
  customResultMapper?: unknown;
};
const internals = (s: unknown) => s as Internals;

describe('compileRowMapper', () => {
  it("maps rows as drizzle's mapResultRow does, nulls and left joins included", () => {
    const { fields, joinsNotNullableMap } = internals(statement('row_mapper_rows'));
    const map = compileRowMapper(fields, joinsNotNullableMap);
    const at = '2026-12-07 10:00:00+00';
    const rows: unknown[][] = [
      [1, 'Minji', 'Kim', at, 7, 'KR', at, '2', true],
      // The joined profile absent: its object is null.
      [2, 'Ann', 'Lee', at, null, null, null, '4', false],
      // The profile's first column null, the others not: drizzle nulls the object by its first column.
      [3, 'Joon', null, at, null, 'US', at, '6', null],
      // The base table's first column null keeps its object (the base table is never nullified).
      [null, null, null, null, 9, null, null, null, null],
    ];
    for (const row of rows) {
      const ours = map(row);
      expect(ours).toEqual(mapResultRow(fields, row, joinsNotNullableMap));
    }
    expect(map(rows[0] as unknown[])).toMatchObject({ twice: 2, createdAt: new Date('2026-12-07T10:00:00Z') });
    expect(map(rows[1] as unknown[]).profile).toBeNull();
  });

  it('maps a selection without joins (no nullifying) the same way', () => {
    const s = app.database.db.select({ id: users.id, at: users.createdAt }).from(users).prepare('row_mapper_plain');
    const { fields, joinsNotNullableMap } = internals(s);
    for (const row of [
      [5, '2026-01-02 03:04:05+00'],
      [null, null],
    ]) {
      expect(compileRowMapper(fields, joinsNotNullableMap)(row)).toEqual(
        mapResultRow(fields, row, joinsNotNullableMap),
      );
    }
  });
});

describe('withCompiledRows', () => {
  it("gives a prepared statement the compiled mapper and the same results as drizzle's", async () => {
    await createVerifiedUser(app);
    const talent = await createVerifiedUser(app);
    await app.database.db.insert(talentProfiles).values({ userId: talent.id, country: 'KR' }).onConflictDoNothing();
    const plain = await statement('row_mapper_plain_run').execute();
    const compiled = withCompiledRows(statement('row_mapper_compiled_run'));
    expect(internals(compiled).customResultMapper).toBeTypeOf('function');
    const rows = await compiled.execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows).toEqual(plain);
    expect(rows.some((r) => r.profile === null)).toBe(true);
    expect(rows.find((r) => r.id === talent.id)?.profile?.country).toBe('KR');
  });

  it('is applied to every statement kept by preparedPerKey, and leaves other values alone', () => {
    const kept = preparedPerKey<object, ReturnType<typeof statement>>();
    const s = kept(app.database.db, 'k', () => statement('row_mapper_kept'));
    expect(internals(s).customResultMapper).toBeTypeOf('function');
    const other = { fields: [] };
    expect(withCompiledRows(other)).toBe(other);
    expect(other).not.toHaveProperty('customResultMapper');
  });

  it('keeps at most `max` keys; a key past them is prepared for each caller', () => {
    const kept = preparedPerKey<object, { n: number }>(1);
    let made = 0;
    const make = () => ({ n: ++made });
    expect(kept(app.database.db, 'a', make)).toBe(kept(app.database.db, 'a', make));
    const b1 = kept(app.database.db, 'b', make);
    const b2 = kept(app.database.db, 'b', make);
    expect(b1).not.toBe(b2);
    expect(made).toBe(3);
  });
});
