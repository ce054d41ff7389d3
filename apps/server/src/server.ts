import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startAssessmentSweeper } from './jobs/assessment-sweeper';
import { startDataExportWorker } from './jobs/data-export-worker';
import { startFairHiringSweeper } from './jobs/fair-hiring-sweeper';
import { startOfferSweeper } from './jobs/offer-sweeper';
import { startOutboxWorker } from './jobs/outbox-worker';
import { startPushWorker } from './jobs/push-worker';
import { startStorageDeletionWorker } from './jobs/storage-deletions';
import { createMailer } from './mail/mailer';
import { syncQuestionBank } from './modules/assessments/assessments.bank';
import { DEMO_ADMIN, DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TALENTS, DEMO_TEAM_MEMBERS } from './seed/demo-accounts';
import { seedDemoData } from './seed/seed-demo';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Lost connections are logged through the app's logger once it exists; the pool replaces them either way.
  let logConnectionError = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    sqlTrace: config.sqlTraceFile,
    onConnectionError: (error) => logConnectionError(error),
  });
  await database.migrate();
  // The assessment question bank is data in the repository; loading it is idempotent (upsert by question key).
  await syncQuestionBank(database.db);
  const mailer = createMailer(config.smtpUrl, config.mailFrom);

  let kick = () => {};
  const app = await buildApp({ config, database, kickOutbox: () => kick() });
  logConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost');
  const worker = startOutboxWorker(database.db, mailer, app.log);
  kick = worker.kick;
  const sweeper = startAssessmentSweeper(database.db, app.log);
  // Stored objects of erased accounts and expired exports, removed until done.
  const storageDeletions = startStorageDeletionWorker(database.db, app.deps.storage, app.log);
  const dataExports = startDataExportWorker({
    db: database.db,
    storage: app.deps.storage,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const offerSweeper = startOfferSweeper(app.deps, app.log);
  const fairHiring = startFairHiringSweeper(database.db, config, app.log, () => kick(), {
    intervalMs: config.fairHiringSweepMs,
  });
  // Web Push leaves from its outbox; the hub wakes the worker as soon as a notification commits.
  const vapid = app.deps.vapid;
  const pushWorker = vapid
    ? startPushWorker(database.db, vapid, {
        publicUrl: config.publicUrl,
        production: config.env === 'production',
        log: app.log,
      })
    : null;
  if (pushWorker) {
    app.deps.notificationHub.onAny(pushWorker.kick);
    await app.deps.notificationHub.start();
  }

  if (config.demoData && (await seedDemoData(database.db, app.deps.storage))) app.log.info('demo data created');

  // SIGTERM (an orchestrator or a deploy): readiness fails at once while requests are still served and answers close
  // their keep-alive connections; after SHUTDOWN_DRAIN_SECONDS the listener closes, requests already received are
  // answered, then the workers and the database close. SIGINT (Ctrl-C at a terminal) skips the drain wait.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs }, 'shutting down: readiness fails, requests in flight finish');
    const force = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    app.deps.lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close();
    await worker.stop();
    await pushWorker?.stop();
    await sweeper.stop();
    await storageDeletions.stop();
    await dataExports.stop();
    await offerSweeper.stop();
    await fairHiring.stop();
    mailer?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const storage = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  const push = vapid
    ? `on (VAPID ${config.vapid ? 'keys from the environment' : `keys kept in ${config.dataDir}/vapid-keys.json`})`
    : 'off (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)';
  const mail = config.smtpUrl
    ? `SMTP ${new URL(config.smtpUrl).host}`
    : config.devMailbox
      ? `development mailbox at ${config.publicUrl}/en/dev/mailbox`
      : 'kept in the outbox (set SMTP_URL to send; the dev mailbox exists only on a local PUBLIC_URL)';
  console.log(
    `\nTalentBridge is running at ${config.publicUrl}\n  database: ${storage}\n  mail: ${mail}\n  web push: ${push}\n  API docs: ${config.publicUrl}/api/docs`,
  );
  if (config.demoData) {
    console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
    for (const t of DEMO_TALENTS) console.log(`  talent   ${t.email}`);
    for (const c of DEMO_COMPANIES) console.log(`  company  ${c.email}  (${c.companyName})`);
    for (const m of DEMO_TEAM_MEMBERS)
      console.log(`  member   ${m.email}  (누리소프트, ${m.memberRole.toLowerCase()})`);
    console.log(`  admin    ${DEMO_ADMIN.email}\n`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
