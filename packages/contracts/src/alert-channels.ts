import { z } from 'zod';
import { envelope } from './common.js';

/** Alert channels that reach a person's phone number (decisions.md "Zalo and SMS alerts"). */
export const PHONE_ALERT_CHANNELS = ['zalo', 'sms'] as const;
export type TPhoneAlertChannel = (typeof PHONE_ALERT_CHANNELS)[number];

/** A Vietnamese mobile number as Zalo and the SMS gateway take it: 84, then 9 digits. */
const VN_MOBILE = /^84[35789]\d{8}$/;

/**
 * A Vietnamese mobile number written any usual way ("0912 345 678", "+84 912.345.678",
 * "84912345678") as `84…`; null when it is none (a landline, too short, letters).
 */
export function normalizePhone(text: string): string | null {
  const compact = text.trim().replace(/[\s.()-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.startsWith('0') ? `84${digits.slice(1)}` : digits;
  return VN_MOBILE.test(national) ? national : null;
}

/** A user's phone for Zalo and SMS alerts: kept as `84…`; empty clears it. */
export const ZAlertPhone = z
  .string()
  .trim()
  .max(30)
  .refine((text) => text === '' || normalizePhone(text) !== null, 'phone')
  .transform((text) => (text === '' ? null : normalizePhone(text)));

/** Sends a minute per channel at most (the provider's quota); 0 is refused. */
const ZPerMinute = z.number().int().min(1).max(6000);
const ZHttpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/\S+$/, 'url');
/** A secret typed anew; omitted or empty keeps the stored one. */
const ZNewSecret = z
  .literal('')
  .transform(() => undefined)
  .or(z.string().trim().max(2000).optional());

/** Zalo ZNS as an admin sees it: secrets never shown back, only whether they are set. */
export const ZZaloChannelView = z.object({
  enabled: z.boolean(),
  app_id: z.string(),
  oa_id: z.string(),
  template_id: z.string(),
  api_url: z.string(),
  oauth_url: z.string(),
  per_minute: z.number().int(),
  secret_key_set: z.boolean(),
  refresh_token_set: z.boolean(),
  /** When the access token in use expires (it is refreshed before); null before the first. */
  token_expires_at: z.string().nullable(),
  from_environment: z.boolean(),
});
/** The SMS gateway (eSMS.vn's JSON API) as an admin sees it. */
export const ZSmsChannelView = z.object({
  enabled: z.boolean(),
  url: z.string(),
  brandname: z.string(),
  sms_type: z.string(),
  per_minute: z.number().int(),
  api_key_set: z.boolean(),
  secret_key_set: z.boolean(),
  from_environment: z.boolean(),
});
export const ZAlertChannelSettings = z.object({ zalo: ZZaloChannelView, sms: ZSmsChannelView });
export type TAlertChannelSettings = z.infer<typeof ZAlertChannelSettings>;
export const ZAlertChannelSettingsResponse = envelope(ZAlertChannelSettings);

export const ZSaveZaloChannel = z.object({
  enabled: z.boolean(),
  app_id: z.string().trim().max(100),
  oa_id: z.string().trim().max(100).default(''),
  template_id: z.string().trim().max(100),
  api_url: ZHttpUrl.default('https://business.openapi.zalo.me'),
  oauth_url: ZHttpUrl.default('https://oauth.zaloapp.com'),
  per_minute: ZPerMinute.default(60),
  secret_key: ZNewSecret,
  /** A refresh token from Zalo's developer console; the server rotates it from then on. */
  refresh_token: ZNewSecret,
});
export const ZSaveSmsChannel = z.object({
  enabled: z.boolean(),
  url: ZHttpUrl.default(
    'https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_post_json/',
  ),
  brandname: z.string().trim().max(50).default(''),
  /** eSMS's message type: 2 customer care with a brandname, 8 a fixed number. */
  sms_type: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'format')
    .default('2'),
  per_minute: ZPerMinute.default(60),
  api_key: ZNewSecret,
  secret_key: ZNewSecret,
});
/** One channel's settings at a time; the other is left as it is. */
export const ZSaveAlertChannelRequest = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('zalo'), settings: ZSaveZaloChannel }),
  z.object({ channel: z.literal('sms'), settings: ZSaveSmsChannel }),
]);
export type TSaveAlertChannelRequest = z.input<typeof ZSaveAlertChannelRequest>;
