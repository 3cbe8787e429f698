import { describe, expect, it } from 'vitest';
import { FrameAssembler, type MediaFrame } from './frame-assembler.js';
import { readStreamPacket, type StreamPacket } from './stream-packet.js';
import { StreamReader } from './stream-reader.js';

/**
 * The samples of Traccar's Jt1078FrameDecoderTest (github.com/traccar/traccar, commit
 * 9e5c458ad0bf44ceaddf72534bf6874787f41b6c, file last changed in da7d3cff). Traccar checks that
 * each is one whole packet and that 8 bytes are not; its Jt1078ProtocolDecoder reads the SIM
 * as 10 bytes when its first two are zero, the data type and sub-package from one byte, and
 * skips the frame intervals of video.
 */
const TRACCAR_LONG_SIM =
  '3031636481e200760000086649607758216401100000000001c71cd5074a0021006700000001219a02f02f0fff000003000003008f6b47bab6659524c5f8fc61ed7c40a50a5c39629c000003016243bc0006e6de480021a5c4574cef0d7024c5e1f815212d007eac5e114b3c000003000003000004b0000003028574d2009ea480003e1bee06cf81e9';
const TRACCAR_SHORT_SIM =
  '3031636481e20492001901305037031000000174922cb80f00a00050033d0000000161e042bf50e2c3b950968b6cb9b80e2cb3f68dbfa51a9c9dc3c0b85c5215c0a4de5c1d48b72d760400bf88d5ea46d276c8682573c459cd33e8d98c4c77a96f366d636454dc62afcd4491a670744247b727859c14ece91c03013d37cfddbe93ca8c5651863e47de5231be914029a04a9e1318d983db115800c01fc961dba05da3d2cef66761ca5bf7cfa1815429dde0af2cf527c251c2e190407d313a651895fafa7a1ac2e4abefdd7e26f1b37d9c643a1af302acd77a8a74a34747bc333c89a2e02ad902137708251313d77a649a751ea81e48a341c44d895694f37d2bec8b9b50a46b9c2cb9ae62dce10bf7692d1151a3b55ca3310ac494cf095d6258a71f875ed8d9c54694b29c217f48e0c511ecb52951f6df1b9cf9fb6cfcaeff515645d66278a964d4ccf64d9999f82d639a77f3b79e91c1b9a1f0a156b712d52e9f810fa6b6885a788eb7c1ea6272660f108c5a3d0c5893ba0021b1a080ec158d77be40dc92a2ebef96469fc8b258f3edf843859dd83861d1b27e72019dc5fbf97d2489554092c2deeaecd15fe6c2455d8a8cdeb590707914c2d01da003c84c9f04d45569655a05648c465ebe1e04b6b330f6dfe7de4f0975ed884275d8d8931405e88dc9d54084f25ded012e175f61e5edb56f308d36f046c127cc96b0ccaca3b96018a6354d15a6520901a4ebc699aa9dc5e45ff17c35fed9a14b4ba84457534fb636ee998990c7b9e6a44638fb51615a09ccb922b6da47c5e3a45ea794e76514dfa76cba2deb5f947cb71557afa34f6d9dd37f747fb4d37ad14efbf5070831ddc59c78713df1ca8a394636158e761a12d6b763645d220d356b8b48462ad7a0112c4a59bef52ad70bb69907cddb350ed2d389db0b003ecef40facbb4a3f29409c51aaeab4a21aa3c70dfedd116b7534e5a938974b431bc46956d376d73c6a7a0b0e9ff6a4a006097d680c93e5bfa75b3d4d533ea83f93a2503a2f813d3da037498b4f31270845b3807a61af0e722ea9abbf2c0a5dcea564de3f58cc1273a8e52cb675b26700ad24f2115823f2bf918279321628fdbad3b8c0fa0c50536df88022f6c3956ee0accbf31b602aeb0d1933a677eb40125c89fe2a61a05ba7de296dae20eef74790b1405b9766fbf1a0fffd03ba07d943b504fa0c568da0';
const TRACCAR_TOO_SHORT = '3031636480610001';

const hex = (text: string) => Buffer.from(text, 'hex');

function packetOf(bytes: Buffer): StreamPacket & { length: number } {
  const read = readStreamPacket(bytes, 0);
  if (read.kind !== 'packet') throw new Error(`not a packet: ${read.kind}`);
  return { ...read.packet, length: read.length };
}

