import { ApiError } from '@/lib/api';

type TTranslate = (key: string, options: { defaultValue: string }) => string;

/** The account rule a FORBIDDEN answer names, if any (account-rules.ts). */
function reasonOf(error: ApiError): string | null {
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : null;
}

/**
 * What to show a person for a failed call: the text of the account rule that refused it, else
 * `common:errors.<code>` when that text exists, else the server's message (style.md 4).
 */
export function errorText(t: TTranslate, error: unknown): string {
  if (error instanceof ApiError) {
    const general = t(`common:errors.${error.code}`, { defaultValue: error.message });
    const reason = reasonOf(error);
    return reason ? t(`common:accountRules.${reason}`, { defaultValue: general }) : general;
  }
  const fallback = error instanceof Error && error.message ? error.message : 'Error';
  return t('common:errors.INTERNAL', { defaultValue: fallback });
}
