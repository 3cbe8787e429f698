import net from 'node:net';
import { waitUntil } from './wait-until.js';

/**
 * A JT/T 808 terminal for tests: its own small codec (not the console's, so the two check
 * each other), a TCP connection, and what a dashcam does: register, authenticate, report,
 * upload photos and answer the platform's commands (0x8300 text, 0x8104 parameters, 0x8801
 * photo, 0x9205 recordings). Every message the platform sends is kept in `received`.
 */
export interface PlatformMessage {
  msgId: number;
  serial: number;
  body: Buffer;
}

export interface LocationInput {
  lat: number;
  lon: number;
  /** Local time of the terminal's clock, `YYMMDDhhmmss`. */
  time: string;
  speedKmh?: number;
  course?: number;
  altitude?: number;
  alarm?: number;
  /** Default: ACC on and positioned (bits 0, 1); S/W bits are added from the signs. */
  status?: number;
  mileageKm?: number;
  satellites?: number;
}

/** The message framed and escaped; wrongCheckCode: with a check code that is not its own. */
export function escape(message: Buffer, wrongCheckCode = false): Buffer {
  const right = message.reduce((x, byte) => x ^ byte, 0);
  // A wrong code that is itself no 0x7e or 0x7d, so that only the check code is at fault.
  const check = wrongCheckCode
    ? [0x55, 0x66].map((mask) => right ^ mask).find((code) => code !== 0x7e && code !== 0x7d)!
    : right;
  const bytes = [0x7e];
  for (const byte of [...message, check]) {
    if (byte === 0x7e) bytes.push(0x7d, 0x02);
    else if (byte === 0x7d) bytes.push(0x7d, 0x01);
    else bytes.push(byte);
  }
  bytes.push(0x7e);
  return Buffer.from(bytes);
}

export function locationBody(input: LocationInput): Buffer {
  const body = Buffer.alloc(28);
  const south = input.lat < 0 ? 0x4 : 0;
  const west = input.lon < 0 ? 0x8 : 0;
  body.writeUInt32BE(input.alarm ?? 0, 0);
  body.writeUInt32BE(((input.status ?? 0x3) | south | west) >>> 0, 4);
  body.writeUInt32BE(Math.round(Math.abs(input.lat) * 1e6), 8);
  body.writeUInt32BE(Math.round(Math.abs(input.lon) * 1e6), 12);
  body.writeInt16BE(input.altitude ?? 0, 16);
  body.writeUInt16BE(Math.round((input.speedKmh ?? 0) * 10), 18);
  body.writeUInt16BE(input.course ?? 0, 20);
  Buffer.from(input.time, 'hex').copy(body, 22);
  const items: number[] = [];
  if (input.mileageKm !== undefined) {
    const tenths = Math.round(input.mileageKm * 10);
    items.push(0x01, 4, tenths >>> 24, (tenths >> 16) & 255, (tenths >> 8) & 255, tenths & 255);
  }
  items.push(0x30, 1, 25, 0x31, 1, input.satellites ?? 9);
  return Buffer.concat([body, Buffer.from(items)]);
}

export class Jt808Terminal {
  readonly received: PlatformMessage[] = [];
  private serial = 0;
  private pending = Buffer.alloc(0);
  /** The code of the last registration taken (0x8100 result 0). */
  authCode: string | null = null;
  /** Texts shown on the "screen" (0x8300), folded as the platform sent them. */
  readonly screen: string[] = [];
  /** Answers the simulator gives to commands; a test may replace them. */
  answers = {
    settings: [
      { id: 0x0001, value: Buffer.from([0, 0, 0, 60]) },
      { id: 0x0013, value: Buffer.from('console.example.vn', 'latin1') },
    ],
    photo: (_channel: number) => null as Buffer | null,
    /**
     * 0x9205 resource query → the body of the 0x1205 that answers it after the serial (count and
     * items, see `resourceList`); null: the dashcam stays silent.
     */
    recordings: (_query: Buffer) => Buffer.alloc(4) as Buffer | null,
    /** JT/T 1078 commands (0x9101, 0x9102…): the result of the 0x0001 that answers them. */
    video: (_msgId: number, _body: Buffer) => 0,
  };

