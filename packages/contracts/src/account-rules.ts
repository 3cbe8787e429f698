import type { TPageKey } from './pages.js';
import type { TGrantType } from './roles.js';

/**
 * Who may manage whom: the account half of the permission registry (the route half is
 * `API_ROUTES` in access.ts). A page grant opens a route; these rules then decide which
 * accounts and grants that route may touch, so that no page holder can make themselves or
 * anyone else more powerful than an admin meant.
 *
 * - Admins manage every account and every grant, except their own role.
 * - Nobody changes their own role or their own grants, nor the grants of a role they hold.
 * - The user-management page manages other users who are not admins and hold no
 *   administrative page; it gives no one the admin role or a role with an administrative page.
 * - The role-management page changes the grants of other users and of roles it does not hold,
 *   never those of the admin role, an admin, or a user or role holding an administrative page,
 *   and neither hands out nor takes back an administrative page.
 * - A driver's card id and licence number are set only by someone who manages that user
 *   (a tracker's card log-in credits driving time to the card's holder).
 */
export const ADMINISTRATIVE_PAGES = [
  'driver-management',
  'role-management',
] as const satisfies readonly TPageKey[];

const ADMINISTRATIVE = new Set<string>(ADMINISTRATIVE_PAGES);

/** What the rules need to know of an account: its role and the pages it holds. */
export interface TAccountFacts {
  username: string;
  isAdmin: boolean;
  pages: ReadonlySet<string>;
}

/** Why an action on an account or grant is refused; `null` when it is allowed. */
export type TAccountDenial =
  | 'own_account'
  | 'admin_only'
  | 'administrative_account'
  | 'administrative_page'
  | 'no_user_management'
  | 'no_role_management';

export const holdsAdministrativePage = (pages: ReadonlySet<string>): boolean =>
  [...pages].some((page) => ADMINISTRATIVE.has(page));

const sameUser = (a: TAccountFacts, b: TAccountFacts) =>
  a.username.toLowerCase() === b.username.toLowerCase();

/**
 * Whether `actor` may create, edit the managed fields of (role, card id, licence number),
 * reset the password of, or delete `target`. A new account's facts are those of the role it
 * is created with.
 */
export function userManagementDenial(
  actor: TAccountFacts,
  target: TAccountFacts,
): TAccountDenial | null {
  if (actor.isAdmin) return null;
  if (!actor.pages.has('driver-management')) return 'no_user_management';
  if (sameUser(actor, target)) return 'own_account';
  if (target.isAdmin) return 'admin_only';
  if (holdsAdministrativePage(target.pages)) return 'administrative_account';
  return null;
}

/** Whether `actor` may give `target` the role whose facts are `role` (admin role included). */
export function roleAssignmentDenial(
  actor: TAccountFacts,
  target: TAccountFacts,
  role: { isAdmin: boolean; pages: ReadonlySet<string> },
): TAccountDenial | null {
  if (sameUser(actor, target)) return 'own_account';
  if (actor.isAdmin) return null;
  if (role.isAdmin) return 'admin_only';
  if (holdsAdministrativePage(role.pages)) return 'administrative_page';
  return userManagementDenial(actor, target);
}

/** The subject whose grants change: a role (with whether the actor holds it) or a user. */
export type TGrantSubjectFacts =
  | { kind: 'role'; isAdmin: boolean; heldByActor: boolean; pages: ReadonlySet<string> }
  | { kind: 'user'; account: TAccountFacts };

/** Whether `actor` may add or take away `changed` keys of one grant type on `subject`. */
export function grantChangeDenial(
  actor: TAccountFacts,
  subject: TGrantSubjectFacts,
  type: TGrantType,
  changed: readonly string[],
): TAccountDenial | null {
  const own = subject.kind === 'role' ? subject.heldByActor : sameUser(actor, subject.account);
  if (own) return 'own_account';
  if (actor.isAdmin) return null;
  if (!actor.pages.has('role-management')) return 'no_role_management';
  if (subject.kind === 'role' ? subject.isAdmin : subject.account.isAdmin) return 'admin_only';
  if (type === 'page' && changed.some((key) => ADMINISTRATIVE.has(key)))
    return 'administrative_page';
  const pages = subject.kind === 'role' ? subject.pages : subject.account.pages;
  if (holdsAdministrativePage(pages)) return 'administrative_account';
  return null;
}

/** The sentence a refusal answers with (the web shows its own translation of the code). */
export const ACCOUNT_DENIAL_MESSAGES: Record<TAccountDenial, string> = {
  own_account: 'Nobody changes their own role or grants; ask another administrator',
  admin_only: 'Only an admin can manage admin accounts or give the admin role',
  administrative_account:
    'Only an admin can manage a user or role that holds user management or role management',
  administrative_page: 'Only an admin can hand out user management or role management',
  no_user_management: 'Managing this account needs the user management page',
  no_role_management: 'Changing grants needs the role management page',
};
