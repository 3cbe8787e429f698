import {
  RETENTION_FIELDS,
  RETENTION_FLOORS_MONTHS,
  ZDomainSettings,
  type TDomainSettings,
  type TRetentionField,
} from '@fleet/contracts';

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

/** A field's error: below a legal floor (the dialog says it in the reader's language), or a message. */
export type TFieldError = { floor: number } | { message: string };

export const isRetentionField = (field: string): field is TRetentionField =>
  (RETENTION_FIELDS as string[]).includes(field);

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

/** A refusal of a retention field is always its floor, whoever refused it (zod or the server). */
function errorOf(field: string, message: string): TFieldError {
  return isRetentionField(field) ? { floor: RETENTION_FLOORS_MONTHS[field] } : { message };
}

/** The draft as settings, or the errors by input key; checked by the schema the server uses. */
export function parseDraft(
  draft: TSettingsDraft,
): { settings: TDomainSettings } | { errors: Record<string, TFieldError> } {
  const candidate = {
    ...Object.fromEntries(
      [...THRESHOLD_FIELDS, ...RETENTION_FIELDS].map((f) => [f, Number(draft[f])]),
    ),
    overspeed_band_edges_kmh: BANDS.map((i) => Number(draft[`band_${i + 1}`])),
  };
  const parsed = ZDomainSettings.safeParse(candidate);
  if (parsed.success) return { settings: parsed.data };
  const errors: Record<string, TFieldError> = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    const key =
      field === 'overspeed_band_edges_kmh' ? `band_${Number(index ?? 0) + 1}` : String(field);
    errors[key] ??= errorOf(key, issue.message);
  }
  return { errors };
}

/** The fields a 400 of the server named (`fieldErrors`), as the dialog shows them. */
export function serverErrors(fields: Record<string, string>): Record<string, TFieldError> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, errorOf(field, message)]),
  );
}
