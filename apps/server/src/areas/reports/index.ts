import type { App, AreaCore, BuiltAreas } from '../../area-core.js';
import type { Services } from '../../services.js';
import { cameraKeyOf, secretBox, settingsStore } from '../platform/index.js';
import { companyCalendar } from '../tracking/index.js';
import { authorityExportService } from './authority-export/export-service.js';
import { authorityExportRoutes } from './authority-export/routes.js';
import { amqpPublisher } from './authority-feed/amqp-publisher.js';
import { authorityFeedModule } from './authority-feed/authority-feed-module.js';
import { feedService } from './authority-feed/feed-service.js';
import { authorityFeedRoutes } from './authority-feed/routes.js';
import { contractRepository } from './contracts/contract-repository.js';
import { contractService } from './contracts/contract-service.js';
import { contractRoutes } from './contracts/routes.js';
import { storedStopRepository } from './contracts/stored-stops.js';
import { tripReportService } from './contracts/trip-report-service.js';
import { driverReportRepository } from './driver-reports/driver-report-repository.js';
import { driverReportService } from './driver-reports/driver-report-service.js';
import { driverReportRoutes } from './driver-reports/routes.js';
import { drivingExceptionService } from './driving-exceptions/driving-exception-service.js';
import { drivingExceptionRoutes } from './driving-exceptions/routes.js';
import { reportRepository } from './standard-reports/report-repository.js';
import { standardReportService } from './standard-reports/report-service.js';
import { standardReportRoutes } from './standard-reports/routes.js';
import { videoMoments } from './standard-reports/video-moments.js';

// What other areas may use of this one.
export type { FeedFigures } from './authority-feed/feed-status.js';
export { drivingSeconds } from './contracts/trip-analysis.js';
export type { DriverReportRepository } from './driver-reports/driver-report-repository.js';
export { addDays, mondayOf } from './driver-reports/driving-weeks.js';

/** Reports: driver, standard and contract reports over the motion model's rows, TT 71 export and feed. */
export function buildReports(
  { config, db, log, time }: AreaCore,
  {
    platform,
    accounts,
    fleet,
    places,
    tracking,
    alerts,
    media,
  }: Pick<
    BuiltAreas,
    'platform' | 'accounts' | 'fleet' | 'places' | 'tracking' | 'alerts' | 'media'
  >,
) {
  const { company } = platform;
  const authorityFeed = authorityFeedModule({
    config,
    db,
    log,
    time,
    store: settingsStore(db),
    // The broker URL carries a password: sealed with the key that seals camera sources.
    box: secretBox(cameraKeyOf(config)),
    domain: platform.settings,
    company: async () => {
      const p = await company.profile();
      return { name: p.name, taxCode: p.tax_code, address: p.address, phone: p.phone };
    },
    metrics: platform.metrics,
    warnings: alerts.warnings,
  });
  // Registrations the authority feed keeps (vehicles, drivers) follow edits at once.
  const registrationsChanged = () => authorityFeed.forwarder.registrationsChanged();
  accounts.onUsersChanged(registrationsChanged);
  fleet.onTrucksChanged(registrationsChanged);
  platform.onCompanyChanged(registrationsChanged);
  const { trucks } = fleet;
  return {
    authorityFeed,
    feed: feedService({
      settings: authorityFeed.settings,
      status: authorityFeed.status,
      registrations: authorityFeed.registrations,
      codecs: authorityFeed.codecs,
      publisher: amqpPublisher(),
      visibleTrucks: (actor) => trucks.visibleIds(actor),
      changed: async () => {
        await authorityFeed.applySwitch();
        authorityFeed.forwarder.wake();
      },
    }),
    driverReportRows: driverReportRepository(db),
    driverReports: driverReportService({
      people: driverReportRepository(db),
      markers: places.markerRows,
      trucks,
      settings: platform.settings,
      calendar: companyCalendar(config.TZ_COMPANY),
      time,
      access: accounts.access,
      addresses: places.geocode,
    }),
    drivingExceptions: drivingExceptionService({
      db,
      time,
      visibleTrucks: (actor) => trucks.visibleIds(actor),
    }),
    authorityExport: authorityExportService({
      db,
      blobs: platform.blobs,
      time,
      company: () => company.profile(),
      visibleTrucks: (actor) => trucks.visibleIds(actor),
      onError: (error) => log.error({ err: error }, 'TT 71 export cut short'),
    }),
    contracts: contractService({
      contracts: contractRepository(db),
      trucks,
      users: accounts.userRows,
      markers: places.markerRows,
      time,
    }),
    tripReport: tripReportService({
      tracking: tracking.tracking,
      storedStops: storedStopRepository(db),
      markers: places.markerRows,
      time,
      videos: media.media.history,
      addresses: places.geocode,
      settings: platform.settings,
    }),
    standardReports: standardReportService({
      reports: reportRepository(db),
      people: driverReportRepository(db),
      trucks,
      settings: tracking.settings,
      calendar: companyCalendar(config.TZ_COMPANY),
      time,
      addresses: places.geocode,
    }),
    reportVideos: videoMoments(media.media.history, time),
  };
}

export type Reports = ReturnType<typeof buildReports>;

export async function startReports(services: Services) {
  await services.authorityFeed.start();
}

export async function stopReports(services: Services) {
  await services.authorityFeed.stop();
}

export async function reportRoutes(app: App, { config }: AreaCore, services: Services) {
  await app.register(driverReportRoutes, { reports: services.driverReports });
  await app.register(standardReportRoutes, {
    reports: services.standardReports,
    videos: services.reportVideos,
    time: services.time,
    companyName: config.COMPANY_NAME,
  });
  await app.register(contractRoutes, {
    contracts: services.contracts,
    tripReport: services.tripReport,
  });
  await app.register(drivingExceptionRoutes, { exceptions: services.drivingExceptions });
  await app.register(authorityExportRoutes, { exports: services.authorityExport });
  await app.register(authorityFeedRoutes, { feed: services.feed });
}
