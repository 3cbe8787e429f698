import { durationKey, durationParts } from './stop-summary';
import type { TTranslate } from './translate';

/** "1 giờ 05 phút", "5 phút 00 giây", "42 giây": a duration as the texts of this feature say it. */
export function durationText(t: TTranslate, seconds: number): string {
  const { h, m, s } = durationParts(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return t(durationKey({ h, m, s }), { h, m, s, mm: pad(m), ss: pad(s) });
}
