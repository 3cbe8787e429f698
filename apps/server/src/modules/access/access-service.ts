import { PAGES, type TAccess, type TGrantType, type TPageKey } from '@fleet/contracts';
import type { RoleRepository } from '../roles/role-repository.js';
import type { Actor } from '../sessions/session-service.js';

const ALL_PAGE_KEYS = new Set<string>(PAGES.map((p) => p.key));
const SIGNED_IN_PAGES = PAGES.filter((p) => p.access === 'signed_in').map((p) => p.key);

/**
 * The one place that decides who may do what (style.md 2). Effective grants are the
 * role's plus the user's own; admin holds every grant.
 */
export function accessService(roles: RoleRepository) {
  async function granted(actor: Actor, type: TGrantType): Promise<string[]> {
    return roles.grantedKeys(type, actor.role, actor.username);
  }

  async function pagesOf(actor: Actor): Promise<Set<TPageKey>> {
    if (actor.isAdmin) return new Set(ALL_PAGE_KEYS);
    const keys = (await granted(actor, 'page')).filter((k) => ALL_PAGE_KEYS.has(k));
    return new Set([...keys, ...SIGNED_IN_PAGES]);
  }

  return {
    pagesOf,
    /** `null` means every key (admin). */
    async keysOf(actor: Actor, type: Exclude<TGrantType, 'page'>): Promise<Set<string> | null> {
      if (actor.isAdmin) return null;
      return new Set(await granted(actor, type));
    },
    /** Whether `actor` may call a route with this access rule and request body. */
    async allows(actor: Actor, access: TAccess, body: unknown): Promise<boolean> {
      if (access === 'public' || access === 'signed_in') return true;
      if (actor.isAdmin) return true;
      if (access === 'admin') return false;
      if (access.orSelf && isOwnRecord(actor, body)) return true;
      return (await pagesOf(actor)).has(access.page);
    },
  };
}

function isOwnRecord(actor: Actor, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const username = (body as { username?: unknown }).username;
  return (
    typeof username === 'string' && username.trim().toLowerCase() === actor.username.toLowerCase()
  );
}

export type AccessService = ReturnType<typeof accessService>;
