import {
  durationLabel,
  issuesOf,
  overspeedBandLabel,
  RETENTION_FIELDS,
  ZDomainSettings,
  type TDomainSettings,
  type TLanguage,
  type TOverspeedBandKey,
} from '@fleet/contracts';
import { fieldErrorText, serverIssues, type TIssueLike } from '@/i18n/field-error-text';

/** The thresholds of the dialog, in its order; the band edges sit after the overspeed pair. */
export const THRESHOLD_FIELDS = [
  'moving_speed_kmh',
  'session_break_minutes',
  'continuous_limit_minutes',
  'continuous_warn_minutes',
  'daily_limit_minutes',
  'weekly_limit_minutes',
  'overspeed_margin_kmh',
  'overspeed_min_seconds',
  'lost_signal_seconds',
  'min_stop_minutes',
  'offline_minutes',
] as const satisfies readonly (keyof TDomainSettings)[];
const BANDS = [0, 1, 2] as const;
export const THRESHOLD_KEYS = [
  ...THRESHOLD_FIELDS.slice(0, 8),
  ...BANDS.map((i) => `band_${i + 1}`),
  ...THRESHOLD_FIELDS.slice(8),
];

/** What the inputs hold: text, by field (band edges as `band_1` … `band_3`). */
export type TSettingsDraft = Record<string, string>;

/** Input key → the text of its first problem, in the interface language. */
export type TSettingsErrors = Record<string, string>;

type TTranslate = Parameters<typeof fieldErrorText>[0];

export function draftOf(settings: TDomainSettings): TSettingsDraft {
  return {
    ...Object.fromEntries(
      [...THRESHOLD_FIELDS, ...RETENTION_FIELDS].map((f) => [f, String(settings[f])]),
    ),
    ...Object.fromEntries(
      BANDS.map((i) => [`band_${i + 1}`, String(settings.overspeed_band_edges_kmh[i])]),
    ),
  };
}

/** The input key of a problem's path: band edges `overspeed_band_edges_kmh.N` are `band_{N+1}`. */
function inputKeyOf(field: string): string {
  const [name = '', index = '0'] = field.split('.');
  return name === 'overspeed_band_edges_kmh' ? `band_${Number(index) + 1}` : name;
}

/** The first problem of each input, worded by its code (never the English message). */
function errorsOf(t: TTranslate, issues: readonly TIssueLike[]): TSettingsErrors {
  const errors: TSettingsErrors = {};
  for (const issue of issues) {
    const key = inputKeyOf(issue.field ?? '');
    if (key) errors[key] ??= fieldErrorText(t, issue);
  }
  return errors;
}

/** An empty input is absent, so the schema calls it required rather than 0. */
const numberOf = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? undefined : Number(text);

/** The draft as settings, or the errors by input key; checked by the schema the server uses. */
export function parseDraft(
  t: TTranslate,
  draft: TSettingsDraft,
): { settings: TDomainSettings } | { errors: TSettingsErrors } {
  const candidate = {
    ...Object.fromEntries(
      [...THRESHOLD_FIELDS, ...RETENTION_FIELDS].map((f) => [f, numberOf(draft[f])]),
    ),
    overspeed_band_edges_kmh: BANDS.map((i) => numberOf(draft[`band_${i + 1}`])),
  };
  const parsed = ZDomainSettings.safeParse(candidate);
  if (parsed.success) return { settings: parsed.data };
  return { errors: errorsOf(t, issuesOf(parsed.error.issues, candidate)) };
}

/** The fields a refused save names (400 details), as the dialog shows them. */
export const serverErrors = (t: TTranslate, error: unknown): TSettingsErrors =>
  errorsOf(t, serverIssues(error));

/** The bands the edge input `band_N` closes: its own, and above the last edge the open one. */
const bandsClosedBy = (rank: number): TOverspeedBandKey[] =>
  rank === 3 ? ['band_3', 'band_4'] : [`band_${rank}` as TOverspeedBandKey];

/**
 * What an input's value means, in the words reports will use: "3 giờ 55 phút" under a
 * minutes field, "5–<10 km/h" under a band edge; nothing while the value is not usable.
 */
export function valueHint(
  draft: TSettingsDraft,
  key: string,
  language: TLanguage,
): string | undefined {
  if (key.endsWith('_minutes')) {
    const minutes = numberOf(draft[key]);
    return minutes !== undefined && Number.isInteger(minutes) && minutes >= 0
      ? durationLabel(minutes, language)
      : undefined;
  }
  const rank = /^band_([1-3])$/.exec(key)?.[1];
  if (!rank) return undefined;
  const margin = numberOf(draft.overspeed_margin_kmh);
  const [a, b, c] = BANDS.map((i) => numberOf(draft[`band_${i + 1}`]));
  if (margin === undefined || a === undefined || b === undefined || c === undefined) {
    return undefined;
  }
  if (!(margin < a && a < b && b < c)) return undefined;
  const edges: [number, number, number] = [a, b, c];
  const bands = { overspeed_margin_kmh: margin, overspeed_band_edges_kmh: edges };
  return bandsClosedBy(Number(rank))
    .map((band) => overspeedBandLabel(band, bands, language))
    .join(' · ');
}
