import { Jt808Terminal, locationBody, type PlatformMessage } from './jt808-terminal.js';
import { waitUntil } from './wait-until.js';

/**
 * What an active-safety dashcam (T/JSATL12-2017) adds to a JT/T 808 terminal, built by hand
 * for tests: the alarm items of a location report and the attachment upload (0x1210, 0x1211,
 * data packets 30 31 63 64, 0x1212) on a second connection.
 */

/** Alarm identification: terminal id (7 ASCII), time BCD YYMMDDhhmmss, serial, file count, 0. */
export function alarmIdentification(
  terminalId: string,
  time: string,
  serial: number,
  files: number,
) {
  return Buffer.concat([
    Buffer.from(terminalId.padEnd(7, '\0').slice(0, 7), 'latin1'),
    Buffer.from(time, 'hex'),
    Buffer.from([serial, files, 0]),
  ]);
}

/** Additional item 0x64 (ADAS, 47 bytes): alarm id, state, type, level, … identification. */
export function adasItem(input: {
  identification: Buffer;
  type: number;
  state?: number;
  lat: number;
  lon: number;
  time: string;
}): Buffer {
  const value = Buffer.alloc(31);
  value.writeUInt32BE(1, 0);
  value[4] = input.state ?? 1;
  value[5] = input.type;
  value[6] = 1; // level
  value[13] = 60; // speed
  value.writeUInt32BE(Math.round(input.lat * 1e6), 16);
  value.writeUInt32BE(Math.round(input.lon * 1e6), 20);
  Buffer.from(input.time, 'hex').copy(value, 24);
  const body = Buffer.concat([value, input.identification]);
  return Buffer.concat([Buffer.from([0x64, body.length]), body]);
}

/** Where and when the alarm reports of the tests happen. */
const alarmAt = { lat: 10.7769, lon: 106.7009, time: '260301083000' };

/** A location report carrying an ADAS alarm (type 1: forward collision); answers its 0x8001 result. */
export async function reportAdas(terminal: Jt808Terminal, identification: Buffer, type = 0x01) {
  const item = adasItem({ identification, type, ...alarmAt });
  const body = Buffer.concat([locationBody(alarmAt), item]);
  return (await terminal.answer(terminal.send(0x0200, body))).body[4]!;
}

/** The console's 0x9208 (upload the files of an alarm) received by a terminal for an alarm. */
export const uploadRequests = (terminal: Jt808Terminal, identification: Buffer) =>
  terminal.received.filter((m) => m.msgId === 0x9208 && m.body.includes(identification));

/** The first 0x9208 for the alarm, waited for and read. */
export async function uploadRequest(terminal: Jt808Terminal, identification: Buffer) {
  await waitUntil('0x9208', () => uploadRequests(terminal, identification).length > 0, {
    everyMs: 10,
  });
  return readUploadRequest(uploadRequests(terminal, identification)[0]!);
}

function readUploadRequest({ body }: PlatformMessage) {
  const hostLength = body[0]!;
  let i = 1 + hostLength;
  const host = body.subarray(1, i).toString('latin1');
  const tcpPort = body.readUInt16BE(i);
  const udpPort = body.readUInt16BE(i + 2);
  i += 4;
  return {
    host,
    tcpPort,
    udpPort,
    identification: body.subarray(i, i + 16),
    alarmNumber: body.subarray(i + 16, i + 48).toString('latin1'),
    reserved: body.subarray(i + 48),
  };
}

/** A data packet of a file: magic, name (50 bytes), offset, length, data. Not escaped. */
export function dataPacket(name: string, offset: number, data: Buffer): Buffer {
  const head = Buffer.alloc(62);
  head.set([0x30, 0x31, 0x63, 0x64], 0);
  head.write(name, 4, 50, 'latin1');
  head.writeUInt32BE(offset, 54);
  head.writeUInt32BE(data.length, 58);
  return Buffer.concat([head, data]);
}

const nameField = (name: string) => {
  const bytes = Buffer.from(name, 'latin1');
  return Buffer.concat([Buffer.from([bytes.length]), bytes]);
};

/** The dashcam's connection to the attachment port (a terminal of the same phone number). */
export class AlarmUploader {
  private constructor(readonly terminal: Jt808Terminal) {}

  static async connect(port: number, phone: string) {
    return new AlarmUploader(await Jt808Terminal.connect(port, phone));
  }

  get socket() {
    return this.terminal.socket;
  }

  /** 0x1210 → its 0x8001 result. */
  async alarmFiles(
    identification: Buffer,
    alarmNumber: string,
    files: { name: string; size: number }[],
  ) {
    const list = files.map(({ name, size }) => {
      const sizeBytes = Buffer.alloc(4);
      sizeBytes.writeUInt32BE(size);
      return Buffer.concat([nameField(name), sizeBytes]);
    });
    const body = Buffer.concat([
      identification.subarray(0, 7),
      identification,
      Buffer.from(alarmNumber.padEnd(32, '\0'), 'latin1'),
      Buffer.from([0, files.length]),
      ...list,
    ]);
    return (await this.terminal.answer(this.terminal.send(0x1210, body))).body[4]!;
  }

  private fileBody(name: string, type: number, size: number) {
    const tail = Buffer.alloc(5);
    tail[0] = type;
    tail.writeUInt32BE(size, 1);
    return Buffer.concat([nameField(name), tail]);
  }

  /** 0x1211 → its 0x8001 result. */
  async fileInfo(name: string, type: number, size: number): Promise<number> {
    const serial = this.terminal.send(0x1211, this.fileBody(name, type, size));
    return (await this.terminal.answer(serial)).body[4]!;
  }

  /** 0x1212 → the platform's n-th 0x9212 about the file (1 = the first). */
  async fileDone(name: string, type: number, size: number, nth: number) {
    this.terminal.send(0x1212, this.fileBody(name, type, size));
    const results = () =>
      this.terminal.received.filter(
        (m) => m.msgId === 0x9212 && m.body.subarray(1, 1 + m.body[0]!).toString('latin1') === name,
      );
    await waitUntil(`0x9212 #${nth} for ${name}`, () => results().length >= nth, {
      timeoutMs: 30_000,
      everyMs: 10,
    });
    return readFileResult(results()[nth - 1]!);
  }

  /**
   * A whole file: 0x1211, then (when taken) its data in packets of 64 KiB and 0x1212. Answers
   * the 0x1211 result and, when taken, the 0x9212 answer (`nth` as for fileDone).
   */
  async sendFile(name: string, data: Buffer, nth = 1) {
    const info = await this.fileInfo(name, 4, data.length);
    if (info !== 0) return { info, done: null };
    for (let at = 0; at < data.length; at += 64 * 1024)
      this.socket.write(dataPacket(name, at, data.subarray(at, at + 64 * 1024)));
    return { info, done: await this.fileDone(name, 4, data.length, nth) };
  }

  close(): void {
    this.terminal.close();
  }
}

/** 0x9212 as read: result and the spans to send again. */
export function readFileResult(message: PlatformMessage) {
  const { body } = message;
  const at = 1 + body[0]!;
  const count = body[at + 2]!;
  const missing = Array.from({ length: count }, (_, i) => ({
    offset: body.readUInt32BE(at + 3 + 8 * i),
    length: body.readUInt32BE(at + 7 + 8 * i),
  }));
  return { type: body[at]!, result: body[at + 1]!, missing };
}