  private constructor(
    readonly socket: net.Socket,
    /** BCD phone of the header (6 bytes, or 10 with `version` for a 2019 header). */
    readonly phone: Buffer,
    readonly version: number | null,
  ) {
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('error', () => {});
  }

  /** `from`: the local address to connect from (another 127.x address: another host). */
  static async connect(port: number, phone: string, version: number | null = null, from?: string) {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const digits = phone.padStart(version === null ? 12 : 20, '0');
    return new Jt808Terminal(socket, Buffer.from(digits, 'hex'), version);
  }

  /** One message on the wire (escaped, checked); split: [total, index] of a sub-package. */
  frame(
    msgId: number,
    body: Buffer,
    split?: [number, number],
    serial = this.serial++,
    wrongCheckCode = false,
  ): Buffer {
    const v2019 = this.version !== null;
    const props = body.length | (v2019 ? 0x4000 : 0) | (split ? 0x2000 : 0);
    const head = [msgId >> 8, msgId & 255, props >> 8, props & 255];
    if (this.version !== null) head.push(this.version);
    const tail = [serial >> 8, serial & 255];
    if (split) tail.push(split[0] >> 8, split[0] & 255, split[1] >> 8, split[1] & 255);
    const message = Buffer.concat([Buffer.from(head), this.phone, Buffer.from(tail), body]);
    return escape(message, wrongCheckCode);
  }

  /** Sends a message; answers its serial. */
  send(msgId: number, body: Buffer): number {
    const serial = this.serial;
    this.socket.write(this.frame(msgId, body));
    return serial;
  }

  /**
   * The platform's answer to our message of `serial` (0x8001, or another id). The bound only
   * catches an answer that never comes: on two cores busy with other work, a port that is
   * reading a flood took more than 15 s to answer a registration.
   */
  async answer(serial: number, msgId = 0x8001, timeoutMs = 60_000): Promise<PlatformMessage> {
    let found: PlatformMessage | undefined;
    await waitUntil(
      `answer ${msgId.toString(16)} to serial ${serial}`,
      () =>
        (found = this.received.find(
          (m) => m.msgId === msgId && m.body.length >= 2 && m.body.readUInt16BE(0) === serial,
        )) !== undefined,
      { timeoutMs, everyMs: 10 },
    );
    return found!;
  }

  /** 0x0100 → the 0x8100 result and auth code. */
  async register(
    plate = '51C12345',
    terminalId = 'T000001',
  ): Promise<{ result: number; code: string }> {
    const fixed = this.version === null ? [5, 20, 7] : [11, 30, 30];
    const body = Buffer.concat([
      Buffer.from([0, 44, 1, 47]),
      ...fixed.map((n, i) =>
        Buffer.from(['SIMUL', 'FLEET-DASHCAM', terminalId][i]!.padEnd(n, '\0').slice(0, n)),
      ),
      Buffer.from([1]),
      Buffer.from(plate, 'latin1'),
    ]);
    const answer = await this.answer(this.send(0x0100, body), 0x8100);
    const result = answer.body[2]!;
    const code = answer.body.subarray(3).toString('latin1');
    if (result === 0) this.authCode = code;
    return { result, code };
  }

  /** Registers and authenticates, as a terminal does when it connects; answers the code. */
  async signIn(plate?: string): Promise<string> {
    const { result, code } = await this.register(plate);
    if (result !== 0) throw new Error(`the registration was refused (result ${result})`);
    const authenticated = await this.authenticate(code);
    if (authenticated !== 0) throw new Error(`the code was refused (result ${authenticated})`);
    return code;
  }

  async authenticate(code: string): Promise<number> {
    const raw = Buffer.from(code, 'latin1');
    const body =
      this.version === null
        ? raw
        : Buffer.concat([Buffer.from([raw.length]), raw, Buffer.alloc(15 + 20, 0x30)]);
    return (await this.answer(this.send(0x0102, body))).body[4]!;
  }

  /** 0x0002 → its 0x8001 result: the terminal is alive (and the platform knows its number). */
  async heartbeat(): Promise<number> {
    return (await this.answer(this.send(0x0002, Buffer.alloc(0)))).body[4]!;
  }

  /** 0x0200 → its 0x8001 result (sent by the platform after the commit). */
  async report(location: LocationInput): Promise<number> {
    return (await this.answer(this.send(0x0200, locationBody(location)))).body[4]!;
  }

