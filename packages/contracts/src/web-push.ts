import { z } from 'zod';
import { envelope } from './common.js';

/** Where a browser subscribed: the office console (worker at /) or the driver app (/driver). */
export const PUSH_APPS = ['console', 'driver'] as const;
export type TPushApp = (typeof PUSH_APPS)[number];

/** A P-256 public key (65 bytes) or an auth secret (16 bytes), base64url without padding. */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .length(Math.ceil((bytes * 4) / 3));

/** The server's VAPID public key: what a browser's `pushManager.subscribe` takes. */
export const ZPushPublicKeyResponse = envelope(z.object({ public_key: z.string() }));

/**
 * One browser's push subscription (the JSON of `PushSubscription.toJSON()`), kept for the
 * signed-in user; the same endpoint subscribed again belongs to whoever subscribed it last.
 */
export const ZPushSubscribeRequest = z.object({
  endpoint: z
    .url()
    .max(2000)
    .regex(/^https?:\/\//),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  app: z.enum(PUSH_APPS),
});
export type TPushSubscribeRequest = z.infer<typeof ZPushSubscribeRequest>;

export const ZPushUnsubscribeRequest = z.object({ endpoint: z.string().max(2000) });

/** Whether the endpoint is one of the caller's subscriptions (this device gets alerts). */
export const ZPushSubscriptionResponse = envelope(z.object({ subscribed: z.boolean() }));

/** What a push notice carries; the worker shows title and body and opens `link` on a click. */
export const ZPushPayload = z.object({
  warning_id: z.number().int(),
  kind: z.string(),
  plate: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;
