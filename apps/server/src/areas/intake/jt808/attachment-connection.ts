import crypto from 'node:crypto';
import type { Answer } from '../../fleet/index.js';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { AttachmentFile } from './attachment-file.js';
import {
  ATTACHMENT_MSG,
  fileResult,
  readAlarmFiles,
  readFileInfo,
  type AlarmNumbers,
} from './attachment-messages.js';
import type { SaveAttachment } from './attachment-store.js';
import type { AlarmFileBudget, AlarmFileHold } from './alarm-file-budget.js';
import { AttachmentStream, type DataPiece, type StreamFault } from './attachment-stream.js';
import { buildFrame, deviceIdOf, parsePacket, type Jt808Packet } from './packet.js';
import { generalResponse, PLATFORM, RESULT } from './platform-messages.js';
import { TERMINAL } from './terminal-messages.js';

/** What an attachment connection works with (one set per attachment server). */
export interface AttachmentDeps {
  truckOf(deviceId: string): Answer<number | null>;
  numbers: AlarmNumbers;
  save: SaveAttachment;
  log: FastifyBaseLogger;
  /** The caps on alarm files (per file, alarm, truck and day, in total) and their counts. */
  budget: AlarmFileBudget;
  /** Largest sum of files one connection may offer (bytes declared, never given back). */
  connectionBytes: number;
}

export interface AttachmentSocket {
  write(frame: Buffer): void;
  pause(): void;
  resume(): void;
  end(): void;
}

/** Bytes read and not yet written to disk past which reading pauses. */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;
/** Files open at once on one connection (an alarm has a handful). */
const MAX_OPEN_FILES = 32;

/** The alarm a connection uploads files of (its 0x1210 accepted). */
interface UploadAlarm {
  truckId: number;
  key: string;
  /** Files the alarm announced: the most kept of it. */
  announced: number;
  /** The files 0x1210 listed (the first `announced`), by name: their sizes. */
  listed: Map<string, number>;
}

/**
 * One device's connection to the attachment port: 0x1210 names the alarm (with the alarm
 * number the console gave in 0x9208, else the connection is refused and closed), then per
 * file 0x1211, its data packets and 0x1212, answered with 0x9212 (complete, or the spans to
 * send again). Messages and data are handled in the order read; bad frames are dropped.
 * Only files 0x1210 listed are taken, as many as the alarm announced, each once, within the
 * caps of the budget; the bytes a connection offered are never given back to it.
 */
export class AttachmentConnection {
  private readonly stream: AttachmentStream;
  private chain: Promise<void> = Promise.resolve();
  private queuedBytes = 0;
  private paused = false;
  private to: { phone: Buffer; version: number | null } | null = null;
  private serial = 0;
  private alarm: UploadAlarm | null = null;
  private readonly files = new Map<
    string,
    { file: AttachmentFile; hold: AlarmFileHold; alarm: UploadAlarm }
  >();
  /** Files of the alarm kept already: their bytes are dropped, their end answered complete. */
  private readonly kept = new Set<string>();
  private declaredBytes = 0;
  private closed = false;
  readonly faults: Partial<Record<StreamFault | 'unknown_file', number>> = {};

  constructor(
    private readonly socket: AttachmentSocket,
    private readonly deps: AttachmentDeps,
    private readonly tempDir: string,
  ) {
    this.stream = new AttachmentStream(
      (frame) => {
        const copy = Buffer.from(frame);
        this.queue(copy.length, () => this.message(copy));
      },
      (piece) => this.queue(piece.bytes.length, () => this.data(piece)),
      (fault) => this.fault(fault),
    );
  }

  /** The console asked for the alarm's files this connection announced (0x1210 accepted). */
  get accepted(): boolean {
    return this.alarm !== null;
  }

  push(chunk: Buffer): void {
    if (!this.closed) this.stream.push(chunk);
  }

  /** The connection ended: files not completed are removed. */
  close(): void {
    this.closed = true;
    this.chain = this.chain.then(async () => {
      for (const { file, hold } of this.files.values()) {
        hold.release();
        await file.discard();
      }
      this.files.clear();
    });
  }

  private fault(fault: StreamFault | 'unknown_file'): void {
    this.faults[fault] = (this.faults[fault] ?? 0) + 1;
  }

