import net from 'node:net';

/**
 * The JT/T 808 load generator, in its own process (forked by jt808-bench.ts) so that it
 * competes with the server for the 2 cores as dashcams' network would not, but a separate
 * client does. Its own small encoder (not the console's). Two loads:
 * - `reports`: one TCP connection per terminal, each authenticating (0x0102) and then sending
 *   0x0200 location reports and
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
const frame = (message: number[]): Buffer => escapedFrame(Buffer.from(message));

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

/** Bytes of a 2013 header and of a 0x0200 body with the signal and satellite items. */
const HEADER_BYTES = 12;
const REPORT_BODY_BYTES = 34;
const REPORT_BYTES = HEADER_BYTES + REPORT_BODY_BYTES;

const toBcd = (n: number) => ((n / 10) | 0) * 16 + (n % 10);

/**
 * The 0x0200 messages of one terminal, built in one buffer each time (the generator shares
 * the 2 cores with the server: it does per report only what a report needs).
 */
function reportWriter(phone: number[], terminal: number, baseEpochS: number) {
  const message = Buffer.alloc(REPORT_BYTES);
  message.writeUInt16BE(0x0200, 0);
  message.writeUInt16BE(REPORT_BODY_BYTES, 2);
  message.set(phone, 4);
  const body = HEADER_BYTES;
  message.writeUInt32BE(0, body); // alarm word
  message.writeUInt32BE(0x3, body + 4); // ACC on, positioned
  message.writeUInt32BE(Math.round((106.75 + (terminal % 97) * 0.001) * 1e6), body + 12);
  message.writeUInt16BE(12, body + 16); // altitude
  message.set([0x30, 1, 25, 0x31, 1, 11], body + 28);
  const clock = new Date(0);
  /** Report k: a slow drive around Thủ Đức, time in the terminal's UTC+8 clock. */
  return (serial: number, k: number): Buffer => {
    message.writeUInt16BE(serial, 10);
    const lat = Math.round((10.8 + (terminal % 100) * 0.001 + (k % 600) * 0.00001) * 1e6);
    message.writeUInt32BE(lat, body + 8);
    message.writeUInt16BE(300 + ((k * 7) % 300), body + 18); // 30.0–59.9 km/h
    message.writeUInt16BE((k * 13) % 180, body + 20);
    clock.setTime((baseEpochS + k + 8 * 3600) * 1000);
    message[body + 22] = toBcd(clock.getUTCFullYear() % 100);
    message[body + 23] = toBcd(clock.getUTCMonth() + 1);
    message[body + 24] = toBcd(clock.getUTCDate());
    message[body + 25] = toBcd(clock.getUTCHours());
    message[body + 26] = toBcd(clock.getUTCMinutes());
    message[body + 27] = toBcd(clock.getUTCSeconds());
    return escapedFrame(message);
  };
}

/** `frame` of a message in a Buffer, without the intermediate arrays. */
function escapedFrame(message: Buffer): Buffer {
  const out = Buffer.allocUnsafe(2 * message.length + 4);
  let at = 0;
  let check = 0;
  out[at++] = 0x7e;
  const put = (byte: number) => {
    if (byte === 0x7e || byte === 0x7d) {
      out[at++] = 0x7d;
      out[at++] = byte === 0x7e ? 0x02 : 0x01;
    } else out[at++] = byte;
  };
  for (let i = 0; i < message.length; i++) {
    check ^= message[i]!;
    put(message[i]!);
  }
  put(check);
  out[at++] = 0x7e;
  return out.subarray(0, at);
}

/** The result byte of a 0x8001 in an escaped frame's content (2013 header), or -1. */
function generalResult(raw: Buffer): number {
  // Unescaped: id(2) props(2) phone(6) serial(2), then serial(2) id(2) result(1), check.
  let index = 0;
  for (let i = 0; i < raw.length; i++, index++) {
    let byte = raw[i]!;
    if (byte === 0x7d) byte = raw[++i] === 0x02 ? 0x7e : 0x7d;
    if ((index === 0 && byte !== 0x80) || (index === 1 && byte !== 0x01)) return -1;
    if (index === 16) return raw.length - i >= 2 ? byte : -1;
  }
  return -1;
}

/** Reads the platform's frames off one connection: calls `answer(result)` per 0x8001. */
function answers(onAnswer: (result: number) => void) {
  let pending: Buffer | null = null;
  return (chunk: Buffer) => {
    let data = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    for (;;) {
      const start = data.indexOf(0x7e);
      const end = start < 0 ? -1 : data.indexOf(0x7e, start + 1);
      if (end < 0) {
        if (start >= 0) pending = Buffer.from(data.subarray(start));
        return;
      }
      const result = generalResult(data.subarray(start + 1, end));
      if (result >= 0) onAnswer(result);
      data = data.subarray(end + 1);
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

/** The code every terminal of the bench presents: kept the first time, as another platform's. */
const BENCH_CODE = [...Buffer.from('fleet-bench-808', 'latin1')];

/** Each terminal authenticates first: the console believes nothing of a connection before. */
async function authenticateAll(sockets: net.Socket[], phones: string[]): Promise<void> {
  let refused = 0;
  await Promise.all(
    sockets.map(
      (socket, terminal) =>
        new Promise<void>((resolve, reject) => {
          const phone = bcd(phones[terminal]!.padStart(12, '0'));
          const read = answers((result) => {
            if (result !== 0) refused += 1;
            socket.off('data', read);
            resolve();
          });
          socket.on('data', read);
          socket.once('error', reject);
          socket.write(frame([...header(0x0102, BENCH_CODE.length, phone, 0), ...BENCH_CODE]));
        }),
    ),
  );
  if (refused > 0) throw new Error(`${refused} terminals were refused authentication`);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10
    : 0;

async function runReports(spec: Jt808ReportsSpec): Promise<Jt808LoadResult> {
  const sockets = await connectAll(spec.port, spec.phones.length);
  await authenticateAll(sockets, spec.phones);
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
    const report = reportWriter(phone, terminal, spec.baseEpochS);
    const sentAt: number[] = [];
    let serial = 1;
    const sendOne = () => {
      const k = counts[terminal]!++;
      socket.write(report(serial, k));
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
