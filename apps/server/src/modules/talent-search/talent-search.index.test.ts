import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { rebuildTalentSearch } from './talent-search.index';

let app: TestApp;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);

beforeAll(async () => {
  process.on('warning', onWarning);
  app = await createTestApp();
});
afterAll(async () => {
  process.off('warning', onWarning);
  await app.cleanup();
});

// A transaction is one connection, which runs one query at a time: node-postgres warns (and pg@9 will refuse) when a
// query is sent while another is running on it, as Promise.all of queries on `tx` does. Only PostgreSQL can tell.
it('rebuilds search documents in a transaction one query at a time', async () => {
  const talent = await createVerifiedUser(app);
  await app.database.db.transaction((tx) => rebuildTalentSearch(tx, [talent.id]));
  await new Promise((resolve) => setImmediate(resolve));
  expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
});
