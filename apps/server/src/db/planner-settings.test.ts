import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { PLANNER_SETTINGS } from './client';

/* Every connection plans with the settings the searches were tuned for (decision 058), outside any transaction. */

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const setting = async (name: string) => {
  const result = await app.database.db.execute<{ value: string }>(sql`select current_setting(${name}) as value`);
  return (result as unknown as { rows: { value: string }[] }).rows[0]?.value;
};

it('plans every statement with the random page cost of cached data and no parallel workers', async () => {
  expect(PLANNER_SETTINGS).toEqual({ random_page_cost: '1.1', max_parallel_workers_per_gather: '0' });
  // Several at once: on PostgreSQL each may come from another pooled connection, each of which must have them.
  const values = await Promise.all(
    Array.from({ length: 6 }, async () => [
      await setting('random_page_cost'),
      await setting('max_parallel_workers_per_gather'),
    ]),
  );
  for (const v of values) expect(v).toEqual(['1.1', '0']);
});
