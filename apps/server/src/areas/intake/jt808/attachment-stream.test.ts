import { describe, expect, it } from 'vitest';
import { DATA_MAGIC } from './attachment-messages.js';
import { AttachmentStream, MAX_DATA_PACKET_BYTES, type DataPiece } from './attachment-stream.js';
import { encodeFrame } from './frame-codec.js';

const message = (msgId: number) =>
  encodeFrame(Buffer.concat([Buffer.from([msgId >> 8, msgId & 255, 0, 0]), Buffer.alloc(8, 1)]));

function packet(name: string, offset: number, data: Buffer) {
  const head = Buffer.alloc(62);
  DATA_MAGIC.copy(head, 0);
  head.write(name, 4, 50, 'latin1');
  head.writeUInt32BE(offset, 54);
  head.writeUInt32BE(data.length, 58);
  return Buffer.concat([head, data]);
}

function read(chunks: Buffer[]) {
  const frames: number[] = [];
  const data = new Map<string, Buffer>();
  const faults: string[] = [];
  const stream = new AttachmentStream(
    (frame) => frames.push(frame.readUInt16BE(0)),
    ({ name, offset, bytes }: DataPiece) => {
      const file = data.get(name) ?? Buffer.alloc(0);
      data.set(name, Buffer.concat([file.subarray(0, offset), bytes]));
    },
    (fault) => faults.push(fault),
  );
  for (const chunk of chunks) stream.push(chunk);
  return { frames, data, faults };
}

describe('an alarm-attachment connection cut into frames and data packets', () => {
  // Data holding flags, escapes and the magic itself: never unescaped nor taken for a unit.
  const file = Buffer.concat([Buffer.from([0x7e, 0x7d, 0x02]), DATA_MAGIC, Buffer.alloc(300, 7)]);
  const whole = Buffer.concat([
    message(0x1210),
    message(0x1211),
    packet('a.jpg', 0, file.subarray(0, 100)),
    packet('a.jpg', 100, file.subarray(100)),
    Buffer.from('noise'),
    message(0x1212),
  ]);

  it('reads the same units however the bytes are cut', () => {
    const expected = read([whole]);
    expect(expected.frames).toEqual([0x1210, 0x1211, 0x1212]);
    expect(expected.data.get('a.jpg')!.equals(file)).toBe(true);
    expect(expected.faults).toEqual(['garbage']);
    for (let size = 1; size <= 64; size += 7) {
      const chunks = [];
      for (let at = 0; at < whole.length; at += size) chunks.push(whole.subarray(at, at + size));
      const cut = read(chunks);
      expect(cut.frames).toEqual(expected.frames);
      expect(cut.data.get('a.jpg')!.equals(file)).toBe(true);
    }
  });

  it('skips a data header that claims too much and goes on', () => {
    const head = packet('b.mp4', 0, Buffer.alloc(0));
    head.writeUInt32BE(MAX_DATA_PACKET_BYTES + 1, 58);
    const { frames, data, faults } = read([head, message(0x0002)]);
    expect(frames).toEqual([0x0002]);
    expect(data.size).toBe(0);
    expect(faults).toContain('bad_packet');
  });

  it('takes random bytes, with unit starts among them, without throwing', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const chunks = Array.from({ length: 2_000 }, () => {
      const chunk = Buffer.alloc(1 + Math.floor(random() * 700));
      for (let i = 0; i < chunk.length; i++) chunk[i] = Math.floor(random() * 256);
      // Now and then a unit's start, so every state is entered.
      if (random() < 0.2) DATA_MAGIC.copy(chunk, Math.floor(random() * chunk.length));
      return chunk;
    });
    expect(() => read(chunks)).not.toThrow();
  });
});
