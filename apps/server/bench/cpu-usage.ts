import fs from 'node:fs';

export const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process in ticks, 0 when it is gone. */
export function ticksOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/** Busy ticks of the whole machine, all cores. */
function machineBusyTicks(): number {
  const [cpu] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const values = cpu!.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, v) => sum + v, 0);
  return total - values[3]! - values[4]!; // less idle and iowait
}

export interface CpuShares {
  /** CPU use in percent of one core, over the interval (200 = both cores of this machine). */
  server: number;
  postgres: number;
  loadGenerator: number;
  machine: number;
  /** Seconds the meter ran (the shares are of this). */
  seconds: number;
}

/**
 * CPU time of the server, every PostgreSQL process (other users of the same PostgreSQL count
 * too) and the load generator over an interval: shows who used the 2 cores.
 */
export function cpuMeter(serverPid: number) {
  const start = performance.now();
  const machineStart = machineBusyTicks();
  const serverStart = ticksOf(serverPid);
  const pgStart = new Map(postgresPids().map((pid) => [pid, ticksOf(pid)]));
  return {
    /** `loadGeneratorSeconds`: CPU time the load generator reports for itself. */
    stop(loadGeneratorSeconds = 0): CpuShares {
      const seconds = (performance.now() - start) / 1000;
      const share = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100);
      let pg = 0;
      for (const pid of postgresPids()) pg += ticksOf(pid) - (pgStart.get(pid) ?? 0);
      const machine = machineBusyTicks();
      return {
        server: share(ticksOf(serverPid) - serverStart),
        postgres: share(pg),
        loadGenerator: Math.round((loadGeneratorSeconds / seconds) * 100),
        machine: share(machine - machineStart),
        seconds,
      };
    },
  };
}
