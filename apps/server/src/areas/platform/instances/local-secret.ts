import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A 32-byte secret kept in a file of DATA_DIR, made on first use. Only for a single
 * instance: several instances must be given the secret in the environment instead.
 */
export function localSecret(dataDir: string, name: string): Buffer {
  const file = path.join(dataDir, 'secrets', name);
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(text)) return Buffer.from(text, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(32);
  try {
    // `wx`: when two starts race, the first file wins and both read it back.
    fs.writeFileSync(file, secret.toString('hex'), { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  }
}
