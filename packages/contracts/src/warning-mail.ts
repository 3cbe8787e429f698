import { z } from 'zod';
import { envelope } from './common.js';
import { WARNING_TYPES } from './warning.js';

/** Kinds the system raises (every kind but `manual`): the ones that can be mailed. */
export const SYSTEM_WARNING_TYPES = WARNING_TYPES.filter(
  (type): type is Exclude<(typeof WARNING_TYPES)[number], 'manual'> => type !== 'manual',
);

/**
 * Which kinds of system warning are also mailed to the notification e-mail list (the list
 * of the warehouse video page). None by default: mail is opt-in per kind.
 */
export const ZWarningMailSettings = z.object({
  types: z
    .array(z.enum(WARNING_TYPES).exclude(['manual']))
    .max(WARNING_TYPES.length)
    .transform((types) => [...new Set(types)]),
});
export type TWarningMailSettings = z.infer<typeof ZWarningMailSettings>;
export const ZWarningMailSettingsResponse = envelope(ZWarningMailSettings);

/**
 * Channels an alert is delivered over: mail, web push to a user's subscribed devices, and
 * Zalo (ZNS) and SMS to the user's phone number.
 */
export const ALERT_CHANNELS = ['mail', 'push', 'zalo', 'sms'] as const;
export type TAlertChannel = (typeof ALERT_CHANNELS)[number];
export const ALERT_DELIVERY_STATES = ['waiting', 'sending', 'failed'] as const;

/**
 * An alert message not sent (yet): waiting for its next try, being sent, or given up after a
 * day of tries. `last_error` is what the channel answered, without credentials.
 */
export const ZAlertDelivery = z.object({
  id: z.number().int(),
  channel: z.enum(ALERT_CHANNELS),
  recipient: z.string(),
  state: z.enum(ALERT_DELIVERY_STATES),
  warning_id: z.number().int(),
  warning_type: z.string(),
  plate: z.string().nullable(),
  attempts: z.number().int(),
  queued_at: z.string(),
  /** Null unless waiting. */
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type TAlertDelivery = z.infer<typeof ZAlertDelivery>;
export const ZAlertDeliveryListResponse = envelope(z.array(ZAlertDelivery));

/** Waiting or failed deliveries to try again now, with a new day of tries. */
export const ZSendAlertsAgainRequest = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(500),
});
export const ZSendAlertsAgainResponse = envelope(z.object({ ids: z.array(z.number().int()) }));
