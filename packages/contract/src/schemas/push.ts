import { z } from 'zod';
import { LocaleSchema } from './common';
import { NotificationSchema } from './notification';

/** Push endpoints are URLs of a browser vendor's push service; 2,048 characters is plenty. */
export const PUSH_ENDPOINT_MAX = 2048;

/**
 * The browser's keys as `PushSubscription.toJSON()` gives them (base64url): an uncompressed P-256 point (65 bytes,
 * starting 0x04, so "B") and a 16-byte auth secret. Padding is accepted though browsers send none.
 */
const p256dh = z
  .string({ error: 'validation.required' })
  .regex(/^B[A-Za-z0-9_-]{86}=?$/, { error: 'validation.invalid' });
const auth = z
  .string({ error: 'validation.required' })
  .regex(/^[A-Za-z0-9_-]{22}(==)?$/, { error: 'validation.invalid' });

const endpoint = z
  .url({ protocol: /^https?$/, error: 'validation.invalid' })
  .max(PUSH_ENDPOINT_MAX, { error: 'validation.tooLong' });

/** `GET /api/v1/notifications/push/public-key`: the VAPID key browsers subscribe with, or null when push is off. */
export const PushPublicKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

/** `POST /api/v1/notifications/push/subscriptions`: the browser's `PushSubscription.toJSON()`. */
export const PushSubscribeRequestSchema = z.strictObject({
  endpoint,
  expirationTime: z.number().nullish(),
  keys: z.strictObject({ p256dh, auth }),
});
export type PushSubscribeRequest = z.input<typeof PushSubscribeRequestSchema>;

export const PushSubscriptionSchema = z.object({ id: z.number().int(), endpoint: z.string() });

/** `DELETE /api/v1/notifications/push/subscriptions`: forget this browser (only the caller's own). */
export const PushUnsubscribeRequestSchema = z.strictObject({ endpoint });

/** What the service worker receives in a push (JSON, encrypted for the browser). */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Absolute URL to open when the notification is clicked. */
  url: z.string(),
  tag: z.string(),
  notificationId: z.number().int(),
  lang: LocaleSchema,
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/** `GET /api/v1/notifications/stream?lang=`: the language of the messages in the stream's events. */
export const NotificationStreamQuerySchema = z.strictObject({ lang: LocaleSchema.optional() });

/** Server-sent `event: unread`: sent on connect (and after the server lost events), the caller's unread count. */
export const StreamUnreadEventSchema = z.object({ unreadCount: z.number().int() });
/** Server-sent `event: notification`: a notification just created for the caller. */
export const StreamNotificationEventSchema = z.object({
  notification: NotificationSchema,
  unreadCount: z.number().int(),
});
export type StreamNotificationEvent = z.infer<typeof StreamNotificationEventSchema>;
