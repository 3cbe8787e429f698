import fs from 'node:fs';

/** Assumed when the limit cannot be read (not Linux): a common soft limit of servers. */
export const ASSUMED_FILE_LIMIT = 4096;

/**
 * The soft limit of open files of this process (Node raises it to the hard limit at start),
 * read from /proc/self/limits; null where that file is missing or says `unlimited`.
 */
export function openFileLimit(
  limits: () => string = () => fs.readFileSync('/proc/self/limits', 'utf8'),
): number | null {
  let text: string;
  try {
    text = limits();
  } catch {
    return null;
  }
  const line = text.split('\n').find((row) => row.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  const value = Number(soft);
  return Number.isInteger(value) && value > 0 ? value : null;
}
