import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import {
  encodeFrame,
  FrameReader,
  MAX_FRAME_BYTES,
} from '../../src/areas/intake/jt808/frame-codec.js';
import { alarmEpisodes } from '../../src/areas/intake/ingest/alarm-episodes.js';
import { deviceIntake } from '../../src/areas/intake/ingest/device-intake.js';
import { driverIdentification } from '../../src/areas/intake/ingest/driver-identification.js';
import type { PositionWriter } from '../../src/areas/intake/positions/position-writer.js';
import type { Jt808Context } from '../../src/areas/intake/jt808/jt808-context.js';
import { reassemblyBytes, SUB_PACKAGE_LIMITS } from '../../src/areas/intake/jt808/sub-packages.js';
import { TerminalConnection } from '../../src/areas/intake/jt808/terminal-connection.js';
import { seeded, type TRandom } from './fuzz-values.js';

/**
 * Hostile bytes on the JT/T 808 port: random streams, and well-framed messages of every id
 * the gateway reads with random headers and bodies, through the real reader and connection
 * (with a console that answers at once). Nothing may throw past the decoders (a throw would
 * show as the connection's "message failed" warning), and what a connection holds stays
 * within its limits.
 */
function harness() {
  const failures: unknown[] = [];
  const log = {
    warn: (entry: unknown) => failures.push(entry),
    error: (entry: unknown) => failures.push(entry),
    child: () => log,
  } as unknown as FastifyBaseLogger;
  const truckOf = async (deviceId: string) => (deviceId.endsWith('7') ? null : 1);
  const driverOf = async (id: string) => (id.length % 2 ? 'driver' : null);
  const recordUnknown = async () => {};
  // The real intake, with the database's parts answering at once.
  const intake = deviceIntake({
    truckOf,
    unknown: { record: recordUnknown },
    drivers: driverIdentification({ driverOf }),
    alarms: alarmEpisodes({
      repository: {
        load: async (ids) => new Map(ids.map((id) => [id, { alarms: {}, judgedMs: 0 }])),
        save: async () => {},
      },
      warnings: { raiseSystem: async () => null },
      plateOf: async () => '51C12345',
    }),
    writer: {
      write: async (items) => items.map((item) => (item.fix ? 'stored' : 'heartbeat')),
    } as PositionWriter,
  });
  const context: Jt808Context = {
    log,
    truckOf,
    driverOf,
    recordUnknown,
    intake,
    terminals: {
      load: async () => ({
        authCode: null,
        terminalId: null,
        released: false,
        timeZone: null,
        cardId: 'card',
      }),
      offsetOf: async () => 480,
      registered: async () => {},
      authenticated: async () => {},
      card: async () => {},
      loggedOut: async () => {},
    },
    raiseSafetyAlarms: async () => {},
    attachments: null,
    storePhoto: async () => {},
    claim: () => {},
    release: () => {},
    heldByAnother: () => false,
    claimRefused: async () => {},
    handlers: new Map(),
  };
  let written = 0;
  const connection = new TerminalConnection(
    {
      write: (frame) => (written += frame.length),
      pause: () => {},
      resume: () => {},
      end: () => {},
      address: '203.0.113.9',
    },
    context,
  );
  const reader = new FrameReader(
    (frame) => connection.receive(frame),
    () => {},
  );
  return { connection, reader, failures, written: () => written };
}

const IDS = [
  0x0001, 0x0002, 0x0003, 0x0100, 0x0102, 0x0104, 0x0200, 0x0702, 0x0704, 0x0800, 0x0801, 0x0805,
];

function hostileMessage(random: TRandom): Buffer {
  const v2019 = random.next() < 0.3;
  const split = random.next() < 0.2;
  const length = Math.floor(random.next() ** 2 * 1023);
  const props =
    length | (v2019 ? 0x4000 : 0) | (split ? 0x2000 : 0) | (random.next() < 0.05 ? 0x400 : 0);
  const msgId = random.next() < 0.9 ? random.pick(IDS) : Math.floor(random.next() * 0x10000);
  const header = [msgId >> 8, msgId & 255, props >> 8, props & 255];
  if (v2019) header.push(1);
  for (let i = 0; i < (v2019 ? 10 : 6); i++)
    header.push(random.pick([0x01, 0x39, 0x12, 0x57, 0x00]));
  header.push(Math.floor(random.next() * 256), Math.floor(random.next() * 256));
  if (split) {
    const total = 1 + Math.floor(random.next() * 6000);
    header.push(total >> 8, total & 255);
    const index = Math.floor(random.next() * (total + 2));
    header.push(index >> 8, index & 255);
  }
  const body = Array.from({ length }, () =>
    random.next() < 0.1
      ? random.pick([0, 1, 2, 4, 0x20, 0x30, 0x31, 0xff])
      : Math.floor(random.next() * 256),
  );
  return encodeFrame(Buffer.from([...header, ...body]));
}

async function settled(connection: TerminalConnection) {
  while (!connection.idle) await new Promise((resolve) => setImmediate(resolve));
}

describe('hostile bytes on the JT/T 808 port', () => {
  it('random streams: nothing throws, nothing grows', async () => {
    const random = seeded(1808);
    const { connection, reader, failures } = harness();
    for (let i = 0; i < 3000; i++) {
      const chunk = Buffer.from(
        Array.from({ length: 1 + Math.floor(random.next() * 3000) }, () =>
          random.next() < 0.05 ? random.pick([0x7e, 0x7d]) : Math.floor(random.next() * 256),
        ),
      );
      reader.push(chunk);
      expect(reader.held).toBeLessThanOrEqual(MAX_FRAME_BYTES);
    }
    await settled(connection);
    expect(failures).toEqual([]);
  });

  it('well-framed messages with hostile headers and bodies: read, answered, bounded', async () => {
    const random = seeded(2019);
    const { connection, reader, failures, written } = harness();
    for (let i = 0; i < 20_000; i++) {
      reader.push(hostileMessage(random));
      if (i % 500 === 0) await settled(connection);
      expect(connection.packages.size).toBeLessThanOrEqual(SUB_PACKAGE_LIMITS.maxPending);
    }
    await settled(connection);
    expect(failures).toEqual([]);
    expect(written()).toBeGreaterThan(0);
    connection.close();
    expect(reassemblyBytes()).toBe(0);
  });
});
