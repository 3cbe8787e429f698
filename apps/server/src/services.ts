import type { FastifyBaseLogger } from 'fastify';
import type { AreaCore } from './area-core.js';
import type { TConfig } from './config.js';
import type { Database } from './db/database.js';
import { timeFormat } from './time-format.js';
import { buildAccounts } from './areas/accounts/index.js';
import { buildAlerts } from './areas/alerts/index.js';
import { buildFleet } from './areas/fleet/index.js';
import { buildIntake } from './areas/intake/index.js';
import { buildMedia } from './areas/media/index.js';
import { buildOperations, importThreads } from './areas/operations/index.js';
import { buildPlaces } from './areas/places/index.js';
import { buildPlatform } from './areas/platform/index.js';
import { buildReports } from './areas/reports/index.js';
import { buildTracking } from './areas/tracking/index.js';

/**
 * Builds the areas once per process, each from the ones below it (docs/architecture.md).
 * A lower area tells a higher one of changes through listeners the higher one adds.
 */
export function buildServices(config: TConfig, db: Database, log: FastifyBaseLogger) {
  const core: AreaCore = { config, db, log, time: timeFormat(config.TZ_COMPANY) };
  const platform = buildPlatform(core);
  const accounts = buildAccounts(core, platform);
  const fleet = buildFleet(core, accounts);
  // Threads that read uploaded files: map-point files (places) and trip plans (operations).
  const imports = importThreads({ log, bundleDir: config.WORKER_BUNDLE_DIR });
  const places = buildPlaces(core, platform, imports);
  const tracking = buildTracking(core, { platform, accounts, fleet, places });
  const alerts = buildAlerts(core, { platform, accounts, fleet, places, tracking });
  const media = buildMedia(core, { platform, accounts, fleet, places });
  const intake = buildIntake(core, { platform, fleet, tracking, alerts, media });
  const areas = { platform, accounts, fleet, places, tracking, alerts, media };
  const reports = buildReports(core, areas);
  const operations = buildOperations(core, { ...areas, reports }, imports);
  return {
    time: core.time,
    imports,
    ...platform,
    ...accounts,
    ...fleet,
    ...places,
    // After the platform: the settings that also reshape the motion model's history.
    ...tracking,
    ...alerts,
    ...media,
    ...intake,
    ...reports,
    ...operations,
  };
}

export type Services = ReturnType<typeof buildServices>;
