/**
 * A minimal MPEG transport stream writer for one video stream: PAT, PMT and one PES per
 * frame with its presentation time. ffmpeg reads it from a pipe and copies the video into
 * HLS; a raw Annex-B stream would not do, because ffmpeg 5's raw H.264 reader gives stream
 * copy no timestamps ("first pts and dts value must be set"), and the device's own clock
 * should time the frames anyway.
 */
const PACKET = 188;
const PMT_PID = 0x1000;
/** PID 0x100 (its bytes are written in `tables`). */
const VIDEO_PID = 0x100;
/** Stream types of the PMT (ISO 13818-1 table 2-34). */
export const STREAM_TYPE = { h264: 0x1b, h265: 0x24 } as const;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let crc = i << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
    table[i] = crc >>> 0;
  }
  return table;
})();

/** CRC-32/MPEG-2 of a PSI section. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc >>> 0;
}

function section(bytes: Buffer): Buffer {
  const out = Buffer.alloc(bytes.length + 4);
  bytes.copy(out);
  out.writeUInt32BE(crc32(bytes), bytes.length);
  return out;
}

/** The 6 bytes of a PCR of `base` (90 kHz), extension 0. */
function pcrField(base: number): number[] {
  return [
    Math.floor(base / 2 ** 25) & 0xff,
    Math.floor(base / 2 ** 17) & 0xff,
    Math.floor(base / 2 ** 9) & 0xff,
    Math.floor(base / 2) & 0xff,
    ((base & 1) << 7) | 0x7e,
    0x00,
  ];
}

/** 5 bytes of a PTS (prefix 0b0010). */
function timeField(prefix: number, value: number): Buffer {
  const high = Math.floor(value / 2 ** 30) & 0x7;
  const low = value % 2 ** 30;
  return Buffer.from([
    (prefix << 4) | (high << 1) | 1,
    (low >> 22) & 0xff,
    (((low >> 15) & 0x7f) << 1) | 1,
    (low >> 7) & 0xff,
    ((low & 0x7f) << 1) | 1,
  ]);
}

export class TsMuxer {
  private readonly counters = new Map<number, number>();

  constructor(private readonly streamType: number) {}

  /** PAT and PMT: written before every key frame, so a reader can start there. */
  tables(): Buffer {
    // Program 1 → PMT on PID 0x1000; the PMT names PID 0x100 as PCR and video stream.
    const pat = section(Buffer.from('00b00d0001c100000001f000', 'hex'));
    const pmt = section(
      Buffer.concat([
        Buffer.from('02b0120001c10000e100f000', 'hex'),
        Buffer.from([this.streamType]),
        Buffer.from('e100f000', 'hex'),
      ]),
    );
    return Buffer.concat([this.psi(0, pat), this.psi(PMT_PID, pmt)]);
  }

  /** One video frame (Annex B) presented at `ms` on the stream's clock. */
  frame(data: Buffer, ms: number, key: boolean): Buffer {
    // A second ahead of the clock reference, as decoders expect a little slack.
    const pts = (Math.round(ms * 90) + 90_000) % 2 ** 33;
    const header = Buffer.concat([
      Buffer.from([0x00, 0x00, 0x01, 0xe0, 0x00, 0x00, 0x80, 0x80, 0x05]),
      timeField(0x2, pts),
    ]);
    const pes = Buffer.concat([header, data]);
    const pcr = Math.round(ms * 90) % 2 ** 33;
    const out: Buffer[] = key ? [this.tables()] : [];
    let at = 0;
    let first = true;
    while (at < pes.length) {
      // The first packet carries the PCR and, on a key frame, the random access indicator.
      const field = first ? [0x10 | (key ? 0x40 : 0), ...pcrField(pcr)] : [];
      const room = PACKET - 4 - (first ? field.length + 1 : 0);
      const take = Math.min(room, pes.length - at);
      const short = room - take;
      // The last packet is filled up in an adaptation field: its length byte alone is one
      // byte, with the flags byte two, then 0xff.
      const adaptation = first
        ? { field, stuffing: short }
        : short === 0
          ? null
          : short === 1
            ? { field: [], stuffing: 0 }
            : { field: [0x00], stuffing: short - 2 };
      out.push(this.packet(VIDEO_PID, first, adaptation, pes.subarray(at, at + take)));
      at += take;
      first = false;
    }
    return Buffer.concat(out);
  }

  private psi(pid: number, table: Buffer): Buffer {
    // pointer_field 0, then the section; the rest of the packet stays 0xff.
    return this.packet(pid, true, null, Buffer.concat([Buffer.from([0]), table]));
  }

  /**
   * One 188-byte packet. `adaptation` (null: none) holds the field's flags and data; it is
   * padded with `stuffing` 0xff bytes so that the payload ends the packet.
   */
  private packet(
    pid: number,
    start: boolean,
    adaptation: { field: number[]; stuffing: number } | null,
    payload: Buffer,
  ): Buffer {
    const out = Buffer.alloc(PACKET, 0xff);
    const counter = this.counters.get(pid) ?? 0;
    this.counters.set(pid, (counter + 1) & 0x0f);
    out[0] = 0x47;
    out[1] = (start ? 0x40 : 0) | ((pid >> 8) & 0x1f);
    out[2] = pid & 0xff;
    out[3] = (adaptation ? 0x30 : 0x10) | counter;
    let at = 4;
    if (adaptation) {
      out[at++] = adaptation.field.length + adaptation.stuffing;
      for (const byte of adaptation.field) out[at++] = byte;
      at += adaptation.stuffing;
    }
    payload.copy(out, at);
    return out;
  }
}
