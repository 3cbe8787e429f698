import {
  ACCOUNT_DENIAL_MESSAGES,
  ADMIN_ROLE,
  INSPECTOR_PAGES,
  INSPECTOR_ROLE,
  isGuarded,
  isInspectorRead,
  PAGES,
  type TAccess,
  type TAccountDenial,
  type TAccountFacts,
  type TEndpoint,
  type TGrantType,
  type TPageKey,
} from '@fleet/contracts';
import { AppError } from '../../../http/app-error.js';
import type { RoleRepository } from '../roles/role-repository.js';
import type { Actor } from '../sessions/session-service.js';

const ALL_PAGE_KEYS = new Set<string>(PAGES.map((p) => p.key));
const SIGNED_IN_PAGES = PAGES.filter((p) => p.access === 'signed_in').map((p) => p.key);
const INSPECTOR_PAGE_KEYS = new Set<string>(INSPECTOR_PAGES);

/** An inspector's grants in force now: their trucks, or null outside every granted period. */
export interface InspectionLookup {
  activeTrucks(username: string): Promise<number[] | null>;
  /** When the first grant in force ends (what the inspector sees changes then). */
  activeUntil(username: string): Promise<Date | null>;
}

/** An account as the rules of `account-rules.ts` see it. */
export interface Account {
  username: string;
  role: string;
}

/**
 * The one place that decides who may do what (style.md 2). Effective grants are the
 * role's plus the user's own; admin holds every grant.
 */
export function accessService(roles: RoleRepository, inspections: InspectionLookup) {
  const isInspector = (account: Account) => account.role === INSPECTOR_ROLE;

  async function pagesOfAccount(account: Account): Promise<Set<TPageKey>> {
    if (account.role === ADMIN_ROLE) return new Set(ALL_PAGE_KEYS);
    const granted = await roles.grantedKeys('page', account.role, account.username);
    const keys = granted.filter((k): k is TPageKey => ALL_PAGE_KEYS.has(k));
    // An inspector holds at most the inspector pages, and only during a granted period.
    if (isInspector(account)) {
      const inspecting = (await inspections.activeTrucks(account.username)) !== null;
      return new Set(inspecting ? keys.filter((k) => INSPECTOR_PAGE_KEYS.has(k)) : []);
    }
    return new Set([...keys, ...SIGNED_IN_PAGES]);
  }

  const pagesOf = (actor: Actor) => pagesOfAccount(actor);

  return {
    pagesOf,
    /**
     * Whether `actor` sees people's records across trucks: driver warnings, licences, card and
     * licence numbers. Those who manage users do; everybody else sees names only.
     */
    async managesPeople(actor: Actor): Promise<boolean> {
      return actor.isAdmin || (await pagesOf(actor)).has('driver-management');
    },
    /** `null` means every key (admin). */
    async keysOf(actor: Actor, type: Exclude<TGrantType, 'page'>): Promise<Set<string> | null> {
      if (actor.isAdmin) return null;
      // An inspector sees the trucks of the grants in force, nothing else.
      if (isInspector(actor)) {
        const trucks = type === 'truck' ? await inspections.activeTrucks(actor.username) : null;
        return new Set((trucks ?? []).map(String));
      }
      return new Set(await roles.grantedKeys(type, actor.role, actor.username));
    },
    /**
     * Whether `actor` may call a route with this access rule and request body. An inspector
     * calls only the inspector reads (`route`), and only during a granted period.
     */
    async allows(
      actor: Actor,
      access: TAccess,
      body: unknown,
      route?: TEndpoint,
    ): Promise<boolean> {
      if (access === 'public') return true;
      // Held by a credential of their own (the access plugin runs their guard), never a user's.
      if (isGuarded(access)) return false;
      if (isInspector(actor)) {
        if (!route || !isInspectorRead(route)) return false;
        if ((await inspections.activeTrucks(actor.username)) === null) return false;
      }
      if (access === 'signed_in') return true;
      if (actor.isAdmin) return true;
      if (access === 'admin') return false;
      if (access.orSelf && isOwnRecord(actor, body)) return true;
      return (await pagesOf(actor)).has(access.page);
    },
    /**
     * When what `actor` may see next changes by itself: the end of an inspector's first grant
     * in force; null for everybody else (their access changes only by someone's edit).
     */
    async accessChangesAt(actor: Actor): Promise<Date | null> {
      return isInspector(actor) ? inspections.activeUntil(actor.username) : null;
    },
    /** The facts the account rules read: role and effective pages. */
    async accountFacts(account: Account): Promise<TAccountFacts> {
      return {
        username: account.username,
        isAdmin: account.role === ADMIN_ROLE,
        pages: await pagesOfAccount(account),
      };
    },
    /** The pages a role alone grants (what a user given that role would hold). */
    async rolePages(role: string): Promise<{ isAdmin: boolean; pages: Set<string> }> {
      if (role === ADMIN_ROLE) return { isAdmin: true, pages: new Set(ALL_PAGE_KEYS) };
      const keys = await roles.subjectKeys({ kind: 'role', name: role }, 'page');
      return { isAdmin: false, pages: new Set(keys) };
    },
    /** Throws 403 naming the rule when an account rule refuses the action. */
    enforce(denial: TAccountDenial | null): void {
      if (denial) throw accountForbidden(denial);
    },
  };
}

export const accountForbidden = (denial: TAccountDenial) =>
  new AppError('FORBIDDEN', ACCOUNT_DENIAL_MESSAGES[denial], { reason: denial });

function isOwnRecord(actor: Actor, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const username = (body as { username?: unknown }).username;
  return (
    typeof username === 'string' && username.trim().toLowerCase() === actor.username.toLowerCase()
  );
}

export type AccessService = ReturnType<typeof accessService>;
