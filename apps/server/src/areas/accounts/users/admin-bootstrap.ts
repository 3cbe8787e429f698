import { ADMIN_ROLE } from '@fleet/contracts';
import { generatePassword, hashPassword } from './passwords.js';
import type { UserRepository } from './user-repository.js';

/**
 * First start: creates `admin` with ADMIN_PASSWORD, or a generated password that is printed
 * once. Later starts leave the account alone.
 */
export async function ensureAdmin(
  users: UserRepository,
  adminPassword: string | undefined,
  print: (line: string) => void,
): Promise<void> {
  if (await users.findByUsername('admin')) return;
  const password = adminPassword ?? generatePassword();
  try {
    await users.insert({
      username: 'admin',
      password_hash: await hashPassword(password),
      fullname: 'Admin',
      role: ADMIN_ROLE,
      start_date: '2022-01-01',
    });
  } catch (error) {
    // Another instance created it at the same moment.
    if ((error as { code?: string }).code === '23505') return;
    throw error;
  }
  if (!adminPassword) {
    print(
      `Created user "admin" with password: ${password}  (shown once; change it after signing in)`,
    );
  }
}
