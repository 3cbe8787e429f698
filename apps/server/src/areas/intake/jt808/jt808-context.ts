import type { FastifyBaseLogger } from 'fastify';
import type { Answer } from '../../fleet/index.js';
import type { DeviceIntake } from '../ingest/device-intake.js';
import type { AttachmentDeps } from './attachment-connection.js';
import type { Jt808Location } from './location-report.js';
import type { Jt808Packet } from './packet.js';
import type { TerminalConnection } from './terminal-connection.js';
import type { TerminalProfile } from './terminal-repository.js';

/** What a connection knows of its terminal, as handlers and extensions see it. */
export interface TerminalLink {
  readonly deviceId: string | null;
  /** 2019 protocol version byte, or null for a 2011/2013 terminal. */
  readonly version: number | null;
  readonly authenticated: boolean;
  /** Where the terminal connects from: its video and files are taken from there only. */
  readonly address: string | null;
  /** Sends a platform message; answers the serial it went with. */
  send(msgId: number, body: Buffer): number;
}

/**
 * Answers a terminal message no built-in handler reads (JT/T 1078's 0x1205 arrives as a
 * reply; others such as 0x1206 come here). The number is the 0x8001 result to send, or
 * null when the handler answered itself.
 */
export type MessageHandler = (
  terminal: TerminalLink,
  packet: Jt808Packet,
) => Promise<number | null>;

/** The process-wide services every terminal connection works with. */
export interface Jt808Context {
  log: FastifyBaseLogger;
  /** The truck of a device id (cached briefly: at once when cached), else null. */
  truckOf(deviceId: string): Answer<number | null>;
  /** The username a driver card or login names, else null. */
  driverOf(uniqueId: string): Answer<string | null>;
  recordUnknown(deviceId: string, at: { lat: number; lon: number } | null): Promise<void>;
  /** The intake every protocol's reports go through (identity, driver, alarms, store). */
  intake: Pick<DeviceIntake, 'accept' | 'identifyDriver'>;
  terminals: {
    load(deviceId: string): Promise<TerminalProfile>;
    /** Minutes east of UTC of the terminal's clock (its override, else JT808_TIME_ZONE). */
    offsetOf(deviceId: string): Answer<number>;
    registered(deviceId: string, registration: object, authCode: string): Promise<void>;
    authenticated(deviceId: string, authCode: string, address: string | null): Promise<void>;
    card(deviceId: string, cardId: string | null): Promise<void>;
    /** A removed card logs its driver out of the truck's live state. */
    loggedOut(truckId: number, username: string): Promise<void>;
  };
  /** Raises the warnings of active-safety alarms and asks for their files (0x9208). */
  raiseSafetyAlarms(truckId: number, fixes: LocatedFix[], terminal: TerminalLink): Promise<void>;
  /** The alarm-attachment port's work (null: the console takes no alarm files). */
  attachments: AttachmentGateway | null;
  /** Stores a photo a terminal uploaded (0x0801) in the image history. */
  storePhoto(photo: {
    truckId: number;
    channel: number;
    location: Jt808Location | null;
    jpeg: Buffer;
  }): Promise<void>;
  /** Registry: a connection proved to be its terminal (authenticated), or no longer is. */
  claim(deviceId: string, connection: TerminalConnection): void;
  release(deviceId: string, connection: TerminalConnection): void;
  /** Another connection, here or on another instance, is authenticated as the terminal. */
  heldByAnother(deviceId: string, connection: TerminalConnection): Answer<boolean>;
  /** A registration of a truck's terminal was refused: a warning on the truck. */
  claimRefused(truckId: number, address: string | null): Promise<void>;
  /** Extensions (JT/T 1078) by message id. */
  handlers: Map<number, MessageHandler>;
}

/** What the attachment server works with, and where it tells the port it listens on. */
export interface AttachmentGateway extends AttachmentDeps {
  listening(port: number | null): void;
}

/** A location as stored, with the driver logged in for it. */
export interface LocatedFix {
  location: Jt808Location;
  driverUsername: string | null;
}
