import { Registry } from 'prom-client';
import type { App, AreaCore } from '../../area-core.js';
import { listeners } from '../../area-core.js';
import type { Services } from '../../services.js';
import { openBlobStore } from './blobs/open-blob-store.js';
import { companyService } from './company/company-service.js';
import { companyRoutes } from './company/routes.js';
import { devicePorts } from './device-ports/device-ports.js';
import { devicePortCaps } from './device-ports/port-caps.js';
import { jobQueue } from './jobs/job-queue.js';
import { mailer as smtpMailer } from './mailer/mailer.js';
import { metricsRoutes } from './metrics/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { settingsService as settingsServiceOf } from './settings/settings-service.js';
import { settingsStore as settingsStoreOf } from './settings/settings-store.js';
import { systemRoutes } from './system/routes.js';
import { throttle } from './throttle/throttle.js';

// What other areas may use of this one.
export type { BlobStore, TByteRange } from './blobs/blob-store.js';
export { intakeUpload, uploadName } from './blobs/upload-intake.js';
export type { TStoredUpload } from './blobs/upload-intake.js';
export { BoundedMap } from './caches/bounded-map.js';
export { ttlCache } from './caches/ttl-cache.js';
export type { Answer, LoadMany } from './caches/ttl-cache.js';
export { addressKey as peerAddressKey } from './device-ports/address-key.js';
export { ConnectionGate } from './device-ports/connection-gate.js';
export type { DevicePorts } from './device-ports/device-ports.js';
export { INSTANCE_SIGNATURE_HEADER, instanceSignature } from './instances/instance-signature.js';
export type { InstanceSignature } from './instances/instance-signature.js';
export { internalUrlOf } from './instances/internal-url.js';
export { localFilesDir } from './blobs/open-blob-store.js';
export { cameraKeyOf, keyBytes } from './instances/camera-key.js';
export { localSecret } from './instances/local-secret.js';
export { secretBox } from './instances/secret-box.js';
export type { SecretBox } from './instances/secret-box.js';
export type { JobQueue } from './jobs/job-queue.js';
export { mailListRepository } from './mailer/mail-list-repository.js';
export type { MailListRepository } from './mailer/mail-list-repository.js';
export type { Mailer } from './mailer/mailer.js';
export { settingsService } from './settings/settings-service.js';
export type { SettingsService } from './settings/settings-service.js';
export { settingsStore } from './settings/settings-store.js';
export type { SettingsStore } from './settings/settings-store.js';
export { addressKey } from './throttle/address-key.js';
export type { TCount, Throttle } from './throttle/throttle.js';
export { bytesOf } from './xlsx/bytes-of.js';
export { firstSheetRows } from './xlsx/xlsx-first-sheet.js';

/** The platform: settings, jobs, files, mail, device ports, metrics, the company profile. */
export function buildPlatform({ config, db, log }: AreaCore) {
  const companyChanged = listeners();
  const jobs = jobQueue({
    db,
    // PostgreSQL: pg-boss keeps its own small pool; PGlite: it runs over our one connection.
    connectionString: db.engine === 'postgres' ? config.DATABASE_URL : undefined,
    log,
    timeZone: config.TZ_COMPANY,
    leaseSeconds: config.JOB_LEASE_S,
  });
  return {
    limits: throttle(db),
    // One reader of the admin's thresholds for every consumer of this process (one cache).
    settings: settingsServiceOf(settingsStoreOf(db)),
    jobs,
    blobs: openBlobStore(config),
    mailer: smtpMailer(config.SMTP_URL, log),
    ports: devicePorts({ caps: devicePortCaps(config), log }),
    metrics: new Registry(),
    company: companyService(settingsStoreOf(db), config.COMPANY_NAME, () => companyChanged.call()),
    /** The company profile changed (the authority feed resends its registrations). */
    onCompanyChanged: companyChanged.add,
  };
}

export type Platform = ReturnType<typeof buildPlatform>;

export async function platformRoutes(app: App, { config }: AreaCore, services: Services) {
  await app.register(systemRoutes, { config });
  await app.register(settingsRoutes, { settings: services.settings });
  await app.register(companyRoutes, { company: services.company });
  await app.register(metricsRoutes, { registry: services.metrics });
}
