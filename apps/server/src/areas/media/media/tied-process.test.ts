import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2]!.startsWith('Z');
  } catch {
    return false;
  }
};

async function until(check: () => boolean, deadlineMs: number): Promise<boolean> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe.runIf(process.platform === 'linux' && fs.existsSync('/usr/bin/setpriv'))(
  'a tied media tool',
  () => {
    it('dies with the process that started it, even by kill -9', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tied-'));
      const script = path.join(dir, 'parent.ts');
      fs.writeFileSync(
        script,
        `import { spawnTied } from ${JSON.stringify(path.join(here, 'tied-process.ts'))};
         const child = spawnTied('sleep', ['120'], { stdio: 'ignore' });
         child.once('spawn', () => console.log(child.pid));
         setInterval(() => {}, 1000);`,
      );
      const parent = spawn(process.execPath, ['--import', 'tsx', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const toolPid = await new Promise<number>((resolve) =>
        parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      );
      expect(alive(toolPid)).toBe(true);
      parent.kill('SIGKILL');
      expect(await until(() => !alive(toolPid), 20_000)).toBe(true);
      fs.rmSync(dir, { recursive: true, force: true });
    });
  },
);
