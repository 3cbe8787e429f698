import { describe, expect, it } from 'vitest';
import { FrameReader } from '../../src/areas/intake/jt808/frame-codec.js';
import {
  decodeLocation,
  type Jt808Location,
} from '../../src/areas/intake/jt808/location-report.js';
import { deviceIdOf, parsePacket } from '../../src/areas/intake/jt808/packet.js';
import {
  readAuthCode,
  readBatch,
  readRegistration,
} from '../../src/areas/intake/jt808/terminal-messages.js';
import { TRACCAR_JT808_SAMPLES, type TraccarSample } from '../fixtures/traccar-jt808-samples.js';

/**
 * Traccar's JT/T 808 decoder-test samples (fixtures/traccar-jt808-samples.ts cites the
 * commit) read by the gateway's decoders. Traccar's test hands each sample straight to its
 * protocol decoder, past its frame decoder: some samples hold unescaped 0x7e bytes or a
 * check code that does not match (edited by hand), so the message is read from the bytes
 * between the flags, as there, and the frame reader is checked separately to accept exactly
 * the samples that are valid frames.
 *
 * Values Traccar asserts that come from the standard message (satellites, item 0x31; alarms
 * from the alarm word) are asserted here too. The others come from vendors' extension items
 * (0xE1–0xFE and others) or a model's own decoding, which the gateway skips as unknown
 * additional items, as JT/T 808 says; for those the sample must still decode to a valid
 * position, which is also all `verifyPosition` asserts.
 */
const OFFSET_BEIJING = 8 * 60;

const contentOf = (hex: string) => Buffer.from(hex, 'hex').subarray(1, -1);

/** The frame a sample's bytes between the flags make, or null when they are not one. */
function frameOf(content: Buffer): Buffer | null {
  if (content.includes(0x7e)) return null;
  const bytes: number[] = [];
  for (let i = 0; i < content.length; i++) {
    if (content[i] !== 0x7d) bytes.push(content[i]!);
    else if (content[i + 1] === 0x01 || content[i + 1] === 0x02) bytes.push(content[++i]! + 0x7c);
    else return null;
  }
  const check = bytes.slice(0, -1).reduce((x, byte) => x ^ byte, 0);
  return check === bytes.at(-1) ? Buffer.from(bytes) : null;
}

function locationsOf(sample: TraccarSample): Jt808Location[] {
  const packet = parsePacket(contentOf(sample.hex))!;
  const read =
    packet.msgId === 0x0200
      ? [decodeLocation(packet.body, 0, packet.body.length, OFFSET_BEIJING)]
      : readBatch(packet.body, OFFSET_BEIJING)!;
  expect(read.length, sample.hex).toBeGreaterThan(0);
  return read.map((location) => location!);
}

/** Traccar's asserted alarms that the alarm word carries (the others: vendors' items). */
const ALARMS_FROM_THE_WORD: Record<string, string[]> = {
  'ALARM, ALARM_TAMPERING': ['tampering'],
  'ALARM, ALARM_LOW_BATTERY + "," + ALARM_REMOVING': ['lowBattery'],
};

describe("Traccar's JT/T 808 samples", () => {
  it('are 88 messages of the five standard kinds', () => {
    const kinds = TRACCAR_JT808_SAMPLES.map((s) => s.hex.slice(2, 6));
    expect(kinds.length).toBe(88);
    expect(new Set(kinds)).toEqual(new Set(['0100', '0102', '0002', '0200', '0704']));
  });

  it.each(TRACCAR_JT808_SAMPLES.map((s, i) => [i, s.traccar, s.asserts, s] as const))(
    'sample %i (%s %s) decodes',
    (_, __, asserts, sample) => {
      const packet = parsePacket(contentOf(sample.hex));
      expect(packet).not.toBeNull();
      expect(packet!.msgId).toBe(Number.parseInt(sample.hex.slice(2, 6), 16));
      expect(deviceIdOf(packet!.phone)).toMatch(/^[0-9a-f]+$/);
      if (packet!.msgId === 0x0100)
        expect(readRegistration(packet!.body, packet!.version)).not.toBeNull();
      if (packet!.msgId === 0x0102)
        expect(readAuthCode(packet!.body, packet!.version)).not.toBe('');
      if (packet!.msgId === 0x0002) expect(packet!.body.length).toBe(0);
      if (packet!.msgId !== 0x0200 && packet!.msgId !== 0x0704) return;
      const locations = locationsOf(sample);
      for (const location of locations) {
        expect(location.time).not.toBeNull();
        expect(Math.abs(location.lat)).toBeLessThanOrEqual(90);
        expect(Math.abs(location.lon)).toBeLessThanOrEqual(180);
        expect(location.speedKmh).toBeGreaterThanOrEqual(0);
        expect(location.course).toBeGreaterThanOrEqual(0);
        expect(location.course).toBeLessThan(360);
      }
      const satellites = /^SATELLITES, (\d+)$/.exec(asserts);
      if (satellites) expect(locations[0]!.attributes.sat).toBe(Number(satellites[1]));
      for (const alarm of sample.model ? [] : (ALARMS_FROM_THE_WORD[asserts] ?? []))
        expect(String(locations[0]!.attributes.alarm).split(',')).toContain(alarm);
    },
  );

  it('the frame reader takes exactly the samples that are valid frames', () => {
    let valid = 0;
    for (const sample of TRACCAR_JT808_SAMPLES) {
      const frames: Buffer[] = [];
      new FrameReader(
        (frame) => frames.push(Buffer.from(frame)),
        () => {},
      ).push(Buffer.from(sample.hex, 'hex'));
      const frame = frameOf(contentOf(sample.hex));
      if (frame) {
        valid += 1;
        expect(frames, sample.hex).toEqual([frame]);
      } else {
        expect(
          frames.some((read) => read.equals(contentOf(sample.hex))),
          sample.hex,
        ).toBe(false);
      }
    }
    expect(valid).toBeGreaterThan(70);
  });

  it('reads the values of a few samples exactly (checked by hand against the standard)', () => {
    const blind = locationsOf(
      TRACCAR_JT808_SAMPLES.find((s) => s.hex.startsWith('7e0704014301356777777707f5'))!,
    );
    expect(blind).toHaveLength(8);
    expect(blind[0]).toMatchObject({ lat: 22.639634, lon: 114.031952, odometerKm: 2.9 });
    expect(blind[0]!.time!.toISOString()).toBe('2016-05-27T01:06:24.000Z');

    const [report] = locationsOf(
      TRACCAR_JT808_SAMPLES.find((s) => s.hex.startsWith('7e02000032013511221122000700'))!,
    );
    expect(report).toMatchObject({
      lat: 22.51488,
      lon: 113.916508,
      altitude: 71,
      speedKmh: 0,
      ignition: true,
      positioned: true,
      odometerKm: 0,
      attributes: { rssi: 22, sat: 11 },
    });
    expect(report!.time!.toISOString()).toBe('2014-07-23T09:20:15.000Z');

    const [sos] = locationsOf(
      TRACCAR_JT808_SAMPLES.find((s) => s.hex.startsWith('7e0200002e094027587492'))!,
    );
    expect(sos).toMatchObject({ lat: 50.871735, lon: -1.255923, speedKmh: 2, odometerKm: 1.8 });
    expect(sos!.attributes.alarm).toBe('sos');
    expect(sos!.time!.toISOString()).toBe('2013-04-12T08:49:52.000Z');
  });
});
