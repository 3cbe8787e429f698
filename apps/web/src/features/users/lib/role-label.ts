import { BUILTIN_ROLES } from '@fleet/contracts';

export interface TRoleOption {
  name: string;
  label_vi: string;
  label_en: string;
}

/** Built-in roles stand in when the role list cannot be loaded (it needs the role page). */
export const FALLBACK_ROLES: readonly TRoleOption[] = BUILTIN_ROLES;

/** The role name a user row carries, in the language: English falls back to Vietnamese. */
export function rowRoleName(
  row: { role_name: string; role_name_en?: string },
  language: string,
): string {
  return (language.startsWith('en') && row.role_name_en) || row.role_name;
}

/** A role's label in the current language; `fallback` (else the name) when it is unknown. */
export function roleLabel(
  roles: readonly TRoleOption[] | undefined,
  name: string,
  language: string,
  fallback?: string,
): string {
  const role = roles?.find((r) => r.name === name) ?? FALLBACK_ROLES.find((r) => r.name === name);
  if (!role) return fallback ?? name;
  return (language.startsWith('en') && role.label_en) || role.label_vi;
}
