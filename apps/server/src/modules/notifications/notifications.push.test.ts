import { createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import { decryptPush, makeBrowserKeys, startPushService } from '../../../test/push-service';
import { sessions } from '../../db/schema/auth';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/push';
import { deliverDuePushes } from '../../jobs/push-worker';
import { resolveVapidKeys } from '../../push/vapid';
import { makePending } from '../organizations/organizations.test-support';
import { notifyUsers } from './notifications.service';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let admin: User;
let talent: User;

const KEY_URL = '/api/v1/notifications/push/public-key';
const SUBS_URL = '/api/v1/notifications/push/subscriptions';

beforeAll(async () => {
  app = await createTestApp();
  pushService = await startPushService();
  admin = await createVerifiedUser(app, { firstName: 'Ada' });
  await makeAdmin(app, admin.id);
  talent = await createVerifiedUser(app);
});
afterAll(async () => {
  await pushService.stop();
  await app.cleanup();
});

const deliver = () => deliverDuePushes(app.database.db, app.deps.vapid!, { publicUrl: app.deps.config.publicUrl });

async function subscribe(user: User, endpointPath: string, browser = makeBrowserKeys()) {
  const res = await app.inject({
    method: 'POST',
    url: SUBS_URL,
    headers: user.auth,
    payload: { endpoint: `${pushService.origin}${endpointPath}`, expirationTime: null, keys: browser.keys },
  });
  if (res.statusCode !== 201) throw new Error(`subscribe failed: ${res.body}`);
  return { browser, id: res.json().data.id as number };
}

async function turnPushOn(user: User) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/users/${user.id}/notifications`,
    headers: user.auth,
    payload: { pushNotiFlag: true },
  });
  expect(res.statusCode).toBe(200);
}

const subscriptionExists = async (id: number) =>
  (await app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).length === 1;

describe('GET /api/v1/notifications/push/public-key', () => {
  it('gives talents and companies the VAPID key kept in DATA_DIR, and nobody else', async () => {
    const company = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    const res = await app.inject({ method: 'GET', url: KEY_URL, headers: talent.auth });
    expect(res.statusCode).toBe(200);
    const key = res.json().data.publicKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await app.inject({ method: 'GET', url: KEY_URL, headers: company.auth })).json().data.publicKey).toBe(key);
    // Generated once and kept: a restart (resolving again) signs with the same pair.
    const file = JSON.parse(fs.readFileSync(path.join(app.deps.config.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(file.publicKey).toBe(key);
    expect(resolveVapidKeys(app.deps.config)?.publicKey).toBe(key);

    expect((await app.inject({ method: 'GET', url: KEY_URL })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: KEY_URL, headers: admin.auth })).statusCode).toBe(403);
  });

  it('is off in production without configured keys, and uses configured keys as given', () => {
    const base = {
      env: 'production' as const,
      dataDir: app.deps.config.dataDir,
      vapidSubject: 'mailto:ops@example.com',
    };
    expect(resolveVapidKeys({ ...base, vapid: null })).toBeNull();
    const pair = webpush.generateVAPIDKeys();
    expect(resolveVapidKeys({ ...base, vapid: pair })).toEqual({ ...pair, subject: 'mailto:ops@example.com' });
  });
});

describe('POST and DELETE /api/v1/notifications/push/subscriptions', () => {
  it('refuses bad subscriptions, visitors and administrators', async () => {
    const { keys } = makeBrowserKeys();
    const endpoint = `${pushService.origin}/push/bad`;
    const bad = [
      { endpoint },
      { endpoint: 'not a url', keys },
      { endpoint: 'ftp://push.example.com/x', keys },
      { endpoint, keys: { ...keys, p256dh: 'abc' } },
      { endpoint, keys: { ...keys, auth: `${keys.auth}AAAA` } },
      { endpoint, keys, role: 'ADMIN' },
    ];
    for (const payload of bad) {
      const res = await app.inject({ method: 'POST', url: SUBS_URL, headers: talent.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const good = { endpoint, keys };
    expect((await app.inject({ method: 'POST', url: SUBS_URL, payload: good })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: SUBS_URL, headers: admin.auth, payload: good })).statusCode).toBe(
      403,
    );
    const del = await app.inject({ method: 'DELETE', url: SUBS_URL, headers: talent.auth, payload: { endpoint: 1 } });
    expect(del.statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: SUBS_URL, payload: { endpoint } })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: SUBS_URL, headers: admin.auth, payload: { endpoint } })).statusCode,
    ).toBe(403);
  });

  it('registers a browser once per endpoint, and only its owner can remove it', async () => {
    const owner = await createVerifiedUser(app);
    const other = await createVerifiedUser(app);
    const first = await subscribe(owner, '/push/owned');
    // The same browser subscribing again (new keys) keeps one row.
    const again = await subscribe(owner, '/push/owned');
    expect(again.id).toBe(first.id);

    const endpoint = `${pushService.origin}/push/owned`;
    const foreign = await app.inject({ method: 'DELETE', url: SUBS_URL, headers: other.auth, payload: { endpoint } });
    expect(foreign.statusCode).toBe(404);
    expect(await subscriptionExists(first.id)).toBe(true);

    const mine = await app.inject({ method: 'DELETE', url: SUBS_URL, headers: owner.auth, payload: { endpoint } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual({ removed: true });
    expect(await subscriptionExists(first.id)).toBe(false);
    const twice = await app.inject({ method: 'DELETE', url: SUBS_URL, headers: owner.auth, payload: { endpoint } });
    expect(twice.statusCode).toBe(404);
  });

  it('forgets the subscription when its session signs out', async () => {
    const user = await createVerifiedUser(app);
    const { id } = await subscribe(user, '/push/signed-out');
    expect(await subscriptionExists(id)).toBe(true);
    await app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: user.auth });
    expect(await subscriptionExists(id)).toBe(false);
  });

  it('answers 409 PUSH_NOT_CONFIGURED, in the caller language, where push has no VAPID keys', async () => {
    const unconfigured = await createTestApp({ env: 'production', vapid: null });
    try {
      const user = await createVerifiedUser(unconfigured);
      const key = await unconfigured.inject({ method: 'GET', url: KEY_URL, headers: user.auth });
      expect(key.json().data).toEqual({ publicKey: null });
      const payload = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: makeBrowserKeys().keys };
      for (const [language, message] of [
        ['en', /not set up on this server/],
        ['ko', /푸시 알림이 설정되어 있지 않습니다/],
      ] as const) {
        const res = await unconfigured.inject({
          method: 'POST',
          url: SUBS_URL,
          headers: { ...user.auth, 'accept-language': language },
          payload,
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ errorCode: 'PUSH_NOT_CONFIGURED', message: expect.stringMatching(message) });
      }
    } finally {
      await unconfigured.cleanup();
    }
  }, 120_000);

  it('accepts only https push services on named hosts in production', async () => {
    const prod = await createTestApp({ env: 'production', vapid: webpush.generateVAPIDKeys() });
    try {
      const user = await createVerifiedUser(prod);
      const { keys } = makeBrowserKeys();
      for (const endpoint of [
        `${pushService.origin}/push/x`,
        'https://127.0.0.1/push/x',
        'https://localhost/push/x',
        'http://fcm.googleapis.com/fcm/send/x',
        // Any other https host would let a browser make the server POST anywhere.
        'https://example.com/push/x',
        'https://fcm.googleapis.com.example.com/x',
        'https://fcm.googleapis.com:8443/fcm/send/x',
        'https://user:pass@fcm.googleapis.com/fcm/send/x',
        'https://push.apple.com/x',
      ]) {
        const res = await prod.inject({
          method: 'POST',
          url: SUBS_URL,
          headers: user.auth,
          payload: { endpoint, keys },
        });
        expect(res.statusCode, endpoint).toBe(400);
      }
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc',
        'https://updates.push.services.mozilla.com/wpush/v2/abc',
        'https://web.push.apple.com/abc',
        'https://wns2-by3p.notify.windows.com/w/?token=abc',
      ]) {
        const ok = await prod.inject({
          method: 'POST',
          url: SUBS_URL,
          headers: user.auth,
          payload: { endpoint, keys },
        });
        expect(ok.statusCode, endpoint).toBe(201);
      }
    } finally {
      await prod.cleanup();
    }
  });
});

describe('Web Push delivery to a local push service', () => {
  it('sends the company its verification decision, encrypted, with TTL and a VAPID signature, once', async () => {
    const company = await createVerifiedUser(app, { role: 'ORGANIZATION', locale: 'ko' });
    const flags = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/users/${company.id}/notifications`,
      headers: company.auth,
      payload: {
        emailNotiFlag: true,
        pushNotiFlag: true,
        noticeNotiFlag: true,
        recommendedTalentNotiFlag: true,
        newApplicantNotiFlag: true,
        jobDecisionNotiFlag: true,
        talentProfileUpdateNotiFlag: true,
      },
    });
    expect(flags.statusCode).toBe(200);
    const { browser } = await subscribe(company, '/push/company');
    const orgId = company.companyId as number;
    await makePending(app, company.auth, orgId);
    const approve = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/organizations/${orgId}/verification/approve`,
      headers: admin.auth,
    });
    expect(approve.statusCode).toBe(200);
    // Nothing left during the request: the delivery waits in the push outbox for the worker.
    expect(pushService.received.filter((r) => r.path === '/push/company')).toHaveLength(0);

    expect(await deliver()).toBe(1);
    const got = pushService.received.filter((r) => r.path === '/push/company');
    expect(got).toHaveLength(1);
    const push = got[0]!;
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['content-type']).toBe('application/octet-stream');

    // Authorization: vapid t=<JWT signed with the private key>, k=<the public key browsers subscribed with>.
    const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(String(push.headers.authorization));
    expect(match).not.toBeNull();
    const [, jwt, k] = match as RegExpExecArray;
    expect(k).toBe(app.deps.vapid?.publicKey);
    const [header, claims, signature] = (jwt as string).split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
    const payloadClaims = JSON.parse(Buffer.from(claims, 'base64url').toString());
    expect(payloadClaims).toMatchObject({ aud: pushService.origin, sub: 'mailto:no-reply@talentbridge.local' });
    expect(payloadClaims.exp).toBeGreaterThan(Date.now() / 1000);
    const raw = Buffer.from(k as string, 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = Buffer.from(`${header}.${claims}`);
    expect(
      verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')),
    ).toBe(true);

    // Only the subscribed browser can read it: the notification in the recipient's language, and where to go.
    const payload = JSON.parse(decryptPush(push.body, browser));
    expect(payload).toMatchObject({
      title: 'TalentBridge',
      url: 'http://localhost:3000/ko/company/mypage/notifications',
      lang: 'ko',
    });
    expect(payload.body).toContain('기업 인증이 완료되었습니다');
    expect(payload.tag).toBe(`notification-${payload.notificationId}`);

    const rows = await app.database.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.notificationId, payload.notificationId));
    expect(rows).toMatchObject([{ status: 'SENT', attempts: 1 }]);
    // Delivered once: the next run has nothing to send.
    expect(await deliver()).toBe(0);
    expect(pushService.received.filter((r) => r.path === '/push/company')).toHaveLength(1);
  });

  it('queues nothing while the push flag is off', async () => {
    const user = await createVerifiedUser(app);
    const { id } = await subscribe(user, '/push/flag-off');
    await app.database.db.transaction((tx) =>
      notifyUsers(tx, [user.id], 'ORGANIZATION_APPROVED', { companyName: 'A' }),
    );
    const queued = await app.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, id));
    expect(queued).toHaveLength(0);
  });

  it('queues nothing for a subscription whose session has expired', async () => {
    const user = await createVerifiedUser(app);
    await turnPushOn(user);
    const { id } = await subscribe(user, '/push/expired');
    const [sub] = await app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sub!.sessionId));
    await app.database.db.transaction((tx) =>
      notifyUsers(tx, [user.id], 'ORGANIZATION_APPROVED', { companyName: 'E' }),
    );
    const queued = await app.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, id));
    expect(queued).toHaveLength(0);
  });

  it('removes a subscription the push service answers 410 (or 404) for, and retries a 500', async () => {
    const user = await createVerifiedUser(app);
    await turnPushOn(user);
    const gone = await subscribe(user, '/push/gone');
    const missing = await subscribe(user, '/push/missing');
    const flaky = await subscribe(user, '/push/flaky');
    pushService.answer('/push/gone', 410);
    pushService.answer('/push/missing', 404);
    pushService.answer('/push/flaky', 500);
    await app.database.db.transaction((tx) =>
      notifyUsers(tx, [user.id], 'ORGANIZATION_APPROVED', { companyName: 'B' }),
    );

    expect(await deliver()).toBe(0);
    expect(pushService.received.filter((r) => r.path === '/push/gone')).toHaveLength(1);
    expect(await subscriptionExists(gone.id)).toBe(false);
    expect(await subscriptionExists(missing.id)).toBe(false);
    expect(await subscriptionExists(flaky.id)).toBe(true);
    const [retry] = await app.database.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subscriptionId, flaky.id));
    expect(retry).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'push service answered 500' });
    expect(retry!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('sends nothing to an endpoint that is not a known push service in production', async () => {
    const user = await createVerifiedUser(app);
    await turnPushOn(user);
    // Registered outside production (a local push service), then delivered by a production worker.
    const { id } = await subscribe(user, '/push/not-allowed');
    await app.database.db.transaction((tx) =>
      notifyUsers(tx, [user.id], 'ORGANIZATION_APPROVED', { companyName: 'P' }),
    );
    const sent: string[] = [];
    const delivered = await deliverDuePushes(app.database.db, app.deps.vapid!, {
      publicUrl: app.deps.config.publicUrl,
      production: true,
      send: async (target) => {
        sent.push(target.endpoint);
        return { kind: 'sent' };
      },
    });
    expect(delivered).toBe(0);
    expect(sent).toEqual([]);
    expect(await app.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, id))).toEqual(
      [],
    );
  });

  it('holds no lock on the outbox while sending, and records the outcome after', async () => {
    const user = await createVerifiedUser(app);
    await turnPushOn(user);
    const { id } = await subscribe(user, '/push/unlocked');
    await app.database.db.transaction((tx) =>
      notifyUsers(tx, [user.id], 'ORGANIZATION_APPROVED', { companyName: 'L' }),
    );
    const [queued] = await app.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, id));
    let seenDuringSend: unknown[] = [];
    const delivered = await deliverDuePushes(app.database.db, app.deps.vapid!, {
      publicUrl: app.deps.config.publicUrl,
      send: async () => {
        // Another connection can lock the row at once: the claim has committed; another run would skip it (leased).
        const locked = await app.database.db.execute(
          sql`select id from push_deliveries where id = ${queued!.id} for update nowait`,
        );
        seenDuringSend = (locked as unknown as { rows: unknown[] }).rows;
        expect(await deliverDuePushes(app.database.db, app.deps.vapid!, { publicUrl: app.deps.config.publicUrl })).toBe(
          0,
        );
        return { kind: 'sent' };
      },
    });
    expect(delivered).toBe(1);
    expect(seenDuringSend).toHaveLength(1);
    const [row] = await app.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.id, queued!.id));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('drops a queued push whose session ended before delivery', async () => {
    const user = await createVerifiedUser(app);
    await turnPushOn(user);
    await subscribe(user, '/push/late');
    await app.database.db.transaction((tx) =>
      notifyUsers(tx, [user.id], 'ORGANIZATION_APPROVED', { companyName: 'C' }),
    );
    await app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: user.auth });
    expect(await deliver()).toBe(0);
    expect(pushService.received.filter((r) => r.path === '/push/late')).toHaveLength(0);
  });
});
