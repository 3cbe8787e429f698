import { z } from 'zod';
import { envelope } from './common.js';

/**
 * The authority feed (TT 09/2015 art. 4; TT 71/2024/TT-BCA): each truck's journey forwarded
 * to the authority's server within 2 minutes of receipt, over AMQP 0-9-1 with a pluggable
 * codec (UFMS first).
 */
export const FEED_CODECS = ['ufms'] as const;
export type TFeedCodec = (typeof FEED_CODECS)[number];

/** Why the last publish did not get the broker's confirm (the transmission page says it). */
export const FEED_FAILURES = [
  'unreachable',
  'login_refused',
  'exchange_missing',
  'refused',
  'timeout',
] as const;
export type TFeedFailure = (typeof FEED_FAILURES)[number];

/** Why one truck's fixes cannot be forwarded. */
export const FEED_TRUCK_PROBLEMS = ['plate_not_normalised', 'speed_over_limit'] as const;
export type TFeedTruckProblem = (typeof FEED_TRUCK_PROBLEMS)[number];

/** The journey rule of the senders (and of the authority's receivers): at least this often. */
export const FEED_MOVING_INTERVAL_S = 30;
export const FEED_STOPPED_INTERVAL_S = 180;
/** Senders drop fixes faster than this (a device fault, not a truck). */
export const FEED_MAX_SPEED_KMH = 180;
/** The law's delay between receipt and forwarding. */
export const FEED_MAX_LAG_S = 120;

const AMQP_URL = /^amqps?:\/\/[^\s]+$/;

/** The feed's settings as an admin sees them: the broker's password is never shown back. */
export const ZAuthorityFeedSettings = z.object({
  enabled: z.boolean(),
  /** The broker URL with its password replaced by `***`; null when none is set. */
  url: z.string().nullable(),
  exchange: z.string(),
  routing_key: z.string(),
  provider_id: z.string(),
  codec: z.enum(FEED_CODECS),
  /** Set by AUTHORITY_FEED_URL and friends: the screen shows them and cannot change them. */
  from_environment: z.boolean(),
});
export type TAuthorityFeedSettings = z.infer<typeof ZAuthorityFeedSettings>;
export const ZAuthorityFeedSettingsResponse = envelope(ZAuthorityFeedSettings);

export const ZSaveAuthorityFeedSettingsRequest = z.object({
  enabled: z.boolean(),
  /** A new broker URL; omitted or empty keeps the stored one (and its password). */
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(AMQP_URL, 'amqp_url')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  exchange: z.string().trim().min(1).max(255).default('ufms.all'),
  routing_key: z.string().trim().max(255).default(''),
  provider_id: z.string().trim().max(100).default(''),
  codec: z.enum(FEED_CODECS).default('ufms'),
});
export type TSaveAuthorityFeedSettingsRequest = z.input<typeof ZSaveAuthorityFeedSettingsRequest>;

export const ZAuthorityFeedTestResponse = envelope(
  z.object({ ok: z.boolean(), failure: z.enum(FEED_FAILURES).nullable() }),
);

export const ZAuthorityFeedTruck = z.object({
  truck_id: z.number().int(),
  plate: z.string(),
  /** Device time of the last fix forwarded, and when the broker confirmed it. */
  last_fix_time: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  /** Received → confirmed, of the last forwarded fix. */
  lag_s: z.number().nullable(),
  /** Fixes stored and not yet forwarded. */
  backlog: z.number().int(),
  /** Reporting, but nothing forwarded for over 2 minutes. */
  silent: z.boolean(),
  problem: z.enum(FEED_TRUCK_PROBLEMS).nullable(),
});
export type TAuthorityFeedTruck = z.infer<typeof ZAuthorityFeedTruck>;

export const ZAuthorityFeedStatus = z.object({
  enabled: z.boolean(),
  failure: z.enum(FEED_FAILURES).nullable(),
  failure_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  backlog: z.number().int(),
  /** Oldest fix waiting, received this long ago. */
  oldest_waiting_s: z.number().nullable(),
  p95_lag_s: z.number().nullable(),
  trucks: z.array(ZAuthorityFeedTruck),
});
export type TAuthorityFeedStatus = z.infer<typeof ZAuthorityFeedStatus>;
export const ZAuthorityFeedStatusResponse = envelope(ZAuthorityFeedStatus);
