import { ApiError } from '@/lib/api';

type TTranslate = (key: string, options: { defaultValue: string }) => string;

/**
 * What to show a person for a failed call: `common:errors.<code>` when that text exists,
 * else the server's message (style.md 4).
 */
export function errorText(t: TTranslate, error: unknown): string {
  if (error instanceof ApiError) {
    return t(`common:errors.${error.code}`, { defaultValue: error.message });
  }
  const fallback = error instanceof Error && error.message ? error.message : 'Error';
  return t('common:errors.INTERNAL', { defaultValue: fallback });
}
