import type { TTranslate } from './translate';

/** "1 giờ 05 phút", "5 phút 00 giây", "42 giây". */
export function durationText(t: TTranslate, seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return t('duration.hm', { h, mm: pad(m) });
  if (m > 0) return t('duration.ms', { m, ss: pad(s) });
  return t('duration.s', { s });
}

/** Kilometres with one decimal in the reader's language. */
export const kmText = (km: number, language: string) =>
  km.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A day's whole range from a date-time input value: `YYYY-MM-DDT00:00` to `T23:59`. */
export function dayRange(day: string): { from: string; to: string } {
  return { from: `${day}T00:00`, to: `${day}T23:59` };
}
