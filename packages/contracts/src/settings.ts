import { z } from 'zod';
import { envelope } from './common.js';
import { rule } from './validation-codes.js';
import { RETENTION_DEFAULTS_MONTHS, retentionMonths } from './retention.js';

/**
 * Every threshold of domain-vietnam.md as an admin setting. Durations carry their unit in
 * the name; the motion engine and the driver reports read them from the `settings` table,
 * the retention purge its months (retention.ts).
 */
export const DOMAIN_SETTINGS_DEFAULTS = {
  /** Moving: two consecutive fixes above this; stopped: two at or below it. */
  moving_speed_kmh: 3,
  /** A stop at least this long ends a driving session. */
  session_break_minutes: 15,
  /** Continuous driving over this is a violation (4 h). */
  continuous_limit_minutes: 240,
  /** The driver is warned from this (3 h 55 min). */
  continuous_warn_minutes: 235,
  /** Daily driving over this is a violation (10 h). */
  daily_limit_minutes: 600,
  /** Weekly (Monday to Sunday) driving over this is a violation (48 h). */
  weekly_limit_minutes: 2880,
  /** Overspeed: above the limit by at least this… */
  overspeed_margin_kmh: 5,
  /** …for at least this long. */
  overspeed_min_seconds: 20,
  /** Upper edges of the excess bands: [margin, 10), [10, 20), [20, 35], above 35. */
  overspeed_band_edges_kmh: [10, 20, 35] as [number, number, number],
  /** Gaps between fixes longer than this while moving are lost signal. */
  lost_signal_seconds: 60,
  /** Stop lists hide shorter stops by default. */
  min_stop_minutes: 2,
  /** A truck is offline after this long without a fix. */
  offline_minutes: 15,
  ...RETENTION_DEFAULTS_MONTHS,
};

const minutes = (max: number) => z.number().int().min(1).max(max);

export const ZDomainSettings = z
  .object({
    moving_speed_kmh: z.number().min(0.5).max(30),
    session_break_minutes: minutes(24 * 60),
    continuous_limit_minutes: minutes(24 * 60),
    continuous_warn_minutes: minutes(24 * 60),
    daily_limit_minutes: minutes(24 * 60),
    weekly_limit_minutes: minutes(7 * 24 * 60),
    overspeed_margin_kmh: z.number().min(0).max(50),
    overspeed_min_seconds: z.number().int().min(1).max(3600),
    overspeed_band_edges_kmh: z.tuple([
      z.number().min(0).max(200),
      z.number().min(0).max(200),
      z.number().min(0).max(200),
    ]),
    lost_signal_seconds: z
      .number()
      .int()
      .min(5)
      .max(24 * 3600),
    min_stop_minutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
    offline_minutes: minutes(24 * 60),
    journey_retention_months: retentionMonths('journey_retention_months'),
    camera_media_retention_months: retentionMonths('camera_media_retention_months'),
    delivery_photo_retention_months: retentionMonths('delivery_photo_retention_months'),
    violation_retention_months: retentionMonths('violation_retention_months'),
  })
  .superRefine((s, ctx) => {
    if (s.continuous_warn_minutes > s.continuous_limit_minutes)
      ctx.addIssue({
        code: 'custom',
        path: ['continuous_warn_minutes'],
        ...rule('not_above', { other: 'continuous_limit_minutes' }),
      });
    const [a, b, c] = s.overspeed_band_edges_kmh;
    if (!(s.overspeed_margin_kmh < a && a < b && b < c))
      ctx.addIssue({
        code: 'custom',
        path: ['overspeed_band_edges_kmh'],
        ...rule('rising', { other: 'overspeed_margin_kmh' }),
      });
  });
export type TDomainSettings = z.infer<typeof ZDomainSettings>;

export const ZDomainSettingsResponse = envelope(ZDomainSettings);

/**
 * Overspeed bands of the excess over the limit, by rank, lowest first. Their edges are
 * settings, so no name carries a number of km/h; `thresholdLabels` words them.
 */
export const OVERSPEED_BANDS = ['band_1', 'band_2', 'band_3', 'band_4'] as const;
export type TOverspeedBand = (typeof OVERSPEED_BANDS)[number];

/** Which band an excess (km/h over the limit) falls in; the third band is closed. */
export function overspeedBand(
  excessKmh: number,
  edges: readonly [number, number, number],
): TOverspeedBand {
  if (excessKmh < edges[0]) return 'band_1';
  if (excessKmh < edges[1]) return 'band_2';
  if (excessKmh <= edges[2]) return 'band_3';
  return 'band_4';
}
