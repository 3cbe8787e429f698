import { fork } from 'node:child_process';
import path from 'node:path';
import { cpuMeter, type CpuShares } from './cpu-usage.js';
import type { LoadResult, LoadSpec } from './load-runner.js';
import { serverDir } from './processes.js';

export interface MeasuredLoad extends LoadResult {
  cpu: CpuShares;
}

/**
 * Runs one load in a fresh load-runner process and meters the CPU of the server,
 * PostgreSQL and the load generator while it runs.
 */
export async function runLoad(spec: LoadSpec, serverPid: number): Promise<MeasuredLoad> {
  const child = fork(path.join(serverDir, 'bench/load-runner.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages: { ready?: true; result?: LoadResult; error?: string }[] = [];
  let wake: () => void = () => {};
  child.on('message', (message: (typeof messages)[number]) => {
    messages.push(message);
    wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = async () => {
    while (messages.length === 0) {
      const arrived = new Promise<void>((resolve) => (wake = resolve));
      await Promise.race([arrived, exited]);
      if (messages.length === 0 && child.exitCode !== null)
        throw new Error(`load runner exited with ${child.exitCode}`);
    }
    return messages.shift()!;
  };

  await next(); // ready
  const meter = cpuMeter(serverPid);
  child.send(spec);
  const answer = await next();
  if (!answer.result) throw new Error(`load runner failed: ${answer.error}`);
  const cpu = meter.stop(answer.result.cpuSeconds);
  await exited;
  return { ...answer.result, cpu };
}

/**
 * Who used the CPU during a load, in % of one core, and the CPU time per item (position or
 * request) of the server and of PostgreSQL: the part of a figure that does not depend on
 * what else the machine was doing.
 */
export function cpuText(load: MeasuredLoad, items: number): string {
  const { server, postgres, loadGenerator, machine } = load.cpu;
  return (
    `CPU % of a core: server ${server}, postgres ${postgres}, load generator ${loadGenerator}, ` +
    `machine ${machine}/200; ${cpuPerItem(load, items)}`
  );
}

export function cpuPerItem(load: MeasuredLoad, items: number): string {
  const micros = (percent: number) =>
    (items > 0 ? ((percent / 100) * load.cpu.seconds * 1e6) / items : 0).toFixed(0);
  return `CPU per item: server ${micros(load.cpu.server)} µs, postgres ${micros(load.cpu.postgres)} µs`;
}
