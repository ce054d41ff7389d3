import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import { eventually, openSse } from '../../../test/sse-client';
import { makePending } from '../organizations/organizations.test-support';
import { notifyUsers } from './notifications.service';
import { STREAMS_PER_USER } from './notifications.stream';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;
type NotificationEvent = { notification: { id: number; type: string; message: string }; unreadCount: number };

let app: TestApp;
let base: string;
let admin: User;
let talent: User;
let otherTalent: User;

const STREAM = '/api/v1/notifications/stream';
const bearer = (user: User) => ({ authorization: `Bearer ${user.token}` });

beforeAll(async () => {
  // A short heartbeat so the tests see heartbeats and session checks without waiting 25 seconds.
  app = await createTestApp({ sseHeartbeatMs: 150 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await createVerifiedUser(app, { firstName: 'Ada' });
  await makeAdmin(app, admin.id);
  talent = await createVerifiedUser(app);
  otherTalent = await createVerifiedUser(app);
});
afterAll(() => app.cleanup());

describe('GET /api/v1/notifications/stream guards', () => {
  it('refuses visitors, administrators and a bad language', async () => {
    expect((await app.inject({ method: 'GET', url: STREAM })).statusCode).toBe(401);
    const expired = await app.inject({ method: 'GET', url: STREAM, headers: { authorization: 'Bearer nope' } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorCode).toBe('SESSION_EXPIRED');
    expect((await app.inject({ method: 'GET', url: STREAM, headers: admin.auth })).statusCode).toBe(403);
    const bad = await app.inject({ method: 'GET', url: `${STREAM}?lang=fr`, headers: talent.auth });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({ method: 'GET', url: `${STREAM}?x=1`, headers: talent.auth });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('live notifications over a real HTTP connection', () => {
  it("pushes the company's verification decision, made by an administrator, to the company's open page", async () => {
    const company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Live Co', locale: 'ko' });
    const orgId = company.companyId as number;
    await makePending(app, company.auth, orgId);

    const stream = await openSse(`${base}${STREAM}?lang=ko`, bearer(company));
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect((await stream.next()).retry).toBe('5000');
      const first = await stream.nextEvent<{ unreadCount: number }>('unread');
      expect(first.json).toEqual({ unreadCount: 0 });

      // Another user's action: the administrator approves the organization.
      const approve = await app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/organizations/${orgId}/verification/approve`,
        headers: admin.auth,
      });
      expect(approve.statusCode).toBe(200);

      const event = await stream.nextEvent<NotificationEvent>('notification');
      expect(event.json.notification).toMatchObject({ type: 'ORGANIZATION_APPROVED', dateViewed: null });
      expect(event.json.notification.message).toContain('기업 인증이 완료되었습니다');
      expect(event.json.unreadCount).toBe(1);
      expect(event.id).toBe(String(event.json.notification.id));
      // The same notification is in the list.
      const list = await app.inject({
        method: 'GET',
        url: `/api/v1/organizations/users/${company.id}/notifications`,
        headers: company.auth,
      });
      expect(list.json().data.data[0].id).toBe(event.json.notification.id);
    } finally {
      stream.close();
    }
  });

  it("sends only the caller's notifications, only once committed, and heartbeats in between", async () => {
    const stream = await openSse(`${base}${STREAM}`, bearer(talent));
    try {
      await stream.nextEvent('unread');
      await stream.next((f) => f.comment === 'ping');

      // Someone else's notification, and one of a transaction that rolls back, never reach this stream.
      await app.database.db.transaction(async (tx) => {
        await notifyUsers(tx, [otherTalent.id], 'ORGANIZATION_APPROVED', { companyName: 'Not yours' });
      });
      await app.database.db
        .transaction(async (tx) => {
          await notifyUsers(tx, [talent.id], 'ORGANIZATION_APPROVED', { companyName: 'Rolled back' });
          throw new Error('rollback');
        })
        .catch(() => {});
      await app.database.db.transaction(async (tx) => {
        await notifyUsers(tx, [talent.id], 'ORGANIZATION_APPROVED', { companyName: 'Committed' });
      });

      const event = await stream.nextEvent<NotificationEvent>('notification');
      expect(event.json.notification.message).toMatch(/^Committed is now verified/);
      expect(event.json.unreadCount).toBe(1);
      const seen = stream.frames.filter((f) => f.event === 'notification').map((f) => f.data ?? '');
      expect(seen.join()).not.toMatch(/Not yours|Rolled back/);
    } finally {
      stream.close();
    }
  });

  it('ends the stream once the session is signed out', async () => {
    const user = await createVerifiedUser(app);
    const stream = await openSse(`${base}${STREAM}`, bearer(user));
    await stream.nextEvent('unread');
    const signOut = await app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: user.auth });
    expect(signOut.statusCode).toBe(200);
    const end = await stream.nextEvent<{ reason: string }>('end');
    expect(end.json).toEqual({ reason: 'SESSION_EXPIRED' });
    await stream.ended;
    expect(stream.isClosed()).toBe(true);
  });

  it('keeps at most eight streams per user, closing the oldest', async () => {
    const user = await createVerifiedUser(app);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) streams.push(await openSse(`${base}${STREAM}`, bearer(user)));
    await Promise.all(streams.map((s) => s.nextEvent('unread')));
    const newest = await openSse(`${base}${STREAM}`, bearer(user));
    await newest.nextEvent('unread');
    expect((await streams[0]!.nextEvent<{ reason: string }>('end')).json).toEqual({ reason: 'REPLACED' });
    await streams[0]!.ended;
    expect(streams.slice(1).every((s) => !s.isClosed())).toBe(true);
    for (const stream of [...streams, newest]) stream.close();
  });

  it('leaves no listener behind when clients go away', async () => {
    await eventually(() => app.deps.notificationHub.listenerCount() === 0);
    const streams = await Promise.all(
      [talent, talent, otherTalent].map((user) => openSse(`${base}${STREAM}`, bearer(user))),
    );
    await Promise.all(streams.map((s) => s.nextEvent('unread')));
    // Each stream listens to its user's notifications and to database reconnections.
    expect(app.deps.notificationHub.listenerCount()).toBe(6);
    for (const stream of streams) stream.close();
    await eventually(() => app.deps.notificationHub.listenerCount() === 0);
    // And a notification after they left is not written anywhere (no error, nothing listening).
    await app.database.db.transaction((tx) =>
      notifyUsers(tx, [talent.id], 'ORGANIZATION_APPROVED', { companyName: 'x' }),
    );
    expect(app.deps.notificationHub.listenerCount()).toBe(0);
  });

  it("sends a service notice the administrator publishes to the talent's open page", async () => {
    const user = await createVerifiedUser(app, { locale: 'ko' });
    const stream = await openSse(`${base}${STREAM}?lang=ko`, bearer(user));
    try {
      await stream.nextEvent('unread');
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/notices',
        headers: admin.auth,
        payload: { titleEn: 'Maintenance', titleKo: '점검 안내', bodyEn: 'Soon.', bodyKo: '곧.', audience: 'TALENTS' },
      });
      expect(res.statusCode).toBe(201);
      const event = await stream.nextEvent<NotificationEvent>('notification');
      expect(event.json.notification.type).toBe('SERVICE_NOTICE');
      expect(event.json.notification.message).toContain('점검 안내');
      expect(event.json.unreadCount).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('leaves no listener behind when the client is gone before the stream starts', async () => {
    await eventually(() => app.deps.notificationHub.listenerCount() === 0);
    const { port } = app.server.address() as AddressInfo;
    // Each client sends its request and hangs up at once, while the server is still checking the session.
    await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<void>((resolve, reject) => {
            const socket = connect(port, '127.0.0.1', () => {
              socket.write(
                `GET ${STREAM} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${talent.token}\r\n\r\n`,
                () => {
                  socket.destroy();
                  resolve();
                },
              );
            });
            socket.on('error', reject);
          }),
      ),
    );
    // Give the handlers time to run (they attach their listeners after the client left).
    await new Promise((r) => setTimeout(r, 500));
    await eventually(() => app.deps.notificationHub.listenerCount() === 0, 2_000);
  });
});
