import type { App, AreaCore, BuiltAreas } from '../../area-core.js';
import type { Services } from '../../services.js';
import { companyCalendar } from '../tracking/index.js';
import { driverNowService } from './driver-app/driver-now-service.js';
import { driverPhotoService } from './driver-app/driver-photo-service.js';
import { driverTripService } from './driver-app/driver-trip-service.js';
import { driverTruckRepository } from './driver-app/driver-truck-repository.js';
import { driverAppRoutes } from './driver-app/routes.js';
import { tripStopMarkRepository } from './driver-app/trip-stop-mark-repository.js';
import { tripStopPhotoRepository } from './driver-app/trip-stop-photo-repository.js';
import { driverMessageRepository } from './driver-messages/driver-message-repository.js';
import { driverMessageService } from './driver-messages/driver-message-service.js';
import { driverMessageRoutes } from './driver-messages/routes.js';
import { excelService } from './excel/excel-service.js';
import { reconciliationService } from './excel/reconciliation-service.js';
import { excelRoutes } from './excel/routes.js';
import { tripPlanRepository } from './excel/trip-plan-repository.js';
import type { ImportThreads } from './file-imports/import-threads.js';
import { operationsModule } from './operations/operations-module.js';
import { orderImageRepository } from './order-images/order-image-repository.js';
import { orderImageService } from './order-images/order-image-service.js';
import { orderImageRoutes } from './order-images/routes.js';
import { paperRoutes } from './papers/routes.js';
import { ruleRoutes } from './rules/routes.js';

// What other areas may use of this one.
export { cellValue } from './excel/trip-plan-cells.js';
export type { ImportThreads } from './file-imports/import-threads.js';

export { importThreads } from './file-imports/import-threads.js';

/** Operations: maintenance rules, papers, trip plans from Excel, order images, the driver app. */
export function buildOperations(
  { config, db, log, time }: AreaCore,
  {
    platform,
    accounts,
    fleet,
    places,
    tracking,
    alerts,
    media,
    reports,
  }: Pick<
    BuiltAreas,
    'platform' | 'accounts' | 'fleet' | 'places' | 'tracking' | 'alerts' | 'media' | 'reports'
  >,
  /** The threads that read uploaded files (trip plans among them). */
  imports: ImportThreads,
) {
  const { trucks } = fleet;
  const checks = operationsModule({
    db,
    jobs: platform.jobs,
    trucks,
    access: accounts.access,
    blobs: platform.blobs,
    users: accounts.userRows,
    time,
    log,
    offlineMinutes: async () => (await tracking.settings.domain()).offline_minutes,
    warnings: alerts.warnings,
  });
  const tripPlanRows = tripPlanRepository(db);
  const excel = excelService({
    repository: tripPlanRows,
    blobs: platform.blobs,
    trucks,
    markers: places.markerRows,
    time,
    timeZone: config.TZ_COMPANY,
    imports,
  });
  const reconciliation = reconciliationService({
    excel,
    repository: tripPlanRows,
    tracking: tracking.trackingRows,
    time,
    addresses: places.geocode,
    settings: platform.settings,
  });
  const driverNow = driverNowService({
    people: reports.driverReportRows,
    trucks: driverTruckRepository(db),
    settings: platform.settings,
    calendar: companyCalendar(config.TZ_COMPANY),
    driversNow: (ids) => tracking.tracking.driversNow(ids),
  });
  const tripStopPhotos = tripStopPhotoRepository(db);
  const driverTrips = driverTripService({
    now: driverNow,
    plans: tripPlanRows,
    reconciliation,
    marks: tripStopMarkRepository(db),
    photos: tripStopPhotos,
    calendar: companyCalendar(config.TZ_COMPANY),
    time,
  });
  return {
    ...checks,
    excel,
    reconciliation,
    orderImages: orderImageService({
      repository: orderImageRepository(db),
      blobs: platform.blobs,
      time,
      trucks,
    }),
    driverNow,
    driverTrips,
    driverPhotos: driverPhotoService({
      db,
      trips: driverTrips,
      intake: media.media.intake,
      media: media.mediaRows,
      photos: tripStopPhotos,
      time,
    }),
    driverMessages: driverMessageService({
      repository: driverMessageRepository(db),
      trucks,
      tracking: tracking.tracking,
      names: (usernames) => tracking.trackingRows.driverNames(usernames),
      time,
    }),
  };
}

export type Operations = ReturnType<typeof buildOperations>;

export async function stopOperations(services: Services) {
  await services.imports.close();
}

export async function operationRoutes(app: App, _core: AreaCore, services: Services) {
  await app.register(ruleRoutes, { rules: services.rules });
  await app.register(paperRoutes, { papers: services.papers });
  await app.register(driverAppRoutes, {
    now: services.driverNow,
    trips: services.driverTrips,
    photos: services.driverPhotos,
  });
  await app.register(driverMessageRoutes, { messages: services.driverMessages });
  await app.register(excelRoutes, {
    excel: services.excel,
    reconciliation: services.reconciliation,
  });
  await app.register(orderImageRoutes, { images: services.orderImages });
}
