import net from 'node:net';

/**
 * The JT/T 808 load generator, in its own process (forked by jt808-bench.ts) so that it
 * competes with the server for the 2 cores as dashcams' network would not, but a separate
 * client does. Its own small encoder (not the console's). Two loads:
 * - `reports`: one TCP connection per terminal, each sending 0x0200 location reports and
 *   sending the next when the platform's 0x8001 (sent after the commit) comes back, `window`
 *   reports in flight per connection;
 * - `idle`: connections that send one heartbeat (0x0002), get its answer, and stay open
 *   until the bench says `release` (it reads the server's memory meanwhile).
 */

export interface Jt808ReportsSpec {
  kind: 'reports';
  port: number;
  phones: string[];
  /** Seconds of sending on the same connections before the measured part. */
  warmupS: number;
  durationS: number;
  window: number;
  /** Report k of a terminal is the fix of baseEpochS + k seconds (its clock: UTC+8). */
  baseEpochS: number;
  /** Reports already sent per terminal by earlier loads (fix times go on from there). */
  firstIndex: number;
}

export interface Jt808IdleSpec {
  kind: 'idle';
  port: number;
  phones: string[];
}

export type Jt808LoadSpec = Jt808ReportsSpec | Jt808IdleSpec;

export interface Jt808LoadResult {
  connected: number;
  /** Seconds of the measured part (after the warm-up, on the same connections). */
  durationS: number;
  /** Reports sent, and answered with 0x8001 result 0, in the measured part. */
  sent: number;
  ok: number;
  /** Answered ok over the whole load (warm-up and the drain included): rows that must be stored. */
  okTotal: number;
  failed: number;
  errors: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Reports per terminal sent so far (firstIndex of the next load). */
  nextIndex: number;
  cpuSeconds: number;
}

const CONNECT_AT_ONCE = 200;
/** After the sending stops, answers owed are awaited at most this long. */
const DRAIN_MS = 20_000;

function bcd(digits: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < digits.length; i += 2) bytes.push(parseInt(digits.slice(i, i + 2), 16));
  return bytes;
}

/** 0x7e, the message and its XOR check code with 0x7e/0x7d escaped, 0x7e. */
function frame(message: number[]): Buffer {
  let check = 0;
  for (const byte of message) check ^= byte;
  const out: number[] = [0x7e];
  for (const byte of [...message, check]) {
    if (byte === 0x7e) out.push(0x7d, 0x02);
    else if (byte === 0x7d) out.push(0x7d, 0x01);
    else out.push(byte);
  }
  out.push(0x7e);
  return Buffer.from(out);
}

function header(msgId: number, bodyLength: number, phone: number[], serial: number): number[] {
  return [
    msgId >> 8,
    msgId & 255,
    bodyLength >> 8,
    bodyLength & 255,
    ...phone,
    serial >> 8,
    serial & 255,
  ];
}

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** 0x0200 of a terminal's k-th fix: a slow drive around Thủ Đức, time in the UTC+8 clock. */
function report(phone: number[], serial: number, terminal: number, k: number, baseEpochS: number) {
  const local = new Date((baseEpochS + k + 8 * 3600) * 1000).toISOString();
  const time = bcd(local.slice(2, 19).replace(/[-T:]/g, ''));
  const lat = Math.round((10.8 + (terminal % 100) * 0.001 + (k % 600) * 0.00001) * 1e6);
  const lon = Math.round((106.75 + (terminal % 97) * 0.001) * 1e6);
  const speed = 300 + ((k * 7) % 300); // 30.0–59.9 km/h
  const body = [
    ...u32(0),
    ...u32(0x3), // ACC on, positioned
    ...u32(lat),
    ...u32(lon),
    0,
    12,
    speed >> 8,
    speed & 255,
    0,
    (k * 13) % 180,
    ...time,
    0x30,
    1,
    25,
    0x31,
    1,
    11,
  ];
  return frame([...header(0x0200, body.length, phone, serial), ...body]);
}

/** Reads the platform's frames off one connection: calls `answer(result)` per 0x8001. */
function answers(onAnswer: (result: number) => void) {
  let pending: Buffer = Buffer.alloc(0);
  return (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      const start = pending.indexOf(0x7e);
      const end = start < 0 ? -1 : pending.indexOf(0x7e, start + 1);
      if (end < 0) break;
      const raw = pending.subarray(start + 1, end);
      pending = pending.subarray(end + 1);
      const bytes: number[] = [];
      for (let i = 0; i < raw.length; i++)
        bytes.push(raw[i] === 0x7d ? (raw[++i] === 0x02 ? 0x7e : 0x7d) : raw[i]!);
      // 2013 header: 12 bytes, then serial(2) id(2) result(1) of 0x8001.
      if (bytes[0] === 0x80 && bytes[1] === 0x01 && bytes.length >= 18) onAnswer(bytes[16]!);
    }
  };
}

