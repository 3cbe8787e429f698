import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Tmpfs {
  dir: string;
  /** Writes a file until the disk answers ENOSPC. */
  fill(): void;
  /** Removes that file. */
  unfill(): void;
  remount(mode: 'ro' | 'rw'): void;
  unmount(): void;
}

/**
 * A small RAM file system of its own (`mount -t tmpfs`, as root), so a test can fill a disk or
 * make it read-only; null where this machine does not let the test mount one.
 */
export function mountTmpfs(sizeMb: number, under?: string): Tmpfs | null {
  const dir = under ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-tmpfs-'));
  fs.mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], {
      stdio: 'ignore',
    });
  } catch {
    return null;
  }
  const filler = path.join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = fs.openSync(filler, 'a');
      try {
        for (const size of [1 << 20, 4096]) {
          const chunk = Buffer.alloc(size);
          try {
            for (;;) fs.writeSync(fd, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        fs.closeSync(fd);
      }
    },
    unfill: () => fs.rmSync(filler, { force: true }),
    remount: (mode) => execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'ignore' }),
    unmount: () => execFileSync('umount', ['-l', dir], { stdio: 'ignore' }),
  };
}
