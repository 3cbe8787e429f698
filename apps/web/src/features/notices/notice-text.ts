import type { i18n as TI18n } from 'i18next';
import { withDisplayPlate, type TNotice } from '@fleet/contracts';

/** A notice's title: the translated text of its kind when there is one, else its content. */
export function noticeTitle(i18n: TI18n, notice: TNotice): string {
  const key = `notices:kinds.${notice.kind}`;
  return i18n.exists(key) ? i18n.t(key, withDisplayPlate(notice.params)) : notice.content;
}
