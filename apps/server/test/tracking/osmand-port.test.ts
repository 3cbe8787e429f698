import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOsmandServer,
  type OsmandServer,
} from '../../src/areas/intake/ingest/osmand-server.js';
import { createTruck } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
let port: OsmandServer;
let base: string;
beforeAll(async () => {
  fleet = await startTestConsole();
  const started = await startOsmandServer(fleet.services.ingest, {
    port: 0,
    host: '127.0.0.1',
    log: fleet.app.log,
    ports: fleet.services.ports,
  });
  port = started!;
  base = `http://127.0.0.1:${port.port}`;
});
afterAll(async () => {
  await port.close();
  await fleet.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const stored = (truckId: number) =>
  fleet.db.query<{ fix_time: Date; speed_kmh: number; lat: number }>(
    'select fix_time, speed_kmh, lat from positions where truck_id = $1 order by fix_time',
    [truckId],
  );

describe('the OsmAnd port', () => {
  it('takes the form POST, the query string and the JSON body, acknowledged after commit', async () => {
    const truck = await createTruck(fleet);
    const form = await fetch(`${base}/`, {
      method: 'POST',
      headers: FORM,
      body: `id=${truck.device_id}&timestamp=1763700000&lat=21.0285&lon=105.8542&speed=10.0`,
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toBe('');
    // The old app: everything in the query string, on any path the user typed.
    const old = await fetch(
      `${base}/?id=${truck.device_id}&timestamp=1763700060&lat=21.03&lon=105.85&speed=0`,
    );
    expect(old.status).toBe(200);
    const json = await fetch(`${base}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: truck.device_id,
        location: {
          timestamp: '2025-11-21T04:42:00.000Z',
          coords: { latitude: 21.04, longitude: 105.86, speed: 5 },
        },
      }),
    });
    expect(json.status).toBe(200);
    // Answered only after commit: the fixes are already stored when the answers arrive.
    const fixes = await stored(truck.id);
    expect(fixes.map((f) => f.fix_time.toISOString())).toEqual([
      '2025-11-21T04:40:00.000Z',
      '2025-11-21T04:41:00.000Z',
      '2025-11-21T04:42:00.000Z',
    ]);
    expect(fixes[0]!.speed_kmh).toBeCloseTo(18.52, 1);
    expect(fixes[2]!.speed_kmh).toBeCloseTo(18, 1);
  });

  it('refuses a message without a device id and a body past the limit', async () => {
    const missing = await fetch(`${base}/?lat=1&lon=2`, { method: 'POST' });
    expect(missing.status).toBe(400);
    const huge = await fetch(`${base}/`, {
      method: 'POST',
      headers: FORM,
      body: `id=x&note=${'a'.repeat(300 * 1024)}`,
    }).catch(() => null);
    // The server answers 413 and drops the connection; either way nothing is stored.
    if (huge) expect(huge.status).toBe(413);
    await fleet.services.unknownDevices.flush();
    expect(await fleet.db.query("select 1 from unknown_devices where device_id = 'x'")).toEqual([]);
  });

  it('answers pipelined requests on one connection in order, a chunked body too', async () => {
    const truck = await createTruck(fleet);
    const form = (t: number) => `id=${truck.device_id}&timestamp=${t}&lat=21.0&lon=105.8&speed=3`;
    const post = (body: string, extra = '') =>
      `POST /any/path HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${body.length}\r\n${extra}\r\n${body}`;
    const chunkedBody = form(1763700300);
    const chunked =
      `POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n` +
      `${(10).toString(16)}\r\n${chunkedBody.slice(0, 10)}\r\n` +
      `${(chunkedBody.length - 10).toString(16)}\r\n${chunkedBody.slice(10)}\r\n0\r\n\r\n`;
    const text = await exchange(
      port.port,
      [
        post(form(1763700100)),
        `GET /?${form(1763700200)} HTTP/1.1\r\nHost: x\r\n\r\n`,
        chunked,
        post('lat=1&lon=2'),
        post(form(1763700400), 'Expect: 100-continue\r\n'),
        post(form(1763700500), 'Connection: close\r\n'),
      ].join(''),
    );
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    expect(statuses).toEqual([200, 200, 200, 400, 200, 200]);
    expect(text.trimEnd().endsWith('Connection: close\r\n\r\n'.trimEnd())).toBe(true);
    const fixes = await stored(truck.id);
    expect(fixes.map((f) => f.fix_time.getTime() / 1000)).toEqual([
      1763700100, 1763700200, 1763700300, 1763700400, 1763700500,
    ]);
  });

  it('says 100 Continue to a client that waits for it before sending the body', async () => {
    const truck = await createTruck(fleet);
    const body = `id=${truck.device_id}&timestamp=1763700600&lat=21.0&lon=105.8`;
    const socket = net.connect(port.port, '127.0.0.1');
    const received: string[] = [];
    const next = () =>
      new Promise<string>((resolve) =>
        socket.once('data', (chunk: Buffer) => resolve(String(chunk))),
      );
    socket.write(
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n` +
        'Expect: 100-continue\r\nConnection: close\r\n\r\n',
    );
    received.push(await next());
    socket.write(body);
    received.push(await next());
    socket.destroy();
    expect(received[0]).toBe('HTTP/1.1 100 Continue\r\n\r\n');
    expect(received[1]).toMatch(/^HTTP\/1\.1 200 OK/);
    expect((await stored(truck.id)).length).toBe(1);
  });

  it('answers 400 to what is not HTTP and closes the connection', async () => {
    const text = await exchange(port.port, 'HELLO THERE\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('Connection: close');
  });
});

/** Writes raw bytes to the port and reads until the server ends the connection. */
function exchange(portNumber: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(portNumber, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => reject(new Error(`no end; got ${text}`)));
  });
}
