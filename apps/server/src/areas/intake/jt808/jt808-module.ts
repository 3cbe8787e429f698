import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { offsetMinutesOf } from '@fleet/contracts';
import type { TConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';
import {
  BoundedMap,
  instanceSignature,
  internalUrlOf,
  localSecret,
  type BlobStore,
} from '../../platform/index.js';
import {
  type DeviceDirectory,
  type UnknownDevices,
  truckRepository,
  type TruckService,
} from '../../fleet/index.js';
import type { DeviceIntake } from '../ingest/device-intake.js';
import type { MediaIntake, MediaSigner } from '../../media/index.js';
import type { Actor } from '../../accounts/index.js';
import type { SystemWarning } from '../../alerts/index.js';
import { claimWarnings } from './claim-warnings.js';
import { alarmFileBudget } from './alarm-file-budget.js';
import { alarmNumbers } from './attachment-messages.js';
import { attachmentRepository } from './attachment-repository.js';
import { alarmAttachmentService } from './attachment-service.js';
import { attachmentStore } from './attachment-store.js';
import { instanceForward } from './instance-forward.js';
import type { Jt808Context } from './jt808-context.js';
import { jt808Service } from './jt808-service.js';
import { safetyWarnings } from './safety-warnings.js';
import { localPresence, sharedPresence } from './terminal-presence.js';
import { terminalRegistry } from './terminal-registry.js';
import { terminalRepository } from './terminal-repository.js';

interface Deps {
  config: TConfig;
  db: Database;
  log: FastifyBaseLogger;
  /** The device intake every protocol's reports go through. */
  deviceIntake: DeviceIntake;
  directory: DeviceDirectory;
  unknown: UnknownDevices;
  trucks: TruckService;
  warnings: {
    raiseSystem(warning: SystemWarning): Promise<{ id: number } | null>;
    visible(actor: Actor, id: number): Promise<{ id: number }>;
  };
  signer: MediaSigner;
  intake: MediaIntake;
  blobs: BlobStore;
  time: TimeFormat;
}

/** How long a terminal's clock offset is trusted: another instance's change shows within it. */
const OFFSET_TTL_MS = 30_000;
const MB = 1024 * 1024;
/** Largest sum of files on one attachment connection. */
const ATTACHMENT_CONNECTION_BYTES = 256 * 1024 * 1024;

/**
 * The JT/T 808 gateway's services: the terminal registry (the interface JT/T 1078 builds
 * on), what connections work with, and the staff's actions. On PostgreSQL the registry
 * writes which instance holds each terminal, so a command reaches it from any instance.
 */
export function jt808Module(deps: Deps) {
  const { config, db, log } = deps;
  const repository = terminalRepository(db);
  const defaultOffset = offsetMinutesOf(config.JT808_TIME_ZONE);
  const offsets = new BoundedMap<string, { minutes: number; until: number }>(20_000);
  const presence = db.engine === 'postgres' ? sharedPresence(db, log) : localPresence();
  const signature = instanceSignature(
    config.MEDIA_URL_SECRET ?? localSecret(config.dataDir, 'media-url-secret'),
  );
  const registry = terminalRegistry({ presence, forward: instanceForward(signature) });
  const truckRows = truckRepository(db);
  const plateOf = async (id: number) => (await truckRows.find(id))?.plate ?? null;
  const attachmentRows = attachmentRepository(db);
  const budget = alarmFileBudget({
    caps: {
      fileBytes: config.ALARM_FILE_MAX_MB * MB,
      alarmBytes: config.ALARM_FILES_PER_ALARM_MB * MB,
      truckDayBytes: config.ALARM_FILES_PER_TRUCK_DAY_MB * MB,
      totalBytes: config.ALARM_FILES_TOTAL_MB * MB,
    },
    usage: (truckId, alarmKey, name) => attachmentRows.usage(truckId, alarmKey, name),
  });
  const numbers = alarmNumbers(
    config.MEDIA_URL_SECRET ?? localSecret(config.dataDir, 'media-url-secret'),
  );
  // The attachment port as it listens (set by the server), and the host dashcams reach it at.
  let attachmentPort: number | null = null;
  const publicHost = config.JT1078_PUBLIC_HOST ?? null;
  const raiseSafetyAlarms = safetyWarnings({
    warnings: deps.warnings,
    plateOf,
    numbers,
    uploadTo: () =>
      publicHost && attachmentPort ? { host: publicHost, port: attachmentPort } : null,
    log,
  });

  const context: Jt808Context = {
    log: log.child({ port: 'jt808' }),
    truckOf: (deviceId) => deps.directory.truckOf(deviceId),
    driverOf: (uniqueId) => deps.directory.driverOf(uniqueId),
    recordUnknown: (deviceId, at) => deps.unknown.record(deviceId, at),
    intake: deps.deviceIntake,
    terminals: {
      load: (deviceId) => repository.profile(deviceId),
      offsetOf(deviceId) {
        const now = Date.now();
        const hit = offsets.get(deviceId);
        if (hit && hit.until > now) return hit.minutes;
        return repository.profile(deviceId).then(({ timeZone }) => {
          const minutes = timeZone ? offsetMinutesOf(timeZone) : defaultOffset;
          offsets.set(deviceId, { minutes, until: now + OFFSET_TTL_MS });
          return minutes;
        });
      },
      registered: (deviceId, registration, code) =>
        repository.registered(deviceId, registration, code),
      authenticated: (deviceId, code, address) => repository.authenticated(deviceId, code, address),
      card: (deviceId, cardId) => repository.card(deviceId, cardId),
      loggedOut: (truckId, username) => repository.clearDriver(truckId, username),
    },
    raiseSafetyAlarms,
    attachments: {
      truckOf: (deviceId) => deps.directory.truckOf(deviceId),
      numbers,
      save: attachmentStore({ blobs: deps.blobs, repository: attachmentRows }),
      log,
      budget,
      connectionBytes: ATTACHMENT_CONNECTION_BYTES,
      listening: (port) => (attachmentPort = port),
    },
    async storePhoto({ truckId, channel, location, jpeg }) {
      await deps.intake.image({
        truckId,
        channel,
        takenAt: location?.time ?? new Date(),
        body: Readable.from([jpeg]),
        source: 'device',
        position: location?.positioned ? { lat: location.lat, lon: location.lon } : null,
      });
    },
    claim: (deviceId, connection) => registry.claim(deviceId, connection),
    release: (deviceId, connection) => registry.release(deviceId, connection),
    heldByAnother: (deviceId, connection) => registry.heldByAnother(deviceId, connection),
    claimRefused: claimWarnings({ warnings: deps.warnings, plateOf }),
    handlers: registry.handlers,
  };

  return {
    registry,
    context,
    signature,
    attachments: alarmAttachmentService({
      warnings: deps.warnings,
      repository: attachmentRows,
      signer: deps.signer,
    }),
    /** Alarm files offered since start: stored, sent again, refused (for /api/health). */
    alarmFiles: () => budget.counts(),
    service: jt808Service({
      registry,
      terminals: repository,
      trucks: deps.trucks,
      time: deps.time,
      defaultTimeZone: config.JT808_TIME_ZONE,
      forgetOffset: (deviceId) => offsets.delete(deviceId),
    }),
    /** Once the main port listens: where the other instances reach this one. */
    async listening(address: AddressInfo | string | null): Promise<void> {
      const url = internalUrlOf(config.INTERNAL_URL, address);
      if (url) await registry.advertise(url);
    },
    /** Writes what the registry still holds back (at stop, after the port closed). */
    flush: () => presence.flush(),
  };
}

export type Jt808Module = ReturnType<typeof jt808Module>;
