import type { App, AreaCore, BuiltAreas } from '../../area-core.js';
import type { TConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Services } from '../../services.js';
import { localFilesDir } from '../platform/index.js';
import { databaseCheck } from './health/database-check.js';
import { healthReasons } from './health/health-reasons.js';
import { instanceWarnings } from './health/instance-warnings.js';
import { healthRoutes } from './health/routes.js';
import { storageCheck, type StorageFolder } from './health/storage-check.js';
import { alarmEpisodeRepository } from './ingest/alarm-episode-repository.js';
import { alarmEpisodes } from './ingest/alarm-episodes.js';
import { deviceIntake } from './ingest/device-intake.js';
import { driverIdentification } from './ingest/driver-identification.js';
import { ingestService } from './ingest/ingest-service.js';
import { postCommit } from './ingest/post-commit.js';
import { ingestRoutes } from './ingest/routes.js';
import { jt1078Module } from './jt1078/jt1078-module.js';
import { deviceRecordingRoutes } from './jt1078/routes.js';
import { alarmAttachmentRoutes } from './jt808/attachment-routes.js';
import { jt808Module } from './jt808/jt808-module.js';
import { jt808Routes } from './jt808/routes.js';
import { positionPartitions } from './positions/position-partitions.js';
import { positionWriter } from './positions/position-writer.js';
import { writerCheck } from './positions/writer-health.js';

// What other areas may use of this one.
export { instanceWarningLine, instanceWarnings } from './health/instance-warnings.js';
export type { StoredState } from './positions/position-store.js';
export type { WriteItem } from './positions/position-writer.js';
// The device ports main.ts opens once the console listens.
export { startOsmandServer } from './ingest/osmand-server.js';
export { startJt1078Server } from './jt1078/media-server.js';
export { startJt808Server } from './jt808/jt808-server.js';

/**
 * Intake: every device protocol's decoder, the one pipeline (device → truck, driver,
 * alarms), the group-commit writer and its post-commit step, and the instance's health.
 */
export function buildIntake(
  { config, db, log, time }: AreaCore,
  {
    platform,
    fleet,
    tracking,
    alerts,
    media,
  }: Pick<BuiltAreas, 'platform' | 'fleet' | 'tracking' | 'alerts' | 'media'>,
) {
  const health = healthReasons(log);
  health.add('database', databaseCheck(db));
  health.add(
    'storage',
    storageCheck(localFolders(config, db), config.STORAGE_MIN_FREE_MB * 1024 * 1024),
  );
  const writer = positionWriter(db, positionPartitions(db), {
    maxDelayMs: 2,
    maxItems: 5_000,
    maxInFlight: 3,
    movingKmh: async () => (await platform.settings.domain()).moving_speed_kmh,
    onCommit: postCommit({
      live: tracking.hub,
      geofences: tracking.geofences,
      motion: tracking.motion,
    }),
  });
  health.add('positions', writerCheck(writer));
  const { directory, unknownDevices: unknown } = fleet;
  const intake = deviceIntake({
    truckOf: (deviceId) => directory.truckOf(deviceId),
    unknown,
    drivers: driverIdentification({ driverOf: (uniqueId) => directory.driverOf(uniqueId) }),
    alarms: alarmEpisodes({
      repository: alarmEpisodeRepository(db),
      warnings: alerts.warnings,
      plateOf: async (id) => (await fleet.truckRows.find(id))?.plate ?? null,
    }),
    writer,
  });
  const jt808 = jt808Module({
    config,
    db,
    log,
    deviceIntake: intake,
    directory,
    unknown,
    trucks: fleet.trucks,
    warnings: alerts.warnings,
    intake: media.media.intake,
    blobs: platform.blobs,
    signer: media.media.signer,
    time,
  });
  const jt1078 = jt1078Module({
    config,
    db,
    log,
    terminals: jt808.registry,
    trucks: fleet.trucks,
    cameras: media.media.cameras,
    intake: media.media.intake,
    time,
    offsetOf: (deviceId) => Promise.resolve(jt808.context.terminals.offsetOf(deviceId)),
  });
  media.useDeviceSessions(jt1078.liveSession);
  health.add('device_ports', () => platform.ports.problems());
  return { health, writer, intake, ingest: ingestService({ intake, time }), jt808, jt1078 };
}

export type Intake = ReturnType<typeof buildIntake>;

/** Every fix taken is stored, and which terminal connections ended with this instance is told. */
export async function stopIntake(services: Services) {
  await services.writer.drain();
  await services.unknownDevices.close();
  await services.jt808.flush();
}

/** The folders on this machine's disks that fixes and files are written to. */
function localFolders(config: TConfig, db: Database): StorageFolder[] {
  const files = localFilesDir(config);
  return [
    ...(db.dir ? [{ subject: 'database', dir: db.dir }] : []),
    ...(files ? [{ subject: 'files', dir: files }] : []),
  ];
}

export async function intakeRoutes(app: App, { config, db }: AreaCore, services: Services) {
  await app.register(healthRoutes, {
    engine: db.engine,
    warnings: instanceWarnings(config, db.engine),
    reasons: services.health,
    ports: services.ports,
    feed: services.authorityFeed.status,
    alarmFiles: services.jt808.alarmFiles,
  });
  await app.register(deviceRecordingRoutes, services.jt1078);
  await app.register(ingestRoutes, { ingest: services.ingest, devices: services.devices });
  await app.register(jt808Routes, {
    service: services.jt808.service,
    registry: services.jt808.registry,
    signature: services.jt808.signature,
  });
  await app.register(alarmAttachmentRoutes, { attachments: services.jt808.attachments });
}