  close(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.pending = Buffer.concat([this.pending, chunk]);
    for (;;) {
      const start = this.pending.indexOf(0x7e);
      const end = start < 0 ? -1 : this.pending.indexOf(0x7e, start + 1);
      if (end < 0) return;
      const raw = this.pending.subarray(start + 1, end);
      this.pending = this.pending.subarray(end + 1);
      const bytes: number[] = [];
      for (let i = 0; i < raw.length; i++)
        bytes.push(raw[i] === 0x7d ? (raw[++i] === 0x02 ? 0x7e : 0x7d) : raw[i]!);
      const message = Buffer.from(bytes);
      const check = message.subarray(0, -1).reduce((x, byte) => x ^ byte, 0);
      if (check !== message.at(-1)) throw new Error('the platform sent a bad check code');
      const at = this.version === null ? 10 : 15;
      const received = {
        msgId: message.readUInt16BE(0),
        serial: message.readUInt16BE(at),
        body: message.subarray(at + 2, -1),
      };
      this.received.push(received);
      this.command(received);
    }
  }

  /** Answers the platform's commands as a terminal does. */
  private command({ msgId, serial, body }: PlatformMessage): void {
    const reply = (id: number, data: Buffer) =>
      this.send(id, Buffer.concat([Buffer.from([serial >> 8, serial & 255]), data]));
    if (msgId === 0x8300) {
      this.screen.push(body.subarray(this.version === null ? 1 : 2).toString('latin1'));
      reply(0x0001, Buffer.from([0x83, 0x00, 0]));
    } else if (msgId === 0x8104) {
      const items = this.answers.settings.flatMap(({ id, value }) => [
        Buffer.from([id >>> 24, (id >> 16) & 255, (id >> 8) & 255, id & 255, value.length]),
        value,
      ]);
      reply(0x0104, Buffer.concat([Buffer.from([this.answers.settings.length]), ...items]));
    } else if (msgId === 0x9205) {
      const list = this.answers.recordings(body);
      if (list) reply(0x1205, list);
    } else if (msgId >> 8 === 0x91 || msgId >> 8 === 0x92) {
      const result = this.answers.video(msgId, body);
      reply(0x0001, Buffer.from([msgId >> 8, msgId & 255, result]));
    } else if (msgId === 0x8801) {
      const photo = this.answers.photo(body[0]!);
      reply(0x0805, Buffer.from(photo ? [0, 0, 1, 0, 0, 0, 7] : [2, 0, 0]));
      if (photo)
        void this.uploadPhoto(7, body[0]!, photo, { lat: 10.77, lon: 106.7, time: '260301120000' });
    }
  }

  /** 0x0801 of a JPEG as its sub-packages of `size` bytes, each a frame. */
  photoFrames(mediaId: number, channel: number, jpeg: Buffer, at: LocationInput, size = 900) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(mediaId, 0);
    head.set([0, 0, 0, channel], 4);
    const body = Buffer.concat([head, locationBody(at).subarray(0, 28), jpeg]);
    const total = Math.ceil(body.length / size);
    const first = this.serial;
    this.serial += total;
    return Array.from({ length: total }, (_, i) =>
      this.frame(0x0801, body.subarray(i * size, (i + 1) * size), [total, i + 1], first + i),
    );
  }

  /** The platform's n-th 0x8800 about a media id (1 = the first). */
  async mediaAnswer(mediaId: number, nth = 1): Promise<PlatformMessage> {
    const answers = () =>
      this.received.filter((m) => m.msgId === 0x8800 && m.body.readUInt32BE(0) === mediaId);
    await waitUntil(`0x8800 #${nth} for media ${mediaId}`, () => answers().length >= nth, {
      timeoutMs: 30_000,
      everyMs: 10,
    });
    return answers()[nth - 1]!;
  }

  /** Uploads a photo whole; answers the platform's 0x8800. */
  async uploadPhoto(mediaId: number, channel: number, jpeg: Buffer, at: LocationInput) {
    for (const frame of this.photoFrames(mediaId, channel, jpeg, at)) this.socket.write(frame);
    return this.mediaAnswer(mediaId);
  }
}
