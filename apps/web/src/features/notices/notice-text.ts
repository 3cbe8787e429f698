import type { i18n as TI18n } from 'i18next';
import type { TNotice } from '@fleet/contracts';
import { languageOf, wordedParams } from '@/lib/warning-params';

/**
 * A notice's title: the translated text of its kind when there is one (worded as the warning
 * it tells of: the driver by name, durations beside their limit), else its content.
 */
export function noticeTitle(i18n: TI18n, notice: TNotice): string {
  const key = `notices:kinds.${notice.kind}`;
  return i18n.exists(key)
    ? i18n.t(key, wordedParams({ params: notice.params }, languageOf(i18n)))
    : notice.content;
}
