import { z } from 'zod';
import type { TWarningType } from './warning.js';

/**
 * How long each kind of data is kept, in months; the daily purge removes what is older.
 * The floors are the legal minimums of domain-vietnam.md "Data to keep": no setting goes
 * below them, and a stored value below them is read as the floor.
 */
export const RETENTION_FLOORS_MONTHS = {
  /** Positions and what is derived from them only (trips, stops, signal gaps, point events). */
  journey_retention_months: 12,
  /** Camera images, timed snapshots and recorded clips of the trucks (driver images). */
  camera_media_retention_months: 3,
  /** Proof-of-delivery photos drivers upload for orders (images from drivers as well). */
  delivery_photo_retention_months: 3,
  /** Overspeed events, driving sessions and warnings of driving-time and speed violations. */
  violation_retention_months: 36,
} as const;
export type TRetentionField = keyof typeof RETENTION_FLOORS_MONTHS;
export const RETENTION_FIELDS = Object.keys(RETENTION_FLOORS_MONTHS) as TRetentionField[];

/** The floors, except delivery photos: two years, as long as a commercial claim may come. */
export const RETENTION_DEFAULTS_MONTHS: Record<TRetentionField, number> = {
  ...RETENTION_FLOORS_MONTHS,
  delivery_photo_retention_months: 24,
};

/**
 * The retention months of stored settings, never below the floors: what a purge obeys even
 * when the settings row was changed by hand. Missing or unreadable values take the default.
 */
export function retentionOf(
  stored: Partial<Record<TRetentionField, unknown>>,
): Record<TRetentionField, number> {
  const months = {} as Record<TRetentionField, number>;
  for (const field of RETENTION_FIELDS) {
    const value = stored[field];
    months[field] =
      typeof value === 'number' && Number.isFinite(value)
        ? Math.max(Math.ceil(value), RETENTION_FLOORS_MONTHS[field])
        : RETENTION_DEFAULTS_MONTHS[field];
  }
  return months;
}

/** Whole months from the floor up to 20 years; below the floor is code `legal_minimum`. */
export const retentionMonths = (field: TRetentionField) =>
  z.number().int().min(RETENTION_FLOORS_MONTHS[field], 'legal_minimum').max(240);

/** Warnings that record a violation of the driving-time or speed rules: violation records. */
export const VIOLATION_WARNING_TYPES = [
  'continuous_driving',
  'daily_driving',
  'weekly_driving',
  'overspeed',
] as const satisfies readonly TWarningType[];
