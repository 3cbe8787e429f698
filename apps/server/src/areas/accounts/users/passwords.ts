import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 is a const enum; its value is 2.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash to verify against when the user does not exist, so both answers take as long.
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(crypto.randomBytes(16).toString('hex')));

export function generatePassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}
