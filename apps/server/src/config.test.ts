import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.shutdownDrainMs).toBe(5_000);
    expect(config.shutdownTimeoutMs).toBe(30_000);
    expect(config.fairHiringSweepMs).toBe(600_000);
    expect(loadConfig({ FAIR_HIRING_SWEEP_SECONDS: '3' }).fairHiringSweepMs).toBe(3_000);
    expect(config.signedInRenderBudgetMs).toBe(500);
    expect(loadConfig({ SIGNED_IN_RENDER_BUDGET_MS: '5000' }).signedInRenderBudgetMs).toBe(5_000);
    expect(() => loadConfig({ SIGNED_IN_RENDER_BUDGET_MS: '0' })).toThrow(/SIGNED_IN_RENDER_BUDGET_MS/);
  });

  it('names every bad variable in one message', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', SMTP_URL: 'http://mail' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration/);
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    expect(message).toMatch(/SMTP_URL: must start with smtp:\/\//);
    expect(message.split('\n')).toHaveLength(4);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA'],
    [{ SHUTDOWN_DRAIN_SECONDS: '-1' }, 'SHUTDOWN_DRAIN_SECONDS'],
    [{ SHUTDOWN_DRAIN_SECONDS: '1.5' }, 'SHUTDOWN_DRAIN_SECONDS'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '0' }, 'SHUTDOWN_TIMEOUT_SECONDS'],
    [{ SHUTDOWN_DRAIN_SECONDS: '30', SHUTDOWN_TIMEOUT_SECONDS: '30' }, 'SHUTDOWN_TIMEOUT_SECONDS'],
    [{ FAIR_HIRING_SWEEP_SECONDS: '0' }, 'FAIR_HIRING_SWEEP_SECONDS'],
    [{ FAIR_HIRING_SWEEP_SECONDS: '0.5' }, 'FAIR_HIRING_SWEEP_SECONDS'],
  ])('refuses %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('marks cookies Secure unless the public URL is plain http on localhost', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://talentbridge.example' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://talentbridge.example' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).secureCookies).toBe(false);
  });

  it('drops a trailing slash of the public URL and reads the rest', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://talentbridge.example/',
      DATABASE_URL: 'postgresql://u@db:5432/tb',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DEMO_DATA: '0',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://talentbridge.example',
      databaseUrl: 'postgresql://u@db:5432/tb',
      smtpUrl: 'smtp://127.0.0.1:2525',
      demoData: false,
      env: 'production',
    });
  });

  it('reads the Web Push (VAPID) keys as a pair, with a subject from MAIL_FROM unless given', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'b'.repeat(43);
    expect(loadConfig({}).vapid).toBeNull();
    expect(loadConfig({}).vapidSubject).toBe('mailto:no-reply@talentbridge.local');
    const config = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'https://tb.example',
    });
    expect(config).toMatchObject({ vapid: { publicKey, privateKey }, vapidSubject: 'https://tb.example' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: set both/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY:/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://tb.example' })).toThrow(/VAPID_SUBJECT:/);
  });

  it('reads S3 storage when S3_BUCKET is set, and refuses partial settings', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'tb-uploads',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'tb-uploads',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'tb-uploads', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ S3_BUCKET: 'tb-uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: set both/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'tb-uploads', S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT:/);
    expect(() => loadConfig({ S3_BUCKET: 'tb-uploads', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE:/);
  });
});
