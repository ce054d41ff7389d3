/**
 * Creates an administrator: `npm run admin:create -- <email>`. The password is read from ADMIN_PASSWORD or
 * prompted for; administrators are never created by sign-up.
 */
import { createInterface } from 'node:readline/promises';
import { EmailSchema } from '@app/contract/schemas/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { notificationSettings, users } from '../db/schema/users';
import { assertAcceptablePassword, hashPassword } from '../modules/auth/passwords.service';

async function main() {
  const parsed = EmailSchema.safeParse(process.argv[2] ?? '');
  if (!parsed.success) {
    console.error('Usage: npm run admin:create -- <email>   (ADMIN_PASSWORD may hold the password)');
    process.exit(2);
  }
  const email = parsed.data.toLowerCase();
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password for the new administrator: ');
    rl.close();
  }
  try {
    assertAcceptablePassword(password, email, 'password');
  } catch {
    console.error('The password must be 8 to 128 characters, not the e-mail, and not a common password.');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  try {
    const now = new Date();
    const [user] = await database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(password),
        firstName: 'Admin',
        lastName: email.split('@')[0] ?? 'admin',
        role: 'ADMIN',
        status: 'ACTIVE',
        emailVerifiedAt: now,
        termsAgreedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) {
      console.error(`An account with ${email} already exists.`);
      process.exitCode = 1;
      return;
    }
    await database.db.insert(notificationSettings).values({ userId: user.id });
    console.log(`Administrator ${email} created (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
