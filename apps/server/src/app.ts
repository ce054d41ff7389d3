import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { registerAuth } from './http/auth';
import { registerCrossSiteGuard } from './http/cross-site';
import { registerErrorHandling } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { schemaSerializerCompiler } from './http/serializer';
import { accountRoutes } from './modules/account/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { findTalentApplication, transitionApplication } from './modules/applications/application-lifecycle.service';
import { applicationResumeRoutes } from './modules/applications/application-resume.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { assessmentsAdminRoutes } from './modules/assessments/assessments.admin.routes';
import { assessmentsRoutes } from './modules/assessments/assessments.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { organizationTwoStepRoutes } from './modules/auth/two-step.organization.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { companyDirectoryRoutes } from './modules/company-directory/company-directory.routes';
import { registerConsentGate } from './modules/consents/consent-gate';
import { consentsRoutes } from './modules/consents/consents.routes';
import { countriesRoutes } from './modules/countries/countries.routes';
import { dataExportRoutes } from './modules/data-export/data-export.routes';
import { deadLettersRoutes } from './modules/dead-letters/dead-letters.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { fairHiringRoutes } from './modules/fair-hiring/fair-hiring.routes';
import { followsRoutes } from './modules/follows/follows.routes';
import { hiringCompanyRoutes } from './modules/hiring/hiring.company.routes';
import { endInterviewWith } from './modules/hiring/hiring.invitations.service';
import { hiringOfferRoutes } from './modules/hiring/hiring.offers.routes';
import { hiringPanelRoutes } from './modules/hiring/hiring.panel.routes';
import { hiringTalentRoutes } from './modules/hiring/hiring.talent.routes';
import { hiringUpcomingRoutes } from './modules/hiring/hiring.upcoming.routes';
import { noticesRoutes } from './modules/notices/notices.routes';
import { notificationFlagsRoutes } from './modules/notification-flags/notification-flags.routes';
import { createNotificationHub } from './modules/notifications/notifications.hub';
import { liveNotificationsRoutes } from './modules/notifications/notifications.live.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { documentsRoutes } from './modules/organizations/documents.routes';
import { organizationsRoutes } from './modules/organizations/organizations.routes';
import { jobsRoutes } from './modules/postings/jobs.routes';
import { postingsRoutes } from './modules/postings/postings.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { proposalsRoutes } from './modules/proposals/proposals.routes';
import { pageTemplate } from './modules/public-pages/page-template';
import { publicPagesRoutes } from './modules/public-pages/public-pages.routes';
import { crawlerRoutes, registerPublicPages } from './modules/public-pages/public-pages.web';
import { loadSignedInRenderer } from './modules/public-pages/signed-in-render';
import { resumesRoutes } from './modules/resumes/resumes.routes';
import { talentFilesRoutes } from './modules/resumes/talent-files.routes';
import { registerMetrics } from './modules/system/metrics.routes';
import { systemRoutes } from './modules/system/system.routes';
import { talentGroupsRoutes } from './modules/talent-groups/talent-groups.routes';
import { talentNotesRoutes } from './modules/talent-notes/talent-notes.routes';
import { talentRecommendationsRoutes } from './modules/talent-search/talent-recommendations.routes';
import { onTalentProfileSaved } from './modules/talent-search/talent-search.hooks';
import { talentSearchRoutes } from './modules/talent-search/talent-search.routes';
import { teamInvitationsRoutes } from './modules/team/team.invitations.routes';
import { teamRoutes } from './modules/team/team.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerCurrentUserCache } from './modules/users/users.service';
import { prepareVocabulary } from './prepare-vocabulary';
import { resolveVapidKeys } from './push/vapid';
import { createS3Storage } from './storage/s3-storage';
import { createDiskStorage, type Storage } from './storage/storage';

export type BuildOptions = {
  config: Config;
  database: Database;
  kickOutbox?: () => void;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
};

const API_PREFIXES = ['/api/', '/mail/'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api';

/** Logs never carry secrets: no auth headers, and the token of a mailed link (`?token=`) is hidden in URLs. */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: req.url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]'),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

/** Uploads go to the configured bucket, or to disk under DATA_DIR/uploads. */
function openStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'uploads'));
}

