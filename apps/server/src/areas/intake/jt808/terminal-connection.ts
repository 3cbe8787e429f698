import { randomUUID } from 'node:crypto';
import { AppError } from '../../../http/app-error.js';
import type { Jt808Context, TerminalLink } from './jt808-context.js';
import { handleMessage } from './message-handlers.js';
import { buildFrame, deviceIdOf, parsePacket, type Jt808Packet } from './packet.js';
import { generalResponse, PLATFORM, RESULT } from './platform-messages.js';
import { answerPackage, sweepPackages } from './photo-upload.js';
import { SubPackages } from './sub-packages.js';
import { TERMINAL } from './terminal-messages.js';

/** Where a connection writes, how it holds back reading (backpressure), and who is there. */
export interface ConnectionSocket {
  write(frame: Buffer): void;
  pause(): void;
  resume(): void;
  /** Ends the connection (another connection proved to be the terminal). */
  end(): void;
  /** The peer's address (IPv4 without the `::ffff:` prefix), null when unknown. */
  readonly address: string | null;
}

/** The body of a command, or one per header generation when they differ (0x8300). */
export type TerminalBody = Buffer | { legacy: Buffer; v2019: Buffer };

export interface TerminalReply {
  msgId: number;
  body: Buffer;
  /** Where the terminal that answered connects from (its video is taken from there only). */
  address: string | null;
}

interface PendingRequest {
  msgId: number;
  replyIds: readonly number[];
  resolve(reply: TerminalReply): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** Messages read and not yet handled past which reading pauses. */
const MAX_QUEUED = 64;
/** Commands awaiting a reply on one connection. */
const MAX_REQUESTS = 32;

/**
 * One terminal's TCP connection: reads its messages in order (a driver card applies to the
 * fixes after it), answers them, and carries the platform's commands with their replies.
 */
export class TerminalConnection implements TerminalLink {
  readonly connectionId = randomUUID();
  deviceId: string | null = null;
  version: number | null = null;
  private signedIn = false;
  /** The driver card in the reader; `username` null when it names nobody in the console. */
  card: { id: string; username: string | null } | null = null;
  /** The terminal's saved profile was loaded (first message of a known truck). */
  profiled = false;
  private phone: Buffer | null = null;
  private serial = 0;
  /** Messages read and not yet handled, oldest first; handled one at a time, in order. */
  private readonly inbox: Jt808Packet[] = [];
  private handling = false;
  /** Answers owed for messages whose writes are committing. */
  private owed = 0;
  private readonly requests = new Map<number, PendingRequest>();
  readonly packages = new SubPackages();
  private claimedAs: string | null = null;
  closed = false;

  constructor(
    private readonly socket: ConnectionSocket,
    readonly context: Jt808Context,
  ) {}

  /** Whether the connection proved to be its terminal (0x0102 with the terminal's code). */
  get authenticated(): boolean {
    return this.signedIn;
  }

  /** Where the terminal connects from. */
  get address(): string | null {
    return this.socket.address;
  }

  /**
   * Whether a frame whose check code is wrong is still this terminal's message: its header reads,
   * its id is a terminal's (0x0xxx/0x1xxx) and it names the phone this connection speaks for
   * (any phone before the first message). Bytes between frames that happen to parse never rename
   * or sign out a connection.
   */
  speaksFor(packet: Jt808Packet): boolean {
    if (packet.msgId >= 0x2000) return false;
    return this.phone === null || packet.phone.equals(this.phone);
  }

  /** One checked frame from the reader. Never throws: a bad message is answered or dropped. */
  receive(frame: Buffer): void {
    if (this.closed) return;
    const packet = parsePacket(frame);
    if (!packet) return;
    this.version = packet.version;
    if (!this.phone || !packet.phone.equals(this.phone)) this.named(packet.phone);
    // Nothing is reassembled for a connection that has not proved its terminal.
    if (packet.packages && !this.signedIn) return this.respond(packet, RESULT.failure);
    const whole = packet.packages ? answerPackage(this, packet) : packet;
    if (!whole || this.takeReply(whole)) return;
    this.inbox.push(whole);
    if (this.inbox.length === MAX_QUEUED) this.socket.pause();
    if (!this.handling) void this.handleInbox();
  }

  /** Handles the inbox in order (one loop per busy spell, not a promise chain per message). */
  private async handleInbox(): Promise<void> {
    this.handling = true;
    // Let the rest of the chunk read be framed first, as a chain would.
    await Promise.resolve();
    while (this.inbox.length > 0) {
      const packet = this.inbox[0]!;
      try {
        await handleMessage(this, packet);
      } catch (error) {
        this.context.log.warn({ err: error, deviceId: this.deviceId }, 'JT/T 808 message failed');
        this.respond(packet, RESULT.failure);
      }
      this.inbox.shift();
      if (this.inbox.length === MAX_QUEUED - 1) this.socket.resume();
    }
    this.handling = false;
  }

