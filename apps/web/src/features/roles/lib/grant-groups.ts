import { NAV_GROUPS, PAGES, type TNavGroup, type TResource } from '@fleet/contracts';
import type { TPageInfo } from '../api';
import type { TTranslate } from './translate';

export interface TGrantItem {
  key: string;
  label: string;
  note?: string;
}

export interface TGrantGroup {
  id: string;
  title: string | null;
  items: TGrantItem[];
}

const GROUP_ORDER = [null, ...(Object.keys(NAV_GROUPS) as TNavGroup[])];

/** Pages under their navigation group, named in the current language. */
export function pageGroups(pages: TPageInfo[], language: string, t: TTranslate): TGrantGroup[] {
  const english = language.startsWith('en');
  const openToAll = new Set(PAGES.filter((p) => p.access === 'signed_in').map((p) => p.key));
  const groups = GROUP_ORDER.map((group) => ({
    id: group ?? 'general',
    title: group ? NAV_GROUPS[group][english ? 'name_en' : 'name_vi'] : t('grants.general'),
    items: pages
      .filter((page) => page.group === group)
      .map((page) => ({
        key: page.key,
        label: english ? page.name_en : page.name_vi,
        ...(openToAll.has(page.key) ? { note: t('grants.openToAll') } : {}),
      })),
  }));
  // A group the registry may add later still shows, after the known ones.
  const known = new Set<string | null>(GROUP_ORDER);
  const rest = pages.filter((page) => !known.has(page.group));
  if (rest.length > 0) {
    groups.push({
      id: 'other',
      title: t('grants.general'),
      items: rest.map((page) => ({ key: page.key, label: english ? page.name_en : page.name_vi })),
    });
  }
  return groups.filter((group) => group.items.length > 0);
}

/** Trucks or channels: one untitled group. */
export function resourceGroups(resources: TResource[]): TGrantGroup[] {
  return resources.length === 0
    ? []
    : [{ id: 'all', title: null, items: resources.map((r) => ({ key: r.key, label: r.name })) }];
}