  private queue(bytes: number, work: () => Promise<void>): void {
    this.queuedBytes += bytes;
    if (this.queuedBytes > MAX_QUEUED_BYTES && !this.paused) {
      this.paused = true;
      this.socket.pause();
    }
    this.chain = this.chain
      .then(() => (this.closed ? undefined : work()))
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'JT/T 808 alarm attachment failed');
      })
      .finally(() => {
        this.queuedBytes -= bytes;
        if (this.paused && this.queuedBytes <= MAX_QUEUED_BYTES / 2) {
          this.paused = false;
          this.socket.resume();
        }
      });
  }

  private async data(piece: DataPiece): Promise<void> {
    if (this.kept.has(piece.name)) return;
    const file = this.files.get(piece.name)?.file;
    if (!file || !file.write(piece.offset, piece.bytes)) return this.fault('unknown_file');
    if (file.pending > MAX_QUEUED_BYTES) await file.settled();
  }

  private send(msgId: number, body: Buffer): void {
    if (!this.to || this.closed) return;
    this.socket.write(buildFrame(msgId, this.to, this.serial, body));
    this.serial = (this.serial + 1) & 0xffff;
  }

  private respond(packet: Jt808Packet, result: number): void {
    this.send(PLATFORM.generalResponse, generalResponse(packet.serial, packet.msgId, result));
  }

  private async message(frame: Buffer): Promise<void> {
    const packet = parsePacket(frame);
    if (!packet) return this.fault('too_short');
    this.to = { phone: Buffer.from(packet.phone), version: packet.version };
    switch (packet.msgId) {
      case ATTACHMENT_MSG.alarmFiles:
        return this.alarmFiles(packet);
      case ATTACHMENT_MSG.fileInfo:
        return this.fileInfo(packet);
      case ATTACHMENT_MSG.fileDone:
        return this.fileDone(packet);
      case TERMINAL.heartbeat:
        return this.respond(packet, RESULT.ok);
      case TERMINAL.generalResponse:
        return; // to 0x9212
      default:
        return this.respond(packet, RESULT.unsupported);
    }
  }

  /** 0x1210: files of an alarm the console asked for, else refused and closed. */
  private async alarmFiles(packet: Jt808Packet): Promise<void> {
    const files = readAlarmFiles(packet.body);
    if (!files) return this.respond(packet, RESULT.badMessage);
    const deviceId = deviceIdOf(packet.phone);
    const truckId = await this.deps.truckOf(deviceId);
    const key = files.identification.toString('hex');
    if (truckId === null || !this.deps.numbers.matches(truckId, key, files.alarmNumber)) {
      this.deps.budget.refuse('unknown_alarm');
      this.deps.log.info({ deviceId }, 'JT/T 808 alarm attachments of an unknown alarm: refused');
      this.respond(packet, RESULT.failure);
      this.closed = true;
      this.socket.end();
      return;
    }
    const announced = files.identification[14]!;
    const listed = new Map(files.files.slice(0, announced).map((f) => [f.name, f.size]));
    this.alarm = { truckId, key, announced, listed };
    this.kept.clear();
    this.respond(packet, RESULT.ok);
  }

  /** 0x1211: a file is coming; refused unless listed, announced and within the caps. */
  private async fileInfo(packet: Jt808Packet): Promise<void> {
    const info = readFileInfo(packet.body);
    if (!info || info.size === 0) return this.respond(packet, RESULT.badMessage);
    if (!this.alarm) return this.respond(packet, RESULT.failure);
    const again = this.files.get(info.name);
    if (again) {
      this.files.delete(info.name);
      again.hold.release();
      await again.file.discard();
    }
    const { budget, connectionBytes } = this.deps;
    const verdict =
      this.alarm.listed.get(info.name) !== info.size
        ? budget.refuse('not_announced')
        : this.declaredBytes + info.size > connectionBytes || this.files.size >= MAX_OPEN_FILES
          ? budget.refuse('connection_full')
          : await budget.take({
              truckId: this.alarm.truckId,
              alarmKey: this.alarm.key,
              announced: this.alarm.announced,
              name: info.name,
              size: info.size,
            });
    if (verdict === 'kept') {
      this.kept.add(info.name);
      return this.respond(packet, RESULT.ok);
    }
    if (typeof verdict === 'string') {
      this.deps.log.info(
        { file: info.name, size: info.size, refused: verdict },
        'JT/T 808 alarm file refused',
      );
      return this.respond(packet, RESULT.failure);
    }
    const temp = path.join(this.tempDir, crypto.randomBytes(8).toString('hex'));
    const file = await AttachmentFile.open(info, temp).catch((error: unknown) => {
      verdict.release();
      throw error;
    });
    this.files.set(info.name, { file, hold: verdict, alarm: this.alarm });
    this.declaredBytes += info.size;
    this.respond(packet, RESULT.ok);
  }

  /** 0x1212: the file is stored when whole, else the spans missing are asked again. */
  private async fileDone(packet: Jt808Packet): Promise<void> {
    const info = readFileInfo(packet.body);
    if (info && this.kept.has(info.name))
      return this.send(ATTACHMENT_MSG.fileResult, fileResult(info, []));
    const coming = info ? this.files.get(info.name) : undefined;
    if (!info || !coming) return this.respond(packet, RESULT.failure);
    const { file, hold, alarm } = coming;
    const missing = await file.missing();
    if (missing.length > 0)
      return this.send(ATTACHMENT_MSG.fileResult, fileResult(file.info, missing));
    this.files.delete(info.name);
    try {
      await this.deps.save(alarm.truckId, alarm.key, file);
      hold.stored();
      this.kept.add(info.name);
      this.send(ATTACHMENT_MSG.fileResult, fileResult(file.info, []));
    } catch (error) {
      hold.release();
      this.deps.log.error({ err: error, file: info.name }, 'JT/T 808 alarm file not stored');
      this.respond(packet, RESULT.failure);
    } finally {
      await file.discard();
    }
  }
}
