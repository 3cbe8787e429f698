import {
  durationLabel,
  measuredDurationLabel,
  withDisplayPlate,
  type TLanguage,
  type TWarning,
} from '@fleet/contracts';
import { displayText } from './company-time';

type TWordedWarning = Pick<TWarning, 'params'> & Partial<Pick<TWarning, 'driver_name'>>;

/**
 * What a text names besides the stored params: the driver by full name (the login only when the
 * account has none), driving times as hours and minutes beside their limit, and times and dates
 * (`2026-11-20 09:00:00`, `2026-11-20`) as people read them (`20/11/2026 09:00:00`).
 */
export function wordedParams(
  warning: TWordedWarning,
  language: TLanguage,
): Record<string, unknown> {
  const params: Record<string, unknown> = withDisplayPlate(warning.params);
  for (const [key, value] of Object.entries(params))
    if (typeof value === 'string') params[key] = displayText(value);
  const name = warning.driver_name ?? warning.params.driver_name;
  if (name) params.driver = name;
  const { value_min, limit_min } = warning.params;
  if (value_min !== undefined && limit_min !== undefined) {
    params.value_text = measuredDurationLabel(Number(value_min), language);
    params.limit_text = durationLabel(Number(limit_min), language);
  }
  return params;
}

export const languageOf = (i18n: { language: string }): TLanguage =>
  i18n.language === 'en' ? 'en' : 'vi';
