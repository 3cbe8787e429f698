import { PAPER_WARN_DAYS, type TPaperStatus } from '@fleet/contracts';

const DAY_MS = 86_400_000;

/** Whole days from one calendar date (`YYYY-MM-DD`) to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Valid, expiring (within 30 days of its expiry date) or expired (after it); a paper
 * without an expiry date stays valid. `today` is the company-zone date.
 */
export function paperStatus(
  expiresAt: string | null,
  today: string,
): { status: TPaperStatus; days_left: number | null } {
  if (!expiresAt) return { status: 'valid', days_left: null };
  const daysLeft = daysBetween(today, expiresAt);
  if (daysLeft < 0) return { status: 'expired', days_left: daysLeft };
  return { status: daysLeft <= PAPER_WARN_DAYS ? 'expiring' : 'valid', days_left: daysLeft };
}

/** The company-zone calendar date `days` after `today`. */
export function addDays(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
