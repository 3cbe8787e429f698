import fs from 'node:fs/promises';
import type { THealthProblem } from '@fleet/contracts';
import { faultCode } from './database-check.js';

export interface StorageFolder {
  /** What the folder holds, as health names it: `database` or `files`. */
  subject: string;
  dir: string;
}

const MB = 1024 * 1024;

/**
 * Whether each local folder the console writes can take more: its disk has at least
 * `minFreeBytes` available to this process (PostgreSQL needs room for a whole WAL segment
 * before it stores the next fix) and the folder is writable (not on a read-only mount).
 */
export function storageCheck(folders: readonly StorageFolder[], minFreeBytes: number) {
  return async (): Promise<THealthProblem[]> => {
    const found = await Promise.all(folders.map((folder) => inspect(folder, minFreeBytes)));
    return found.filter((problem) => problem !== null);
  };
}

async function inspect(
  { subject, dir }: StorageFolder,
  minFreeBytes: number,
): Promise<THealthProblem | null> {
  try {
    await fs.access(dir, fs.constants.W_OK);
  } catch (error) {
    return {
      reason: 'storage_read_only',
      subject,
      message: `The ${subject} folder cannot be written (${faultCode(error)})`,
    };
  }
  const disk = await fs.statfs(dir);
  const free = disk.bavail * disk.bsize;
  if (free >= minFreeBytes) return null;
  return {
    reason: 'storage_full',
    subject,
    message:
      `The disk of the ${subject} folder has ${(free / MB).toFixed(1)} MB free, ` +
      `less than the ${(minFreeBytes / MB).toFixed(0)} MB it needs`,
  };
}
