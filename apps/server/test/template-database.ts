import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';

const migrationsFolder = path.join(import.meta.dirname, '../src/db/migrations');
let pending: Promise<string> | null = null;

/**
 * The name of a PostgreSQL database holding every migration, made once per set of migration files: each test
 * database is copied from it (`create database … template`, about 0.5 s) instead of migrated afresh (over 2 s,
 * 80 times a run). Built under another name and renamed when complete, so a run stopped halfway leaves no broken
 * template; an advisory lock keeps parallel test workers from building it twice.
 */
export function migratedTemplate(adminUrl: string): Promise<string> {
  pending ??= buildTemplate(adminUrl).catch((error) => {
    pending = null;
    throw error;
  });
  return pending;
}

function migrationsHash() {
  const hash = createHash('sha256');
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(adminUrl: string) {
  const name = `tb_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `tb_tplbuild_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString() });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}
