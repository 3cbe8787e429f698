import { describe, expect, it } from 'vitest';
import {
  grantChangeDenial,
  roleAssignmentDenial,
  type TAccountFacts,
  userManagementDenial,
} from './account-rules.js';

const account = (username: string, pages: string[] = [], isAdmin = false): TAccountFacts => ({
  username,
  isAdmin,
  pages: new Set(pages),
});

const admin = account('admin', [], true);
const otherAdmin = account('boss', [], true);
const userManager = account('um', ['driver-management']);
const roleManager = account('rm', ['role-management']);
const driver = account('taixe01', ['overview']);
const nobody = account('nobody');
const role = (pages: string[], isAdmin = false) => ({ isAdmin, pages: new Set(pages) });

describe('userManagementDenial', () => {
  it.each([
    ['admin on another admin', admin, otherAdmin, null],
    ['admin on a driver', admin, driver, null],
    ['user manager on a driver', userManager, driver, null],
    ['user manager on an admin', userManager, admin, 'admin_only'],
    ['user manager on a role manager', userManager, roleManager, 'administrative_account'],
    ['user manager on themself', userManager, account('UM', ['driver-management']), 'own_account'],
    ['role manager on a driver', roleManager, driver, 'no_user_management'],
    ['no page on a driver', nobody, driver, 'no_user_management'],
  ] as const)('%s', (_label, actor, target, denial) => {
    expect(userManagementDenial(actor, target)).toBe(denial);
  });
});

describe('roleAssignmentDenial', () => {
  it.each([
    ['admin promotes a driver', admin, driver, role([], true), null],
    ['admin changes their own role', admin, admin, role(['overview']), 'own_account'],
    ['user manager promotes a driver to admin', userManager, driver, role([], true), 'admin_only'],
    [
      'user manager gives a role with role management',
      userManager,
      driver,
      role(['role-management']),
      'administrative_page',
    ],
    ['user manager gives an operational role', userManager, driver, role(['location']), null],
    ['user manager promotes themself', userManager, userManager, role([], true), 'own_account'],
  ] as const)('%s', (_label, actor, target, given, denial) => {
    expect(roleAssignmentDenial(actor, target, given)).toBe(denial);
  });
});

describe('grantChangeDenial', () => {
  const userSubject = (target: TAccountFacts) => ({ kind: 'user' as const, account: target });
  const roleSubject = (pages: string[], heldByActor = false, isAdmin = false) => ({
    kind: 'role' as const,
    heldByActor,
    isAdmin,
    pages: new Set(pages),
  });
  it.each([
    ['role manager grants a driver a page', roleManager, userSubject(driver), ['location'], null],
    [
      'role manager grants themself',
      roleManager,
      userSubject(roleManager),
      ['trucks'],
      'own_account',
    ],
    [
      'role manager grants their own role',
      roleManager,
      roleSubject([], true),
      ['trucks'],
      'own_account',
    ],
    ['role manager grants an admin', roleManager, userSubject(admin), ['1'], 'admin_only'],
    [
      'role manager hands out user management',
      roleManager,
      userSubject(driver),
      ['driver-management'],
      'administrative_page',
    ],
    [
      'role manager widens a user manager',
      roleManager,
      userSubject(userManager),
      ['trucks'],
      'administrative_account',
    ],
    [
      'role manager widens a role holding user management',
      roleManager,
      roleSubject(['driver-management']),
      ['trucks'],
      'administrative_account',
    ],
    [
      'user manager grants pages',
      userManager,
      userSubject(driver),
      ['trucks'],
      'no_role_management',
    ],
    ['admin grants user management', admin, userSubject(driver), ['driver-management'], null],
    ['admin grants themself', admin, userSubject(admin), ['1'], 'own_account'],
  ] as const)('%s', (_label, actor, subject, changed, denial) => {
    expect(grantChangeDenial(actor, subject, 'page', changed)).toBe(denial);
  });

  it('lets a role manager give trucks, whatever their names', () => {
    expect(
      grantChangeDenial(roleManager, userSubject(driver), 'truck', ['driver-management']),
    ).toBe(null);
  });
});
