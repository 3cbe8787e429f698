export interface TUserListFilter {
  search?: string;
  roles?: string[];
}

/** Only the filters that are given are sent (spec 5). */
export function userListBody(search: string, roles: readonly string[]): TUserListFilter {
  const body: TUserListFilter = {};
  const trimmed = search.trim();
  if (trimmed) body.search = trimmed;
  if (roles.length > 0) body.roles = [...roles];
  return body;
}