/** A video packet of a 6-byte SIM, as a dashcam sends it. */
function packet(sequence: number, dataType: number, subpackage: number, body: Buffer): Buffer {
  const head = Buffer.from(
    '30316364' + '81e2' + sequence.toString(16).padStart(4, '0') + '013912345678' + '01',
    'hex',
  );
  const rest = Buffer.alloc(1 + 8 + 4 + 2);
  rest[0] = (dataType << 4) | subpackage;
  rest.writeBigUInt64BE(BigInt(1000 + sequence), 1);
  rest.writeUInt16BE(40, 11);
  rest.writeUInt16BE(body.length, 13);
  return Buffer.concat([head, rest, body]);
}

describe('JT/T 1078 stream packets: Traccar samples', () => {
  it('reads the 10-byte SIM sample whole: a P frame of channel 1', () => {
    const bytes = hex(TRACCAR_LONG_SIM);
    const read = packetOf(bytes);
    expect(read).toMatchObject({
      length: bytes.length,
      payloadType: 98,
      sequence: 0x0076,
      deviceId: '866496077582164',
      channel: 1,
      dataType: 1,
      subpackage: 0,
      timestamp: 0x1c71cd5,
      lastIFrameMs: 0x074a,
      lastFrameMs: 0x0021,
    });
    expect(read.body.length).toBe(0x67);
    expect(read.body.subarray(0, 5).toString('hex')).toBe('0000000121');
  });

  it('reads the 6-byte SIM sample whole: a P frame of channel 3', () => {
    const bytes = hex(TRACCAR_SHORT_SIM);
    const read = packetOf(bytes);
    expect(read).toMatchObject({
      length: bytes.length,
      payloadType: 98,
      sequence: 0x0492,
      deviceId: '1901305037',
      channel: 3,
      dataType: 1,
      subpackage: 0,
      timestamp: 0x174922cb80f,
      lastIFrameMs: 0xa0,
      lastFrameMs: 0x50,
    });
    expect(read.body.length).toBe(0x33d);
  });

  it('waits for more than the 8-byte sample, as Traccar gives no frame of it', () => {
    expect(readStreamPacket(hex(TRACCAR_TOO_SHORT), 0)).toEqual({ kind: 'partial' });
  });

  it('cuts both samples out of one stream read in pieces of every size, garbage between', () => {
    const stream = Buffer.concat([
      hex(TRACCAR_SHORT_SIM),
      Buffer.from('not a packet'),
      hex(TRACCAR_LONG_SIM),
      hex(TRACCAR_SHORT_SIM),
    ]);
    for (const size of [1, 3, 7, 100, 1000, stream.length]) {
      const got: string[] = [];
      const reader = new StreamReader((p) => got.push(`${p.deviceId}/${p.channel}`));
      for (let at = 0; at < stream.length; at += size) reader.push(stream.subarray(at, at + size));
      expect(got).toEqual(['1901305037/3', '866496077582164/1', '1901305037/3']);
      expect(reader.skipped).toBe('not a packet'.length);
      expect(reader.held).toBe(0);
    }
  });
});

describe('JT/T 1078 frames from their packets', () => {
  const collect = () => {
    const frames: MediaFrame[] = [];
    return { frames, assembler: new FrameAssembler((f) => frames.push(f)) };
  };

  it('puts a frame back together from its first, middle and last parts', () => {
    const { frames, assembler } = collect();
    const parts = [Buffer.from('aaa'), Buffer.from('bbb'), Buffer.from('cc')];
    assembler.push(packetOf(packet(10, 0, 1, parts[0]!)));
    assembler.push(packetOf(packet(11, 0, 3, parts[1]!)));
    assembler.push(packetOf(packet(12, 0, 2, parts[2]!)));
    assembler.push(packetOf(packet(13, 1, 0, Buffer.from('p'))));
    expect(frames.map((f) => [f.dataType, f.data.toString(), f.timestamp])).toEqual([
      [0, 'aaabbbcc', 1010],
      [1, 'p', 1013],
    ]);
  });

  it('drops a frame whose first part is missing or whose parts do not follow', () => {
    const { frames, assembler } = collect();
    assembler.push(packetOf(packet(20, 1, 3, Buffer.from('x'))));
    assembler.push(packetOf(packet(21, 1, 2, Buffer.from('y'))));
    assembler.push(packetOf(packet(30, 1, 1, Buffer.from('a'))));
    assembler.push(packetOf(packet(30, 1, 2, Buffer.from('b'))));
    assembler.push(packetOf(packet(40, 1, 1, Buffer.from('c'))));
    assembler.push(packetOf(packet(41, 1, 2, Buffer.from('d'))));
    expect(frames.map((f) => f.data.toString())).toEqual(['cd']);
    expect(assembler.dropped).toBe(1);
  });
});
