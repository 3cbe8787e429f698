import type { TWarning } from '@fleet/contracts';
import { languageOf, wordedParams } from '@/lib/warning-params';

interface TTranslator {
  language: string;
  exists: (key: string) => boolean;
  t: (key: string, options?: Record<string, unknown>) => string;
}

/**
 * A warning's text in the user's language: system warnings that carry params are worded
 * from `warning:texts.<type>`; typed warnings (and kinds without a text) show their content.
 */
export function warningText(
  i18n: TTranslator,
  warning: Pick<TWarning, 'type' | 'content' | 'params'> & Partial<Pick<TWarning, 'driver_name'>>,
) {
  const key = `warning:texts.${warning.type}`;
  if (Object.keys(warning.params).length === 0 || !i18n.exists(key)) return warning.content;
  return i18n.t(key, wordedParams(warning, languageOf(i18n)));
}
