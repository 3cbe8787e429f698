import type { TLanguage } from './geocode.js';
import { OVERSPEED_BANDS, type TDomainSettings, type TOverspeedBand } from './settings.js';

/** The overspeed bands as the API and the screens name them: the motion model's ranks. */
export const OVERSPEED_BAND_KEYS = OVERSPEED_BANDS;
export type TOverspeedBandKey = TOverspeedBand;

export const isOverspeedBandKey = (value: unknown): value is TOverspeedBandKey =>
  (OVERSPEED_BAND_KEYS as readonly unknown[]).includes(value);

/**
 * Every threshold a header, filter or text names: a band ("5–<10 km/h") or being over a
 * driving limit ("trên 4 giờ"); each is worded by `thresholdLabels`.
 */
export type TLabelledThreshold =
  TOverspeedBandKey | 'over_continuous_limit' | 'over_daily_limit' | 'over_weekly_limit';

export type TThresholdLabels = Record<TLabelledThreshold, string>;

type TLabelSettings = Pick<
  TDomainSettings,
  | 'overspeed_margin_kmh'
  | 'overspeed_band_edges_kmh'
  | 'continuous_limit_minutes'
  | 'daily_limit_minutes'
  | 'weekly_limit_minutes'
>;

const WORDS: Record<TLanguage, { hours: string; minutes: string; over: string }> = {
  vi: { hours: 'giờ', minutes: 'phút', over: 'trên' },
  en: { hours: 'h', minutes: 'min', over: 'over' },
};

const NUMBER_LOCALE: Record<TLanguage, string> = { vi: 'vi-VN', en: 'en-GB' };

/** A setting's number as the language writes it: 7,5 in Vietnamese, 7.5 in English. */
function numberText(value: number, language: TLanguage): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[language], {
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(value);
}

/** "4 giờ", "3 giờ 55 phút", "45 phút" / "4 h", "3 h 55 min", "45 min". */
export function durationLabel(minutes: number, language: TLanguage): string {
  const words = WORDS[language];
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} ${words.minutes}`;
  return rest === 0
    ? `${hours} ${words.hours}`
    : `${hours} ${words.hours} ${rest} ${words.minutes}`;
}

/**
 * A measured duration beside its limit: the minutes always said once there are hours,
 * "4 giờ 0 phút" / "4 h 0 min", so a breach reads "4 giờ 0 phút (giới hạn 4 giờ)".
 */
export function measuredDurationLabel(minutes: number, language: TLanguage): string {
  const words = WORDS[language];
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  if (hours === 0) return durationLabel(whole, language);
  return `${hours} ${words.hours} ${whole % 60} ${words.minutes}`;
}

/** "trên 4 giờ" / "over 4 h". */
export function overDurationLabel(minutes: number, language: TLanguage): string {
  return `${WORDS[language].over} ${durationLabel(minutes, language)}`;
}

/**
 * The excess over the limit a band holds, as domain-vietnam.md draws them: "5–<10 km/h",
 * "10–<20 km/h", "20–35 km/h" (the third band is closed), "trên 35 km/h" / "over 35 km/h".
 */
export function overspeedBandLabel(
  key: TOverspeedBandKey,
  settings: Pick<TLabelSettings, 'overspeed_margin_kmh' | 'overspeed_band_edges_kmh'>,
  language: TLanguage,
): string {
  const n = (value: number) => numberText(value, language);
  const [a, b, c] = settings.overspeed_band_edges_kmh;
  switch (key) {
    case 'band_1':
      return `${n(settings.overspeed_margin_kmh)}–<${n(a)} km/h`;
    case 'band_2':
      return `${n(a)}–<${n(b)} km/h`;
    case 'band_3':
      return `${n(b)}–${n(c)} km/h`;
    case 'band_4':
      return `${WORDS[language].over} ${n(c)} km/h`;
  }
}

/** Every threshold's words in one language, from the admin's settings. */
export function thresholdLabels(settings: TLabelSettings, language: TLanguage): TThresholdLabels {
  const bands = Object.fromEntries(
    OVERSPEED_BAND_KEYS.map((key) => [key, overspeedBandLabel(key, settings, language)]),
  ) as Record<TOverspeedBandKey, string>;
  return {
    ...bands,
    over_continuous_limit: overDurationLabel(settings.continuous_limit_minutes, language),
    over_daily_limit: overDurationLabel(settings.daily_limit_minutes, language),
    over_weekly_limit: overDurationLabel(settings.weekly_limit_minutes, language),
  };
}
