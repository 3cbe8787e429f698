import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionGate, SATURATION_HOLD_MS } from './connection-gate.js';

/** A loopback server whose accepted sockets go through `gate`, and clients to it. */
async function gated(gate: ConnectionGate) {
  const accepted: net.Socket[] = [];
  const waiting: ((socket: net.Socket | null) => void)[] = [];
  const server = net.createServer((socket) => {
    const admitted = gate.admit(socket);
    if (admitted) accepted.push(socket);
    waiting.shift()?.(admitted ? socket : null);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const clients: net.Socket[] = [];
  return {
    accepted,
    /** Connects from `from`; answers the server's socket, or null when the gate refused it. */
    async connect(from = '127.0.0.1') {
      const admitted = new Promise<net.Socket | null>((resolve) => waiting.push(resolve));
      const client = net.connect({ port, host: '127.0.0.1', localAddress: from });
      client.on('error', () => {});
      clients.push(client);
      const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      return { client, closed, server: await admitted };
    },
    async close() {
      for (const client of clients) client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let open: { close(): Promise<void> } | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe('connection gate', () => {
  it('lets an address hold only so many unproven connections; a proven one frees its place', async () => {
    const gate = new ConnectionGate('jt808', {
      maxConnections: 100,
      maxPerAddress: 2,
      firstFrameMs: 60_000,
    });
    const port = (open = await gated(gate));
    const first = await port.connect('127.0.0.2');
    const second = await port.connect('127.0.0.2');
    expect(first.server).not.toBeNull();
    expect(second.server).not.toBeNull();
    const third = await port.connect('127.0.0.2');
    expect(third.server).toBeNull();
    await third.closed;
    // Another address is not held back by the first.
    expect((await port.connect('127.0.0.3')).server).not.toBeNull();

    gate.proven(first.server!);
    expect((await port.connect('127.0.0.2')).server).not.toBeNull();
    expect(gate.status().refused).toMatchObject({ address_full: 1, port_full: 0, evicted: 0 });
    expect(gate.connections).toBe(4);
  });

  it('makes room for a new connection by closing the oldest unproven one, fresh before framed', async () => {
    const gate = new ConnectionGate('jt1078', {
      maxConnections: 3,
      maxPerAddress: 100,
      firstFrameMs: 60_000,
    });
    const port = (open = await gated(gate));
    const framed = await port.connect();
    gate.framed(framed.server!);
    const proven = await port.connect();
    gate.proven(proven.server!);
    const fresh = await port.connect();
    expect(gate.saturated()).toBe(true);

    const newcomer = await port.connect();
    expect(newcomer.server).not.toBeNull();
    await fresh.closed;
    expect(framed.server!.destroyed).toBe(false);

    const another = await port.connect();
    expect(another.server).not.toBeNull();
    // No fresh one left but the newcomer (younger): the framed one goes, the proven stays.
    await newcomer.closed;
    expect(framed.server!.destroyed).toBe(false);
    const third = await port.connect();
    expect(third.server).not.toBeNull();
    await another.closed;
    expect(gate.status().refused.evicted).toBe(3);

    // Everything proven: the next connection is refused, and the port says it is saturated.
    gate.proven(framed.server!);
    gate.proven(third.server!);
    const refused = await port.connect();
    expect(refused.server).toBeNull();
    expect(gate.status()).toMatchObject({
      port: 'jt1078',
      connections: 3,
      max_connections: 3,
      saturated: true,
      refused: { port_full: 1, evicted: 3 },
    });
  });

  it('takes room from the address holding the most: a terminal signing in from its own stays', async () => {
    const gate = new ConnectionGate('jt808', {
      maxConnections: 6,
      maxPerAddress: 100,
      firstFrameMs: 60_000,
    });
    const port = (open = await gated(gate));
    // A terminal connects and speaks first (the oldest connection), then a flood talks too.
    const terminal = await port.connect('127.0.0.9');
    gate.framed(terminal.server!);
    const flood = [];
    for (let i = 0; i < 12; i++) {
      const stranger = await port.connect(`127.0.1.${(i % 3) + 1}`);
      expect(stranger.server).not.toBeNull();
      gate.framed(stranger.server!);
      flood.push(stranger);
    }
    expect(terminal.server!.destroyed).toBe(false);
    expect(gate.status().refused.evicted).toBe(7);
    expect(gate.connections).toBe(6);
    // As many flooding addresses as the port has room for: now the terminal's turn comes.
    for (let i = 0; i < 8; i++) await port.connect(`127.0.2.${i + 1}`);
    await terminal.closed;
  });

  it('closes connections without a frame once the deadline passed, and keeps framed ones', async () => {
    let now = 1_000_000;
    const gate = new ConnectionGate(
      'jt808_attachments',
      { maxConnections: 10, maxPerAddress: 10, firstFrameMs: 5_000 },
      () => now,
    );
    const port = (open = await gated(gate));
    const silent = await port.connect();
    const talking = await port.connect();
    gate.framed(talking.server!);
    now += 4_999;
    gate.sweep();
    expect(gate.connections).toBe(2);
    now += 1;
    gate.sweep();
    await silent.closed;
    expect(gate.connections).toBe(1);
    expect(talking.server!.destroyed).toBe(false);
    expect(gate.takeUnreported()).toMatchObject({ no_first_frame: 1 });
    // Counted once: the next report has nothing new.
    expect(gate.takeUnreported()).toBeNull();
    expect(gate.status().refused.no_first_frame).toBe(1);
  });

  it('stays saturated for a while after shedding, then recovers', async () => {
    let now = 5_000_000;
    const gate = new ConnectionGate(
      'osmand',
      { maxConnections: 1, maxPerAddress: 10, firstFrameMs: 60_000 },
      () => now,
    );
    const port = (open = await gated(gate));
    const first = await port.connect();
    await port.connect();
    await first.closed;
    expect(gate.connections).toBe(1);
    const last = port.accepted.at(-1)!;
    const gone = new Promise((resolve) => last.once('close', resolve));
    last.destroy();
    await gone;
    expect(gate.connections).toBe(0);
    expect(gate.saturated()).toBe(true);
    now += SATURATION_HOLD_MS;
    expect(gate.saturated()).toBe(false);
  });
});