async function connectAll(port: number, count: number): Promise<net.Socket[]> {
  const sockets: net.Socket[] = [];
  for (let i = 0; i < count; i += CONNECT_AT_ONCE) {
    const batch = await Promise.all(
      Array.from(
        { length: Math.min(CONNECT_AT_ONCE, count - i) },
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect(port, '127.0.0.1');
            socket.setNoDelay(true);
            socket.once('connect', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10
    : 0;

async function runReports(spec: Jt808ReportsSpec): Promise<Jt808LoadResult> {
  const sockets = await connectAll(spec.port, spec.phones.length);
  const cpuStart = process.cpuUsage();
  let latencies: number[] = [];
  const totals = { sent: 0, ok: 0, failed: 0 };
  // Counted from the end of the warm-up to the end of sending.
  let measured = { sent: 0, ok: 0, failed: 0 };
  let measuring = false;
  let errors = 0;
  let inFlight = 0;
  let sending = true;
  let settle: () => void = () => {};
  const counts = new Array<number>(sockets.length).fill(spec.firstIndex);

  sockets.forEach((socket, terminal) => {
    const phone = bcd(spec.phones[terminal]!.padStart(12, '0'));
    const sentAt: number[] = [];
    let serial = 0;
    const sendOne = () => {
      const k = counts[terminal]!++;
      socket.write(report(phone, serial, terminal, k, spec.baseEpochS));
      serial = (serial + 1) & 0xffff;
      sentAt.push(performance.now());
      totals.sent += 1;
      if (measuring) measured.sent += 1;
      inFlight += 1;
    };
    socket.on(
      'data',
      answers((result) => {
        const now = performance.now();
        inFlight -= 1;
        const key = result === 0 ? 'ok' : 'failed';
        totals[key] += 1;
        if (measuring) {
          measured[key] += 1;
          latencies.push(now - (sentAt[0] ?? now));
        }
        sentAt.shift();
        if (sending) sendOne();
        else if (inFlight === 0) settle();
      }),
    );
    socket.on('error', () => (errors += 1));
    for (let i = 0; i < spec.window; i++) sendOne();
  });

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  await wait(spec.warmupS * 1000);
  const ownCpu = () => {
    const cpu = process.cpuUsage(cpuStart);
    return (cpu.user + cpu.system) / 1e6;
  };
  measuring = true;
  measured = { sent: 0, ok: 0, failed: 0 };
  latencies = [];
  const startedAt = performance.now();
  process.send!({ mark: ownCpu() });
  await wait(spec.durationS * 1000);
  measuring = false;
  sending = false;
  const stoppedAt = performance.now();
  process.send!({ stopped: ownCpu() });
  if (inFlight > 0)
    await new Promise<void>((resolve) => {
      settle = resolve;
      setTimeout(resolve, DRAIN_MS);
    });
  for (const socket of sockets) socket.destroy();
  const cpu = process.cpuUsage(cpuStart);
  latencies.sort((a, b) => a - b);
  return {
    connected: sockets.length,
    durationS: Math.round(stoppedAt - startedAt) / 1000,
    ...measured,
    okTotal: totals.ok,
    errors,
    latencyP50Ms: percentile(latencies, 0.5),
    latencyP99Ms: percentile(latencies, 0.99),
    nextIndex: Math.max(...counts),
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

/** Opens every connection, a heartbeat on each; reports `held`; closes on `release`. */
async function runIdle(spec: Jt808IdleSpec): Promise<Jt808LoadResult> {
  const cpuStart = process.cpuUsage();
  const startedAt = performance.now();
  const sockets = await connectAll(spec.port, spec.phones.length);
  let ok = 0;
  let failed = 0;
  let errors = 0;
  await new Promise<void>((resolve) => {
    let answered = 0;
    sockets.forEach((socket, terminal) => {
      const phone = bcd(spec.phones[terminal]!.padStart(12, '0'));
      socket.on(
        'data',
        answers((result) => {
          if (result === 0) ok += 1;
          else failed += 1;
          if (++answered === sockets.length) resolve();
        }),
      );
      socket.on('error', () => (errors += 1));
      socket.write(frame(header(0x0002, 0, phone, 0)));
    });
  });
  const durationS = Math.round(performance.now() - startedAt) / 1000;
  const released = new Promise<void>((resolve) =>
    process.once('message', (message: string) => message === 'release' && resolve()),
  );
  process.send!({ held: { connected: sockets.length, ok, failed, errors, durationS } });
  await released;
  for (const socket of sockets) socket.destroy();
  const cpu = process.cpuUsage(cpuStart);
  return {
    connected: sockets.length,
    durationS,
    sent: sockets.length,
    ok,
    okTotal: ok,
    failed,
    errors,
    latencyP50Ms: 0,
    latencyP99Ms: 0,
    nextIndex: 0,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

process.once('message', (spec: Jt808LoadSpec) => {
  (spec.kind === 'reports' ? runReports(spec) : runIdle(spec)).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (error: unknown) => process.send!({ error: String(error) }, () => process.exit(1)),
  );
});
process.send!({ ready: true });
