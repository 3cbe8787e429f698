import { describe, expect, it } from 'vitest';
import { PAGES } from '@fleet/contracts';
import { pageGroups, resourceGroups } from './grant-groups';
import { grantTestId } from './test-id';

const t = (key: string) => key;
const pages = PAGES.map(({ key, path, group, name_vi, name_en }) => ({
  key,
  path,
  group,
  name_vi,
  name_en,
}));

describe('grant groups', () => {
  it('groups every page under its navigation group, in the current language', () => {
    const groups = pageGroups(pages, 'en', t);
    expect(groups.map((g) => g.id)).toEqual([
      'general',
      'tracking',
      'operations',
      'reports',
      'warehouse',
      'system',
    ]);
    expect(groups.flatMap((g) => g.items).length).toBe(PAGES.length);
    expect(groups[1]?.title).toBe('Tracking');
    expect(groups[0]?.items[0]).toEqual({ key: 'overview', label: 'Home' });
    expect(pageGroups(pages, 'vi', t)[1]?.title).toBe('Giám sát');
  });

  it('marks pages every signed-in user may open', () => {
    const general = pageGroups(pages, 'vi', t)[0]!;
    expect(general.items.find((i) => i.key === 'change-password')?.note).toBe('grants.openToAll');
  });

  it('has no group when there are no trucks or channels', () => {
    expect(resourceGroups([])).toEqual([]);
  });

  it('builds test ids from keys', () => {
    expect(grantTestId('page', 'management/driving-report')).toBe(
      'grant-page-management-driving-report',
    );
    expect(grantTestId('ip_channel', '10.0.0.5:3')).toBe('grant-ip_channel-10-0-0-5-3');
  });
});
