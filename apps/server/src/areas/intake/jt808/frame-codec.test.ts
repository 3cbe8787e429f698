import { describe, expect, it } from 'vitest';
import { encodeFrame, FrameReader, MAX_FRAME_BYTES, type FrameFault } from './frame-codec.js';
import { seeded } from '../../../../test/robustness/fuzz-values.js';
import { buildFrame, deviceIdOf, parsePacket, phoneOf } from './packet.js';

function read(chunks: Buffer[]) {
  const frames: Buffer[] = [];
  const faults: FrameFault[] = [];
  const reader = new FrameReader(
    (frame) => frames.push(Buffer.from(frame)),
    (fault) => faults.push(fault),
  );
  for (const chunk of chunks) reader.push(chunk);
  return { frames, faults, reader };
}

describe('JT/T 808 framing', () => {
  it('gives back every message, whatever its bytes and however the stream is cut', () => {
    const { next } = seeded(808);
    for (let round = 0; round < 300; round++) {
      const messages = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
        // Many 0x7e and 0x7d bytes, so escapes are everywhere.
        const bytes = Array.from({ length: 13 + Math.floor(next() * 300) }, () =>
          next() < 0.2 ? 0x7d + Math.floor(next() * 2) : Math.floor(next() * 256),
        );
        return Buffer.from(bytes);
      });
      const stream = Buffer.concat(messages.map(encodeFrame));
      const chunks: Buffer[] = [];
      for (let at = 0; at < stream.length;) {
        const size = 1 + Math.floor(next() * 40);
        chunks.push(stream.subarray(at, at + size));
        at += size;
      }
      const { frames, faults } = read(chunks);
      expect(faults).toEqual([]);
      // The reader hands out the message with its check code.
      expect(frames.map((frame) => frame.subarray(0, -1))).toEqual(messages);
    }
  });

  it('drops a bad check code, a bad escape, a runt and an endless frame, and reads on', () => {
    const good = encodeFrame(Buffer.from('0002000001234567890100010203', 'hex'));
    const badCheck = Buffer.from(good);
    badCheck[badCheck.length - 2] = badCheck.at(-2)! ^ 1;
    const { frames, faults } = read([
      Buffer.from('garbage before the first flag'),
      badCheck,
      Buffer.from([0x7e, 0x01, 0x7d, 0x03, 0x7e]),
      Buffer.from([0x7e, 0x01, 0x02, 0x7e]),
      Buffer.concat([Buffer.from([0x7e]), Buffer.alloc(MAX_FRAME_BYTES + 10, 1)]),
      good,
    ]);
    expect(faults).toEqual(['checksum', 'escape', 'too_short', 'too_long']);
    expect(frames).toHaveLength(1);
  });

  it('builds the answer a terminal can read: its header form, its phone number', () => {
    for (const version of [null, 1]) {
      const phone = phoneOf('13912345678', version === null ? 6 : 10)!;
      const wire = buildFrame(0x8001, { phone, version }, 0x7e7d, Buffer.from([0x7e, 0, 1, 2, 0]));
      const { frames } = read([wire]);
      const packet = parsePacket(frames[0]!)!;
      expect(packet).toMatchObject({ msgId: 0x8001, version, serial: 0x7e7d, packages: null });
      expect(deviceIdOf(packet.phone)).toBe('13912345678');
      expect([...packet.body]).toEqual([0x7e, 0, 1, 2, 0]);
    }
  });
});
