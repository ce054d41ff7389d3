import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { mailOutbox } from '../src/db/schema/mail';
import { forgetSessions } from '../src/http/auth';
import { forgetCurrentUsers } from '../src/modules/users/users.service';
import { checkResponsesAgainstDocument } from './response-check';
import { migratedTemplate } from './template-database';

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { database: Database; cleanup: () => Promise<void> };

/**
 * A fresh application on a fresh database: PGlite in memory by default, or a new PostgreSQL database
 * (created and dropped here) when DATABASE_URL is set, so CI exercises the real server. `embedded` keeps PGlite even
 * then: its single connection is what `npm start` runs on, and code that waits for a second one hangs only there.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  { embedded = false }: { embedded?: boolean } = {},
): Promise<TestApp> {
  const url = embedded ? undefined : process.env.DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  if (url) {
    const name = `tb_test_${randomBytes(6).toString('hex')}`;
    const template = await migratedTemplate(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    database = await openDatabase({ url: testUrl.toString() });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  if (!url) await database.migrate();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tb-test-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: dataDir }),
    ...overrides,
  };
  const app = (await buildApp({ config, database, logger: false })) as TestApp;
  // Every response a test receives must match the API document (status, content type, JSON schema).
  checkResponsesAgainstDocument(app);
  app.database = database;
  app.cleanup = async () => {
    await app.close();
    await database.close();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
  return app;
}

/** The newest queued mail to an address, with the token of its link. */
export async function lastMailTo(app: TestApp, email: string) {
  const [mail] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) return null;
  const token = /[?&]token=([^\s&"<]+)/.exec(mail.textBody)?.[1];
  return { ...mail, token: token ? decodeURIComponent(token) : null };
}

let counter = 0;
/** A client address per sign-up, so helpers never reach the per-address sign-up limit. */
export const nextSignupAddress = () => `10.200.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

export const GOOD_PASSWORD = 'correct-Horse-battery-9';

type Role = 'NORMAL' | 'ORGANIZATION';

/** Signs up, follows the verification mail and signs in; returns the session token and the user's id. */
export async function createVerifiedUser(
  app: TestApp,
  opts: {
    role?: Role;
    email?: string;
    locale?: 'en' | 'ko';
    companyName?: string;
    firstName?: string;
    lastName?: string;
  } = {},
) {
  const role = opts.role ?? 'NORMAL';
  const email = opts.email ?? uniqueEmail(role === 'NORMAL' ? 'talent' : 'company');
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    remoteAddress: nextSignupAddress(),
    payload: {
      role,
      email,
      password: GOOD_PASSWORD,
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? 'User',
      locale: opts.locale ?? 'en',
      ...(role === 'ORGANIZATION' ? { companyName: opts.companyName ?? 'Test Company' } : {}),
      agreements: { terms: true, privacy: true, marketing: false },
    },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const mail = await lastMailTo(app, email);
  const verify = await app.inject({
    method: 'GET',
    url: `/api/v1/auth/signup/email-verifications?token=${mail?.token}`,
  });
  if (verify.statusCode !== 200) throw new Error(`verification failed: ${verify.body}`);
  const token = await signIn(app, email);
  const me = await app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } });
  const user = me.json().data as { id: number; companyId?: number };
  return { email, token, id: user.id, companyId: user.companyId ?? null, auth: { authorization: `Bearer ${token}` } };
}

export async function signIn(app: TestApp, email: string, password = GOOD_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`signin failed: ${res.body}`);
  return res.json().data as string;
}

/** Promotes an account to administrator directly in the database (admins are never created by sign-up). */
export async function makeAdmin(app: TestApp, userId: number) {
  const { users } = await import('../src/db/schema/users');
  await app.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, userId));
  // Roles never change in the product, so sessions and answers of the last seconds are not re-read: forget them.
  forgetSessions({ userId });
  forgetCurrentUsers(app.database.db, null);
}
