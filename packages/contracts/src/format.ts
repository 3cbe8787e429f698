const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** File sizes as the spec shows them: Bytes…YB, base 1024, 2 decimals. */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(decimals))} ${SIZE_UNITS[exponent]}`;
}

/** Page size choices of every table (spec 9). */
export const PAGE_SIZE_OPTIONS = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 5;
/** Pager: 5 page numbers in the middle, 2 at each margin (spec 9). */
export const PAGER_RANGE = 5;
export const PAGER_MARGIN = 2;

export type TPagerItem = number | 'gap';

/** The page numbers a pager shows (1-based), with gaps where pages are skipped. */
export function pagerItems(current: number, total: number): TPagerItem[] {
  if (total <= PAGER_RANGE + 2 * PAGER_MARGIN) {
    return Array.from({ length: total }, (_, i) => i + 1);
  }
  const shown = new Set<number>();
  for (let i = 1; i <= PAGER_MARGIN; i++) {
    shown.add(i);
    shown.add(total + 1 - i);
  }
  let start = Math.max(1, current - Math.floor(PAGER_RANGE / 2));
  start = Math.min(start, total - PAGER_RANGE + 1);
  for (let i = start; i < start + PAGER_RANGE; i++) shown.add(i);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: TPagerItem[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) items.push('gap');
    items.push(n);
  });
  return items;
}

/** Avatar stacks show this many, then `+n`. */
export const AVATAR_STACK_LIMIT = 3;

export function avatarStack<T>(items: readonly T[], limit = AVATAR_STACK_LIMIT) {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** Notices in the bell popover, its width, and the count polling period (spec 9). */
export const NOTICE_POPOVER_LIMIT = 4;
export const NOTICE_POPOVER_WIDTH = 350;
export const NOTICE_POLL_MS = 15_000;
export const NAV_WIDTH = 256;
export const DEFAULT_START_DATE = '2022-01-01';

/** Lower case without Vietnamese accents: "Nguyễn Đức" → "nguyen duc". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}