  /** Counts an answer owed until `work` settles (the stop waits for those). */
  owe<T>(work: Promise<T>): Promise<T> {
    this.owed += 1;
    return work.finally(() => (this.owed -= 1));
  }

  /** Nothing read is left unanswered. */
  get idle(): boolean {
    return this.inbox.length === 0 && this.owed === 0;
  }

  send(msgId: number, body: Buffer): number {
    const serial = this.serial;
    this.serial = (this.serial + 1) & 0xffff;
    if (!this.closed && this.phone)
      this.socket.write(
        buildFrame(msgId, { phone: this.phone, version: this.version }, serial, body),
      );
    return serial;
  }

  /** 0x8001 to a terminal message. */
  respond(packet: Jt808Packet, result: number): void {
    this.send(PLATFORM.generalResponse, generalResponse(packet.serial, packet.msgId, result));
  }

  /**
   * Sends a command and resolves with the terminal's reply: a message of `replyIds` whose
   * body starts with the command's serial (0x0001 also names the command's id).
   */
  request(
    msgId: number,
    body: TerminalBody,
    replyIds: readonly number[],
    timeoutMs: number,
  ): Promise<TerminalReply> {
    if (this.closed) return Promise.reject(offline());
    if (this.requests.size >= MAX_REQUESTS)
      return Promise.reject(new AppError('CONFLICT', 'Too many commands wait for this terminal'));
    const bytes = Buffer.isBuffer(body) ? body : this.version === null ? body.legacy : body.v2019;
    return new Promise((resolve, reject) => {
      const serial = this.send(msgId, bytes);
      const timer = setTimeout(() => {
        this.requests.delete(serial);
        reject(new AppError('TERMINAL_TIMEOUT', 'The terminal did not answer in time'));
      }, timeoutMs);
      this.requests.get(serial)?.reject(offline());
      this.requests.set(serial, { msgId, replyIds, resolve, reject, timer });
    });
  }

  /** The connection ended: its commands fail, its terminal is no longer reached through it. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const pending of this.requests.values()) {
      clearTimeout(pending.timer);
      pending.reject(offline());
    }
    this.requests.clear();
    this.packages.clear();
    if (this.claimedAs) this.context.release(this.claimedAs, this);
    this.claimedAs = null;
  }

  /** A newer connection proved to be the terminal: this one is believed no more, and ends. */
  displaced(): void {
    this.signOut();
    this.close();
    this.socket.end();
  }

  /** Gives up sub-packaged messages left incomplete (the server calls it every few seconds). */
  sweep(now: number): void {
    if (this.packages.size > 0) sweepPackages(this, now);
  }

  /**
   * The terminal authenticated: the connection is believed from now on, and becomes the one
   * commands go to (an older connection of the terminal is displaced).
   */
  signIn(): void {
    if (!this.deviceId || this.closed) return;
    this.signedIn = true;
    this.claimedAs = this.deviceId;
    this.context.claim(this.deviceId, this);
  }

  /** 0x0003, or displaced: nothing more is believed until it authenticates again. */
  signOut(): void {
    this.signedIn = false;
    this.packages.clear();
    if (this.claimedAs) this.context.release(this.claimedAs, this);
    this.claimedAs = null;
  }

  private named(phone: Buffer): void {
    this.phone = Buffer.from(phone);
    const deviceId = deviceIdOf(phone);
    if (deviceId === this.deviceId) return;
    // Another terminal on this connection (a relay): nothing of the first carries over.
    this.signOut();
    this.deviceId = deviceId;
    this.profiled = false;
    this.card = null;
  }

  /** A reply to a pending command is handed over, and answered unless it is 0x0001. */
  private takeReply(packet: Jt808Packet): boolean {
    const { body, msgId } = packet;
    if (body.length < 2) return false;
    const pending = this.requests.get(body.readUInt16BE(0));
    if (!pending || !pending.replyIds.includes(msgId)) return false;
    if (
      msgId === TERMINAL.generalResponse &&
      (body.length < 4 || body.readUInt16BE(2) !== pending.msgId)
    )
      return false;
    this.requests.delete(body.readUInt16BE(0));
    clearTimeout(pending.timer);
    pending.resolve({ msgId, body: Buffer.from(body), address: this.address });
    if (msgId !== TERMINAL.generalResponse) this.respond(packet, RESULT.ok);
    return true;
  }
}

const offline = () => new AppError('TERMINAL_OFFLINE', 'The terminal is not connected');
