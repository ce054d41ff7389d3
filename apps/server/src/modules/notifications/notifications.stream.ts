import type { Locale } from '@app/contract/schemas/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { type AuthContext, findSession, readToken } from '../../http/auth';
import { presentNotification } from './notifications.presenter';
import { countUnread, findUserNotification } from './notifications.queries';

/** Open streams of one user beyond this close their oldest (tabs left open pile up; each holds a socket). */
export const STREAMS_PER_USER = 8;
/** Browsers wait this long before reconnecting a dropped stream (EventSource's `retry:`). */
const RETRY_MS = 5_000;

type Stream = { userId: number; close: (reason?: string) => void };

/** The open streams of this process, so closing the server ends them instead of waiting for clients. */
export function createStreamRegistry() {
  const open = new Set<Stream>();
  return {
    add(stream: Stream) {
      const mine = [...open].filter((s) => s.userId === stream.userId);
      for (const old of mine.slice(0, Math.max(0, mine.length - STREAMS_PER_USER + 1))) old.close('REPLACED');
      open.add(stream);
    },
    remove: (stream: Stream) => open.delete(stream),
    size: () => open.size,
    closeAll() {
      for (const stream of [...open]) stream.close('SERVER_CLOSING');
    },
  };
}
export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

const frame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Serves `text/event-stream` to a signed-in talent or company user until they leave, their session ends or the server
 * closes. Events: `unread` on connect (and after the hub lost its database connection), `notification` for each new
 * one (already in `locale`), `end` before the server closes the stream itself. A comment line every heartbeat keeps
 * proxies from timing the connection out; at each heartbeat the session is checked again, so a stream does not
 * outlive its sign-out or expiry by more than one heartbeat.
 */
export async function openNotificationStream(
  deps: Deps,
  registry: StreamRegistry,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext,
  locale: Locale,
) {
  const { db, notificationHub: hub } = deps;
  const token = readToken(request)?.token ?? '';
  await hub.start();

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);

  let closed = false;
  // Events are written in order, one database round trip after another.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(task).catch((error: unknown) => {
      request.log.warn({ err: error }, 'notification stream event failed');
    });
  };

  const stream: Stream = {
    userId: auth.userId,
    close(reason) {
      if (closed) return;
      if (reason && !res.writableEnded) res.write(frame('end', { reason }));
      cleanup();
      res.end();
    },
  };

  // A heartbeat is not activity: an open tab alone must not keep a company session from its idle end.
  const sessionLives = async () =>
    (await findSession(db, token, { idleMs: deps.config.companySessionIdleMs, passive: true }))?.sessionId ===
    auth.sessionId;

  const unsubscribe = hub.subscribe(auth.userId, ({ notificationId }) =>
    enqueue(async () => {
      if (closed) return;
      const row = await findUserNotification(db, auth.userId, notificationId);
      if (!row || closed) return;
      const event = { notification: presentNotification(row, locale), unreadCount: await countUnread(db, auth.userId) };
      if (!closed) res.write(frame('notification', event, row.id));
    }),
  );
  const sendUnread = () =>
    enqueue(async () => {
      const unreadCount = await countUnread(db, auth.userId);
      if (!closed) res.write(frame('unread', { unreadCount }));
    });
  const unsubscribeResync = hub.onResync(sendUnread);
  // Counted after subscribing, so a notification committed meanwhile is counted or sent (perhaps both), never lost.
  sendUnread();
  const heartbeat = setInterval(
    () =>
      enqueue(async () => {
        if (closed) return;
        if (!(await sessionLives())) return stream.close('SESSION_EXPIRED');
        res.write(': ping\n\n');
      }),
    deps.config.sseHeartbeatMs,
  );

  function cleanup() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    unsubscribeResync();
    registry.remove(stream);
  }
  // The browser left (tab closed, EventSource.close(), network gone) or the stream was ended here.
  res.on('close', cleanup);
  res.on('error', cleanup);
  // The browser may have left before the listeners above were attached (while the session or the hub was awaited):
  // then 'close' has already fired and would never reach cleanup.
  if (res.destroyed || request.raw.socket?.destroyed) {
    cleanup();
    return;
  }
  registry.add(stream);
}
