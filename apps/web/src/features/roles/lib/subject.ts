import { ADMIN_ROLE } from '@fleet/contracts';

/** Whose grants are shown: a role, or one user (whose role's grants show as inherited). */
export type TSubject =
  { kind: 'role'; name: string } | { kind: 'user'; username: string; role: string };

export function subjectBody(subject: TSubject): { role: string } | { username: string } {
  return subject.kind === 'role' ? { role: subject.name } : { username: subject.username };
}

export function subjectId(subject: TSubject): string {
  return subject.kind === 'role' ? `role:${subject.name}` : `user:${subject.username}`;
}

/** Admin (the role, or a user holding it) has everything; nothing there can be edited. */
export function isAdminSubject(subject: TSubject): boolean {
  return subject.kind === 'role' ? subject.name === ADMIN_ROLE : subject.role === ADMIN_ROLE;
}