/** Builds the whole application without listening, so tests can drive it with `inject`. */
export async function buildApp({ config, database, kickOutbox, storage, logger }: BuildOptions) {
  const app = Fastify({
    // Behind N proxies, the client address is the Nth from the right of X-Forwarded-For.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    logger: logger ?? loggerOptions(config),
    bodyLimit: 1024 * 1024,
    // Cookie-less proxies and load balancers end the connection; keep-alive timeouts stay above theirs.
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(schemaSerializerCompiler({ checked: config.env !== 'production' }));

  const deps: Deps = {
    db: database.db,
    database,
    config,
    storage: storage ?? openStorage(config),
    kickOutbox: kickOutbox ?? (() => {}),
    notificationHub: createNotificationHub(database),
    vapid: resolveVapidKeys(config),
    onTalentProfileSaved,
    applications: {
      transition: transitionApplication,
      findTalentApplication,
      onEnded: (tx, application, context) => endInterviewWith(deps, tx, application, context),
    },
    lifecycle: { draining: false },
  };
  app.decorate('deps', deps);
  // While draining, every answer ends its keep-alive connection, so clients move to another instance politely
  // rather than finding the connection closed under a request.
  app.addHook('onSend', async (_request, reply) => {
    if (deps.lifecycle.draining) reply.header('connection', 'close');
  });
  registerCurrentUserCache(app, database.db);
  // The vocabulary follows the code and the catalogue; when it changed, what was indexed with the old one is redone.
  const stopVocabulary = await prepareVocabulary(deps, app.log);
  app.addHook('onClose', async () => stopVocabulary());

  registerErrorHandling(app);
  await app.register(cookie);
  // Multipart bodies are streamed by the routes that accept them; each route sets its own size and count limits.
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 10, fieldSize: 1024, parts: 30 },
  });
  registerSecurityHeaders(app, config);
  await app.register(cors, { origin: [config.publicUrl], credentials: true });
  await registerCompression(app);

  await registerOpenApi(app);

  registerCrossSiteGuard(app, config.publicUrl);
  registerAuth(app, database.db, { companyIdleMs: config.companySessionIdleMs });
  registerConsentGate(app);

  await app.register(systemRoutes);
  if (config.metrics.enabled) registerMetrics(app);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(countriesRoutes);
  await app.register(organizationsRoutes);
  await app.register(organizationTwoStepRoutes);
  await app.register(companyDirectoryRoutes);
  await app.register(documentsRoutes);
  await app.register(notificationsRoutes);
  await app.register(liveNotificationsRoutes);
  await app.register(adminRoutes);
  await app.register(deadLettersRoutes);
  await app.register(catalogRoutes);
  await app.register(profilesRoutes);
  await app.register(accountRoutes);
  await app.register(consentsRoutes);
  await app.register(dataExportRoutes);
  await app.register(uploadsRoutes);
  await app.register(postingsRoutes);
  await app.register(jobsRoutes);
  await app.register(applicationsRoutes);
  await app.register(resumesRoutes);
  await app.register(talentFilesRoutes);
  await app.register(applicationResumeRoutes);
  await app.register(followsRoutes);
  await app.register(assessmentsRoutes);
  await app.register(assessmentsAdminRoutes);
  await app.register(talentSearchRoutes);
  await app.register(teamRoutes);
  await app.register(teamInvitationsRoutes);
  await app.register(talentGroupsRoutes);
  await app.register(talentNotesRoutes);
  await app.register(proposalsRoutes);
  await app.register(talentRecommendationsRoutes);
  await app.register(hiringUpcomingRoutes);
  await app.register(hiringCompanyRoutes);
  await app.register(hiringOfferRoutes);
  await app.register(hiringTalentRoutes);
  await app.register(hiringPanelRoutes);
  await app.register(fairHiringRoutes);
  await app.register(noticesRoutes);
  await app.register(notificationFlagsRoutes);
  if (config.devMailbox) await app.register(devMailboxRoutes);
  await app.register(publicPagesRoutes);
  await app.register(crawlerRoutes);

  await app.register(webApp, { config });
  return app;
}

/**
 * Brotli or gzip for API JSON and the HTML page (a country list is 88 KB raw, 12 KB compressed); the built files
 * come precompressed (`preCompressed` below) and keep their Content-Encoding. Event streams are never buffered.
 */
async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)(?:json|xml)(?:;|$)|javascript/,
    // Level 4 brotli: most of the gain of 11 at a small share of the CPU, as each answer is compressed anew.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** Serves the built web app; any other GET outside the API gets index.html so the client router can take over. */
async function webApp(app: FastifyInstance, { config }: { config: Config }) {
  const indexFile = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  await app.register(fastifyStatic, {
    root: config.webDist,
    wildcard: false,
    index: false,
    // The build wrote .br and .gz copies (apps/web/scripts/precompress.mjs): the smallest the browser accepts is sent.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; index.html must always be fresh.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const pageFor = pageTemplate(fs.readFileSync(indexFile, 'utf8'), config.webDist);
  // Public postings and companies are rendered with their content; other pages get the shell in their language.
  const renderSignedIn = await loadSignedInRenderer(app, config.webDist, config.signedInRenderBudgetMs);
  const { sendShell } = registerPublicPages(app, { template: pageFor, renderSignedIn });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    // API paths and missing files (anything with an extension) are real 404s, not pages.
    if (isApiPath(request.url) || path.extname(urlPath)) return reply.callNotFound();
    return sendShell(request, reply);
  });
}
