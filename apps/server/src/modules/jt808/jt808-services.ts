import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { offsetMinutesOf } from '@fleet/contracts';
import type { TConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { TimeFormat } from '../../time-format.js';
import { BoundedMap } from '../ingest/bounded-map.js';
import type { DeviceDirectory } from '../ingest/device-directory.js';
import type { UnknownDevices } from '../ingest/unknown-devices.js';
import { instanceSignature } from '../live-camera/instance-signature.js';
import { internalUrlOf } from '../live-camera/internal-url.js';
import { localSecret } from '../media/local-secret.js';
import type { MediaIntake } from '../media/media-intake.js';
import type { PositionWriter } from '../positions/position-writer.js';
import { truckRepository } from '../trucks/truck-repository.js';
import type { TruckService } from '../trucks/truck-service.js';
import type { SystemWarning } from '../warnings/warning-service.js';
import { alarmWarnings } from './alarm-episodes.js';
import { instanceForward } from './instance-forward.js';
import type { Jt808Context } from './jt808-context.js';
import { jt808Service } from './jt808-service.js';
import { localPresence, sharedPresence } from './terminal-presence.js';
import { terminalRegistry } from './terminal-registry.js';
import { terminalRepository } from './terminal-repository.js';

interface Deps {
  config: TConfig;
  db: Database;
  log: FastifyBaseLogger;
  writer: PositionWriter;
  directory: DeviceDirectory;
  unknown: UnknownDevices;
  trucks: TruckService;
  warnings: { raiseSystem(warning: SystemWarning): Promise<unknown> };
  intake: MediaIntake;
  time: TimeFormat;
}

/** How long a terminal's clock offset is trusted: another instance's change shows within it. */
const OFFSET_TTL_MS = 30_000;

/**
 * The JT/T 808 gateway's services: the terminal registry (the interface JT/T 1078 builds
 * on), what connections work with, and the staff's actions. On PostgreSQL the registry
 * writes which instance holds each terminal, so a command reaches it from any instance.
 */
export function jt808Services(deps: Deps) {
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
  const raiseAlarms = alarmWarnings({
    warnings: deps.warnings,
    plateOf: async (id) => (await truckRows.find(id))?.plate ?? null,
  });

  const context: Jt808Context = {
    log: log.child({ port: 'jt808' }),
    truckOf: (deviceId) => deps.directory.truckOf(deviceId),
    driverOf: (uniqueId) => deps.directory.driverOf(uniqueId),
    recordUnknown: (deviceId, at) => deps.unknown.record(deviceId, at),
    write: (items) => deps.writer.write(items),
    terminals: {
      load: (deviceId) => repository.profile(deviceId),
      async offsetOf(deviceId) {
        const now = Date.now();
        const hit = offsets.get(deviceId);
        if (hit && hit.until > now) return hit.minutes;
        const { timeZone } = await repository.profile(deviceId);
        const minutes = timeZone ? offsetMinutesOf(timeZone) : defaultOffset;
        offsets.set(deviceId, { minutes, until: now + OFFSET_TTL_MS });
        return minutes;
      },
      registered: (deviceId, registration, code) =>
        repository.registered(deviceId, registration, code),
      authenticated: (deviceId, code) => repository.authenticated(deviceId, code),
      card: (deviceId, cardId) => repository.card(deviceId, cardId),
      loggedOut: (truckId, username) => repository.clearDriver(truckId, username),
      alarms: (deviceId, alarms) => repository.alarms(deviceId, alarms),
    },
    raiseAlarms,
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
    handlers: registry.handlers,
  };

  return {
    registry,
    context,
    signature,
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

export type Jt808Services = ReturnType<typeof jt808Services>;
