import type { TRole } from '@fleet/contracts';

/** A role's name in the interface language; an English name left empty reads the Vietnamese. */
export function roleLabelOf(role: Pick<TRole, 'label_vi' | 'label_en'>, language: string): string {
  return (language.startsWith('en') && role.label_en) || role.label_vi;
}

/** The role name a user row carries, in the interface language (English falls back). */
export function userRoleName(
  user: { role_name: string; role_name_en?: string },
  language: string,
): string {
  return roleLabelOf({ label_vi: user.role_name, label_en: user.role_name_en ?? '' }, language);
}
