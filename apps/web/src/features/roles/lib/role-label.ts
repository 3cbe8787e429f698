import type { TRole } from '@fleet/contracts';

export function roleLabelOf(role: Pick<TRole, 'label_vi' | 'label_en'>, language: string): string {
  return language.startsWith('en') ? role.label_en : role.label_vi;
}
