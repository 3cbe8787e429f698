import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface WrkOsmandSpec {
  url: string;
  connections: number;
  durationS: number;
  deviceIds: string[];
  /** Request n reports device n mod D at baseEpochS + floor(n / D). */
  firstIndex: number;
  baseEpochS: number;
}

export interface WrkResult {
  durationS: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  nextIndex: number;
  cpuSeconds: number;
}

/**
 * wrk's Lua script: each request is one OsmAnd form POST of the current Traccar Client app
 * (id, lat, lon, timestamp in epoch seconds, speed in knots), a new device + fix time each.
 */
function script(spec: WrkOsmandSpec): string {
  const devices = spec.deviceIds.map((id) => JSON.stringify(id)).join(',');
  return `
local devices = {${devices}}
local count = #devices
local base = ${spec.baseEpochS}
n = ${spec.firstIndex}
local threads = {}
function setup(thread) table.insert(threads, thread) end
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
function request()
  local i = n
  n = n + 1
  local body = "id=" .. devices[(i % count) + 1] ..
    string.format("&lat=%.5f", 10.7 + (i % 997) * 0.0001) ..
    "&lon=106.65&timestamp=" .. (base + math.floor(i / count)) .. "&speed=" .. (i % 50)
  return wrk.format(nil, "/osmand", nil, body)
end
function done(summary, latency, requests)
  local next = 0
  for _, thread in ipairs(threads) do next = math.max(next, thread:get("n")) end
  local e = summary.errors
  io.write(string.format("RESULT %d %d %d %d %d %.3f %.3f %d\\n", summary.requests,
    summary.duration, e.status, e.connect + e.read + e.write, e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, next))
end
`;
}

/**
 * One OsmAnd load by wrk (Debian's `wrk`, C): at 1,000 connections it costs a third of the
 * CPU per request autocannon does, and on this 2-core machine the load generator's CPU is
 * taken from the server under test. Its CPU time comes from the shell's `times`.
 */
export async function wrkOsmand(spec: WrkOsmandSpec): Promise<WrkResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-wrk-'));
  const file = path.join(dir, 'osmand.lua');
  fs.writeFileSync(file, script(spec));
  const command =
    `wrk -t1 -c${spec.connections} -d${spec.durationS}s --timeout 30s -s ${file} ${spec.url}; ` +
    'status=$?; times; exit $status';
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`)),
    );
  });
  fs.rmSync(dir, { recursive: true, force: true });
  const result = /RESULT (\S+) (\S+) (\S+) (\S+) (\S+) (\S+) (\S+) (\S+)/.exec(output);
  // `times` prints the shell's own times, then its children's: "0m1.234s 0m0.567s".
  const children = [...output.matchAll(/(\d+)m([\d.]+)s (\d+)m([\d.]+)s/g)].at(-1);
  if (!result || !children) throw new Error(`unexpected wrk output: ${output}`);
  const [requests, durationUs, non2xx, errors, timeouts, p50, p99, next] = result
    .slice(1)
    .map((value) => Number(value));
  const [, um, us, sm, ss] = children.map((value) => Number(value));
  return {
    durationS: durationUs! / 1e6,
    requests: requests!,
    non2xx: non2xx!,
    errors: errors!,
    timeouts: timeouts!,
    latencyP50Ms: p50!,
    latencyP99Ms: p99!,
    nextIndex: next!,
    cpuSeconds: um! * 60 + us! + sm! * 60 + ss!,
  };
}
