import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jt808Terminal, locationBody } from '../support/jt808-terminal.js';
import { waitUntil } from '../support/wait-until.js';
import { startJt808Console, type Jt808Console } from './jt808-console.js';

let gateway: Jt808Console;
beforeAll(async () => {
  gateway = await startJt808Console();
});
afterAll(async () => {
  await gateway?.close();
});

const fixTimes = async (truckId: number) =>
  (
    await gateway.fleet.db.query<{ fix_time: Date }>(
      'select fix_time from positions where truck_id = $1 order by fix_time',
      [truckId],
    )
  ).map((row) => row.fix_time.toISOString());

const at = (time: string) => locationBody({ lat: 10.77, lon: 106.7, time });

describe('the JT/T 808 gateway: the byte stream', () => {
  it('reads a message sent one byte at a time, and two messages in one write', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const first = terminal.frame(0x0200, at('260301080000'), undefined, 1);
    for (const byte of first) terminal.socket.write(Buffer.from([byte]));
    await terminal.answer(1);
    const both = Buffer.concat([
      terminal.frame(0x0200, at('260301080100'), undefined, 2),
      terminal.frame(0x0200, at('260301080200'), undefined, 3),
    ]);
    terminal.socket.write(both);
    await terminal.answer(2);
    await terminal.answer(3);
    expect(await fixTimes(truck.id)).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-03-01T00:01:00.000Z',
      '2026-03-01T00:02:00.000Z',
    ]);
  });

  it('unescapes 0x7d 0x02 and 0x7d 0x01, in the header and the body, and escapes its answer', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    // Serial 0x7e7d and a latitude whose bytes hold 0x7e and 0x7d: both go escaped.
    const body = locationBody({ lat: 8.289917, lon: 106.7, time: '260301090000' });
    expect(body.subarray(8, 12).includes(0x7e)).toBe(true);
    const frame = terminal.frame(0x0200, body, undefined, 0x7e7d);
    expect(frame.includes(Buffer.from([0x7d, 0x02]))).toBe(true);
    terminal.socket.write(frame);
    const answer = await terminal.answer(0x7e7d);
    expect(answer.body[4]).toBe(0);
    const [fix] = await gateway.fleet.db.query<{ lat: number }>(
      'select lat from positions where truck_id = $1',
      [truck.id],
    );
    expect(fix!.lat).toBe(8.289917);
  });

  it('takes a frame whose only fault is its check code, drops a bad escape, and goes on with the next', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const before = gateway.server.faults();
    const wrong = terminal.frame(0x0200, at('260301100000'), undefined, 10, true);
    const broken = Buffer.from([0x7e, 0x02, 0x00, 0x7d, 0x05, 0x7e]);
    const good = terminal.frame(0x0200, at('260301100100'), undefined, 11);
    terminal.socket.write(Buffer.concat([wrong, broken, good]));
    await terminal.answer(11);
    expect((await terminal.answer(10)).body[4]).toBe(0);
    expect(await fixTimes(truck.id)).toEqual([
      '2026-03-01T02:00:00.000Z',
      '2026-03-01T02:01:00.000Z',
    ]);
    const after = gateway.server.faults();
    expect([after.checksum - before.checksum, after.escape - before.escape]).toEqual([0, 1]);
  });

  it('drops a frame with a wrong check code that names another terminal; the connection keeps its own', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const before = gateway.server.faults();
    const other = await gateway.stranger();
    const forged = other.frame(0x0200, at('260301100200'), undefined, 12, true);
    terminal.socket.write(forged);
    other.close();
    expect(await terminal.report({ lat: 10.7, lon: 106.6, time: '260301100300' })).toBe(0);
    expect(await fixTimes(truck.id)).toEqual(['2026-03-01T02:03:00.000Z']);
    expect(gateway.server.faults().checksum).toBe(before.checksum + 1);
  });

  it('lists an unknown terminal with the unknown devices and stores nothing of it', async () => {
    const stranger = await gateway.stranger();
    const { result } = await stranger.register();
    expect(result).toBe(4);
    expect(await stranger.report({ lat: 21.03, lon: 105.85, time: '260301110000' })).toBe(1);
    const deviceId = stranger.phone.toString('hex').replace(/^0+/, '');
    const listed = await gateway.fleet.call('POST', '/api/devices/unknown', {
      token: gateway.fleet.adminToken,
    });
    expect(listed.body.data.map((d: { device_id: string }) => d.device_id)).toContain(deviceId);
  });

  it('takes a terminal with a 2019 header (version byte, 10-byte phone number)', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal(1, { signIn: false });
    const { result, code } = await terminal.register();
    expect(result).toBe(0);
    expect(await terminal.authenticate(code)).toBe(0);
    expect(await terminal.report({ lat: 10.9, lon: 106.8, time: '260301120000' })).toBe(0);
    expect(await fixTimes(truck.id)).toEqual(['2026-03-01T04:00:00.000Z']);
  });

  it('survives a connection dropped in the middle of a frame, and the terminal comes back', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const frame = terminal.frame(0x0200, at('260301130000'), undefined, 1);
    terminal.socket.write(frame.subarray(0, 20));
    const before = gateway.server.connections();
    terminal.close();
    await waitUntil('the connection to close', () => gateway.server.connections() < before);
    const again = await Jt808Terminal.connect(gateway.server.port, truck.device_id!);
    try {
      expect(await again.authenticate(terminal.authCode!)).toBe(0);
      expect(await again.report({ lat: 10.7, lon: 106.6, time: '260301130100' })).toBe(0);
      expect(await fixTimes(truck.id)).toEqual(['2026-03-01T05:01:00.000Z']);
    } finally {
      again.close();
    }
  });

  it('ignores a stream of garbage and a frame past the longest a message can be, and reads on', async () => {
    const { truck, terminal } = await gateway.truckWithTerminal();
    const before = gateway.server.faults().too_long;
    const tooLong = Buffer.alloc(5000, 0x41);
    tooLong[0] = 0x7e;
    terminal.socket.write(
      Buffer.concat([Buffer.from('GET / HTTP/1.1\r\n\r\n'), tooLong, Buffer.from([0x7e])]),
    );
    // The same connection still reads and answers what follows.
    expect(await terminal.report({ lat: 10.7, lon: 106.6, time: '260301140000' })).toBe(0);
    expect(gateway.server.faults().too_long).toBe(before + 1);
    expect(await fixTimes(truck.id)).toEqual(['2026-03-01T06:00:00.000Z']);
  });
});
