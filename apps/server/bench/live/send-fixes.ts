import { fork } from 'node:child_process';
import path from 'node:path';
import { serverDir } from '../processes.js';
import type { SenderResult, SenderSpec } from './fix-sender.js';

/** One OsmAnd fix as the Traccar Client app posts it: speed in knots, time in epoch seconds. */
export interface BenchFix {
  deviceId: string;
  epochS: number;
  lat: number;
  lon: number;
  speedKnots: number;
  bearing: number;
}

export const osmandBody = (fix: BenchFix) =>
  `id=${encodeURIComponent(fix.deviceId)}&lat=${fix.lat.toFixed(6)}&lon=${fix.lon.toFixed(6)}` +
  `&timestamp=${fix.epochS}&speed=${fix.speedKnots.toFixed(1)}&bearing=${fix.bearing}`;

/**
 * Sends the fixes from a fresh fix-sender process; `onStart` runs once it is ready, just
 * before the first request (e.g. to start a CPU meter).
 */
export async function sendFixes(
  spec: Omit<SenderSpec, 'bodies'> & { fixes: BenchFix[] },
  onStart?: () => void,
): Promise<SenderResult> {
  const child = fork(path.join(serverDir, 'bench/live/fix-sender.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const answer = new Promise<SenderResult>((resolve, reject) => {
    child.on('message', (message: { ready?: true; result?: SenderResult; error?: string }) => {
      if (message.ready) {
        onStart?.();
        const { fixes, ...rest } = spec;
        child.send({ ...rest, bodies: fixes.map(osmandBody) } satisfies SenderSpec);
      } else if (message.result) resolve(message.result);
      else reject(new Error(`fix sender failed: ${message.error}`));
    });
    void exited.then((code) => reject(new Error(`fix sender exited with ${code}`)));
  });
  const result = await answer;
  await exited;
  return result;
}
