/**
 * Creates an administrator: `npm run admin:create -- <email>`. The password is read from ADMIN_PASSWORD, from
 * standard input when it is not a terminal (`printf '%s' "$PW" | npm run admin:create -- a@b.c`), or prompted
 * for; administrators are never created by sign-up. On the embedded database it refuses while a server has the
 * data directory open (that server's copy would win and the admin would be lost).
 */
import { createInterface } from 'node:readline/promises';
import { text } from 'node:stream/consumers';
import { EmailSchema } from '@app/contract/schemas/auth';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { notificationSettings, users } from '../db/schema/users';
import { assertAcceptablePassword, hashPassword } from '../modules/auth/passwords.service';

/** Ends the command with a message on stderr and a non-zero exit code. */
function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** The password from the environment, a pipe, or a prompt; empty when none can be read. */
async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return (await text(process.stdin)).split(/\r?\n/)[0] ?? '';
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  // Ctrl-D closes the prompt without an answer.
  const closed = new Promise<string>((resolve) => rl.once('close', () => resolve('')));
  const answer = await Promise.race([rl.question('Password for the new administrator: '), closed]);
  rl.close();
  return answer;
}

async function openTarget(): Promise<Database> {
  const config = loadConfig();
  try {
    return await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(`${error.message}\nNo administrator was created.`);
    throw error;
  }
}

async function main() {
  const parsed = EmailSchema.safeParse(process.argv[2] ?? '');
  if (!parsed.success) fail('Usage: npm run admin:create -- <email>   (ADMIN_PASSWORD may hold the password)', 2);
  const email = parsed.data.toLowerCase();
  const database = await openTarget();
  try {
    const password = await readPassword();
    if (!password) {
      fail('No password given: set ADMIN_PASSWORD, pipe it on standard input, or run the command in a terminal.', 2);
    }
    try {
      assertAcceptablePassword(password, email, 'password');
    } catch {
      fail('The password must be 8 to 128 characters, not the e-mail, and not a common password.', 2);
    }
    await database.migrate();
    const now = new Date();
    const passwordHash = await hashPassword(password);
    const user = await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: 'Admin',
          lastName: email.split('@')[0] ?? 'admin',
          role: 'ADMIN',
          status: 'ACTIVE',
          emailVerifiedAt: now,
          termsAgreedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row) await tx.insert(notificationSettings).values({ userId: row.id });
      return row;
    });
    if (!user) {
      process.exitCode = 1;
      console.error(`An account with ${email} already exists.`);
      return;
    }
    console.log(`Administrator ${email} created (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
