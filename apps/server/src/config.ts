import path from 'node:path';
import { z } from 'zod';
import { OAuthEnvSchema, type OAuthProviderConfig, oauthProviders } from './config-oauth';
import type { S3Settings } from './storage/s3-storage';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url('must be a URL such as http://localhost:3000').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('TalentBridge <no-reply@talentbridge.local>'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Company sessions end after this many minutes without activity (decision 035). */
  COMPANY_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int('must be a whole number of minutes')
    .min(2, 'must be at least 2 minutes')
    .max(7 * 24 * 60, 'must be at most a week')
    .default(120),
  DEMO_DATA: boolFromEnv,
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).optional(),
  /** Benchmarks only: a file that receives every SQL statement with its parameters (see bench/scale.mjs). */
  SQL_TRACE_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Web Push (VAPID) keys, base64url as `web-push generate-vapid-keys` prints them; both or neither. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url private key (43 characters)')
    .optional(),
  /** SIGTERM: seconds to keep serving with readiness failing, so load balancers stop sending before we stop accepting. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(0).max(300).default(5),
  /** SIGTERM: seconds after which the process exits even if requests are still running. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(1).max(600).default(30),
  /**
   * Seconds between passes of the fair-hiring sweeper (delay notices, expired retention windows). Ten minutes is
   * plenty for rules counted in days; the browser tests shorten it to see a backdated window end.
   */
  FAIR_HIRING_SWEEP_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(1).max(86_400).default(600),
  /**
   * Milliseconds a signed-in page may take to render on the server before the shell goes instead (decision 049). The
   * browser tests raise it: they check what a render holds, on a machine the axe checks keep busy.
   */
  SIGNED_IN_RENDER_BUDGET_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(50)
    .max(10_000)
    .default(500),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
  /** S3-compatible object storage for uploads; disk under DATA_DIR when S3_BUCKET is unset. */
  S3_ENDPOINT: z.url('must be a URL such as https://s3.example.com').optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, . or -)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolFromEnv,
  /** `GET /api/metrics` (Prometheus): off unless `on`; then from loopback, or anywhere with METRICS_TOKEN. */
  METRICS: z.enum(['on', 'off']).default('off'),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Sign-in with Google, Kakao and Naver: OAUTH_{GOOGLE,KAKAO,NAVER}_CLIENT_ID and _SECRET (see config-oauth.ts). */
  ...OAuthEnvSchema.shape,
});

type Env = z.infer<typeof EnvSchema>;

/** The object store, or null for disk; a problem is a line for the configuration error. */
function s3Settings(e: Env): S3Settings | string | null {
  const anyS3 = [e.S3_ENDPOINT, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY, e.S3_FORCE_PATH_STYLE];
  if (!e.S3_BUCKET)
    return anyS3.some((v) => v !== undefined) ? 'S3_BUCKET: required when other S3_ variables are set' : null;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    return `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set both S3 keys or neither`;
  }
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    bucket: e.S3_BUCKET,
    // Without keys the SDK's default chain applies (instance role, AWS_PROFILE, ...).
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoData: boolean;
  logLevel: string;
  /** Benchmarks only (SQL_TRACE_FILE). */
  sqlTraceFile?: string;
  /** The built web app to serve, if present. */
  webDist: string;
  /** Cookies get `Secure` unless the public URL is plain http on localhost. */
  secureCookies: boolean;
  /** Mails kept without SMTP are readable on the development mailbox only when the app is local. */
  devMailbox: boolean;
  /** Proxy hops in front of the server whose X-Forwarded-For to trust (0: none). */
  trustProxy: number;
  /** Signs the one-click links of notification mails (SESSION_SECRET); generated into DATA_DIR when unset. */
  signingSecret: string | undefined;
  /** Company sessions end after this long without activity (ms). */
  companySessionIdleMs: number;
  /** Web Push keys from the environment; null means "generate and keep them in DATA_DIR" outside production. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** Who push services may contact about this sender (VAPID `sub`). */
  vapidSubject: string;
  /** Where uploads go: an S3-compatible bucket, or null for disk under DATA_DIR/uploads. */
  s3: S3Settings | null;
  /** SIGTERM: serve this long with readiness failing before closing the listener (ms). */
  shutdownDrainMs: number;
  /** SIGTERM: exit by force after this long (ms), counted from the signal. */
  shutdownTimeoutMs: number;
  /** Prometheus metrics at /api/metrics: off, or on for loopback callers and bearers of the token. */
  metrics: { enabled: boolean; token: string | undefined };
  /** How often a live notification stream sends a comment line (and checks that its session still lives). */
  sseHeartbeatMs: number;
  /** Time between passes of the fair-hiring sweeper (FAIR_HIRING_SWEEP_SECONDS). */
  fairHiringSweepMs: number;
  /** SIGNED_IN_RENDER_BUDGET_MS. */
  signedInRenderBudgetMs: number;
  /** The sign-in providers whose client id and secret are set (config-oauth.ts); their buttons show. */
  oauth: OAuthProviderConfig[];
};

/** Reads the environment once; every bad variable is named with what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SHUTDOWN_TIMEOUT_SECONDS <= e.SHUTDOWN_DRAIN_SECONDS) {
    throw new Error('Invalid configuration:\n  SHUTDOWN_TIMEOUT_SECONDS: must be longer than SHUTDOWN_DRAIN_SECONDS');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    const missing = e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new Error(`Invalid configuration:\n  ${missing}: set both VAPID keys or neither`);
  }
  const s3 = s3Settings(e);
  if (typeof s3 === 'string') throw new Error(`Invalid configuration:\n  ${s3}`);
  const oauth = oauthProviders(e);
  if (typeof oauth[0] === 'string') throw new Error(`Invalid configuration:\n  ${oauth.join('\n  ')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const url = new URL(publicUrl);
  const isLocal = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'test',
    logLevel: e.LOG_LEVEL,
    sqlTraceFile: e.SQL_TRACE_FILE,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    secureCookies: !(url.protocol === 'http:' && isLocal),
    // The mailbox holds reset links: never behind a proxy, where every request would look local (decision 020).
    devMailbox: !e.SMTP_URL && isLocal && !e.TRUST_PROXY,
    trustProxy: e.TRUST_PROXY ?? 0,
    signingSecret: e.SESSION_SECRET,
    companySessionIdleMs: e.COMPANY_SESSION_IDLE_MINUTES * 60_000,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
    s3,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    metrics: { enabled: e.METRICS === 'on', token: e.METRICS_TOKEN },
    sseHeartbeatMs: 25_000,
    fairHiringSweepMs: e.FAIR_HIRING_SWEEP_SECONDS * 1000,
    signedInRenderBudgetMs: e.SIGNED_IN_RENDER_BUDGET_MS,
    oauth: oauth as OAuthProviderConfig[],
  };
}

/** The address part of `Name <address>` (or the whole value). */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
