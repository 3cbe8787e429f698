import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config.js';
import { geofenceTracker } from './areas/tracking/geofences/geofence-tracker.js';
import { liveHub } from './areas/tracking/live/live-hub.js';
import { liveSnapshots } from './areas/tracking/live/live-snapshot.js';
import type { Database } from './db/database.js';
import { accessService } from './areas/accounts/access/access-service.js';
import { authorityExportService } from './areas/reports/authority-export/export-service.js';
import { drivingExceptionService } from './areas/reports/driving-exceptions/driving-exception-service.js';
import { inspectionRepository } from './areas/accounts/access/inspection-repository.js';
import { inspectorAccessService } from './areas/fleet/inspector-access/inspector-access-service.js';
import { inspectorAuditRepository } from './areas/fleet/inspector-access/inspector-audit-repository.js';
import { accountRequestRepository } from './areas/accounts/account-requests/account-request-repository.js';
import { accountRequestService } from './areas/accounts/account-requests/account-request-service.js';
import { noticeRepository } from './areas/accounts/notices/notice-repository.js';
import { noticeService } from './areas/accounts/notices/notice-service.js';
import { resourceCatalog } from './areas/accounts/roles/resource-catalog.js';
import { roleRepository } from './areas/accounts/roles/role-repository.js';
import { roleService } from './areas/accounts/roles/role-service.js';
import { sessionRepository } from './areas/accounts/sessions/session-repository.js';
import { sessionService } from './areas/accounts/sessions/session-service.js';
import { avatarStore } from './areas/accounts/users/avatar-store.js';
import { loginThrottle } from './areas/accounts/users/login-throttle.js';
import { throttle } from './areas/platform/throttle/throttle.js';
import { userRepository } from './areas/accounts/users/user-repository.js';
import { userService } from './areas/accounts/users/user-service.js';
import { timeFormat } from './time-format.js';
import { truckRepository } from './areas/fleet/trucks/truck-repository.js';
import { truckService } from './areas/fleet/trucks/truck-service.js';
import { assignmentRepository } from './areas/fleet/assignments/assignment-repository.js';
import { assignmentService } from './areas/fleet/assignments/assignment-service.js';
import { deviceDirectory } from './areas/fleet/devices/device-directory.js';
import { deviceKeys } from './areas/fleet/devices/device-keys.js';
import { deviceService } from './areas/fleet/devices/device-service.js';
import { alarmEpisodes } from './areas/intake/ingest/alarm-episodes.js';
import { alarmEpisodeRepository } from './areas/intake/ingest/alarm-episode-repository.js';
import { deviceIntake } from './areas/intake/ingest/device-intake.js';
import { driverIdentification } from './areas/intake/ingest/driver-identification.js';
import { postCommit } from './areas/intake/ingest/post-commit.js';
import { ingestService } from './areas/intake/ingest/ingest-service.js';
import { unknownDevices } from './areas/fleet/devices/unknown-devices.js';
import { positionPartitions } from './areas/intake/positions/position-partitions.js';
import { positionWriter } from './areas/intake/positions/position-writer.js';
import { trackingRepository } from './areas/tracking/tracking/tracking-repository.js';
import { trackingService } from './areas/tracking/tracking/tracking-service.js';
import { markerRepository } from './areas/places/markers/marker-repository.js';
import { markerService } from './areas/places/markers/marker-service.js';
import { contractRepository } from './areas/reports/contracts/contract-repository.js';
import { contractService } from './areas/reports/contracts/contract-service.js';
import { tripReportService } from './areas/reports/contracts/trip-report-service.js';
import { storedStopRepository } from './areas/reports/contracts/stored-stops.js';
import { openBlobStore } from './areas/platform/blobs/open-blob-store.js';
import { mailListRepository } from './areas/platform/mailer/mail-list-repository.js';
import { warningMail } from './areas/alerts/warnings/warning-mail.js';
import { alertDeliveries as alertOutbox } from './areas/alerts/alert-deliveries/alert-deliveries.js';
import {
  configuredVapidKeys,
  vapidKeys,
  vapidSubjectOf,
} from './areas/alerts/web-push/vapid-keys.js';
import {
  pushServiceAgent,
  pushServiceHostsOf,
  webPushService,
} from './areas/alerts/web-push/web-push-service.js';
import { warningAlertFacts } from './areas/alerts/warnings/warning-alert-facts.js';
import { alertRuleService } from './areas/alerts/alert-rules/alert-rule-service.js';
import { channelSettings } from './areas/alerts/alert-channels/channel-settings.js';
import { channelAdmin } from './areas/alerts/alert-channels/channel-admin.js';
import { channelRate } from './areas/alerts/alert-channels/channel-rate.js';
import { phoneAlerts as phoneAlertSenders } from './areas/alerts/alert-channels/phone-alerts.js';
import { zaloTokens } from './areas/alerts/alert-channels/zalo-tokens.js';
import { motionModule } from './areas/tracking/motion/motion-module.js';
import { mediaModule } from './areas/media/media/media-module.js';
import { mailer as smtpMailer } from './areas/platform/mailer/mailer.js';
import { warehouseModule } from './areas/media/warehouse/warehouse-module.js';
import { liveCameraModule } from './areas/media/live-camera/live-camera-module.js';
import { excelService } from './areas/operations/excel/excel-service.js';
import { importThreads } from './areas/operations/file-imports/import-threads.js';
import { reconciliationService } from './areas/operations/excel/reconciliation-service.js';
import { tripPlanRepository } from './areas/operations/excel/trip-plan-repository.js';
import { orderImageRepository } from './areas/operations/order-images/order-image-repository.js';
import { orderImageService } from './areas/operations/order-images/order-image-service.js';
import { jobQueue } from './areas/platform/jobs/job-queue.js';
import { jt808Module } from './areas/intake/jt808/jt808-module.js';
import { jt1078Module } from './areas/intake/jt1078/jt1078-module.js';
import { devicePorts } from './areas/platform/device-ports/device-ports.js';
import { devicePortCaps } from './areas/platform/device-ports/port-caps.js';
import { healthReasons } from './areas/intake/health/health-reasons.js';
import { operationsModule } from './areas/operations/operations/operations-module.js';
import { driverReportRepository } from './areas/reports/driver-reports/driver-report-repository.js';
import { driverReportService } from './areas/reports/driver-reports/driver-report-service.js';
import { reportRepository } from './areas/reports/standard-reports/report-repository.js';
import { standardReportService } from './areas/reports/standard-reports/report-service.js';
import { videoMoments } from './areas/reports/standard-reports/video-moments.js';
import { companyCalendar } from './areas/tracking/motion/company-calendar.js';
import { retentionPurge } from './areas/tracking/retention/retention-purge.js';
import { registerPurgeJob } from './areas/tracking/retention/retention-job.js';
import { geocodeModule } from './areas/places/geocode/geocode-module.js';
import { settingsService } from './areas/platform/settings/settings-service.js';
import { settingsStore } from './areas/platform/settings/settings-store.js';
import { databaseCheck } from './areas/intake/health/database-check.js';
import { storageCheck, type StorageFolder } from './areas/intake/health/storage-check.js';
import { localFilesDir } from './areas/platform/blobs/open-blob-store.js';
import { writerCheck } from './areas/intake/positions/writer-health.js';
import { Registry } from 'prom-client';
import { authorityFeedModule } from './areas/reports/authority-feed/authority-feed-module.js';
import { feedService } from './areas/reports/authority-feed/feed-service.js';
import { amqpPublisher } from './areas/reports/authority-feed/amqp-publisher.js';
import { companyService } from './areas/platform/company/company-service.js';
import { secretBox } from './areas/platform/instances/secret-box.js';
import { keyBytes } from './config.js';
import { localSecret } from './areas/platform/instances/local-secret.js';
import { driverNowService } from './areas/operations/driver-app/driver-now-service.js';
import { driverTruckRepository } from './areas/operations/driver-app/driver-truck-repository.js';
import { driverTripService } from './areas/operations/driver-app/driver-trip-service.js';
import { driverPhotoService } from './areas/operations/driver-app/driver-photo-service.js';
import { tripStopPhotoRepository } from './areas/operations/driver-app/trip-stop-photo-repository.js';
import { mediaRepository } from './areas/media/media/media-repository.js';
import { tripStopMarkRepository } from './areas/operations/driver-app/trip-stop-mark-repository.js';
import { driverMessageRepository } from './areas/operations/driver-messages/driver-message-repository.js';
import { driverMessageService } from './areas/operations/driver-messages/driver-message-service.js';

/** How often live deltas go out to browsers: a few per second keeps fix-to-screen well under a second. */
const LIVE_FLUSH_MS = 250;

/** Wires repositories and services once per process. */
export function buildServices(config: TConfig, db: Database, log: FastifyBaseLogger) {
  const time = timeFormat(config.TZ_COMPANY);
  const health = healthReasons(log);
  health.add('database', databaseCheck(db));
  health.add(
    'storage',
    storageCheck(localFolders(config, db), config.STORAGE_MIN_FREE_MB * 1024 * 1024),
  );
  const roleRows = roleRepository(db);
  const userRows = userRepository(db);
  const sessions = sessionService(sessionRepository(db), config.SESSION_TTL_HOURS);
  const inspections = inspectionRepository(db);
  const access = accessService(roleRows, inspections);
  const limits = throttle(db);
  const geocode = geocodeModule(config, db, limits, log);
  // Registrations the authority feed keeps (vehicles, drivers) follow edits at once.
  let registrationsChanged = () => {};
  const users = userService({
    users: userRows,
    roles: roleRows,
    sessions,
    access,
    throttle: loginThrottle(limits),
    time,
    onChange: () => registrationsChanged(),
  });
  const notices = noticeService(noticeRepository(db), userRows, access, time);
  const directory = deviceDirectory(db);
  const truckRows = truckRepository(db);
  const trucks = truckService({
    trucks: truckRows,
    users: userRows,
    access,
    time,
    onChange: () => {
      directory.forget();
      registrationsChanged();
    },
  });
  const unknown = unknownDevices(db, { log });
  // One reader of the admin's thresholds for every consumer of this process (one cache).
  const settings = settingsService(settingsStore(db));
  const trackingRows = trackingRepository(db);
  const tracking = trackingService({
    repository: trackingRows,
    trucks,
    time,
    addresses: geocode,
    settings,
    calendar: companyCalendar(config.TZ_COMPANY),
  });
  const hub = liveHub({ db, repository: trackingRows, tracking, log, flushMs: LIVE_FLUSH_MS });
  const snapshots = liveSnapshots({ hub, trucks, tracking, addresses: geocode });
  const markerRows = markerRepository(db);
  const geofences = geofenceTracker(db, markerRows, log);
  const motion = motionModule({
    config,
    db,
    log,
    notices,
    time,
    settings,
  });
  const assignments = assignmentService({
    assignments: assignmentRepository(db),
    trucks,
    truckRows: truckRepository(db),
    users: userRows,
    time,
    // Attribution changed: derive the truck's history again.
    onChange: (truckId) => motion.engine.recompute(truckId),
  });
  const writer = positionWriter(db, positionPartitions(db), {
    maxDelayMs: 2,
    maxItems: 5_000,
    maxInFlight: 3,
    movingKmh: async () => (await settings.domain()).moving_speed_kmh,
    onCommit: postCommit({ live: hub, geofences, motion: motion.engine }),
  });
  health.add('positions', writerCheck(writer));
  const jobs = jobQueue({
    db,
    // PostgreSQL: pg-boss keeps its own small pool; PGlite: it runs over our one connection.
    connectionString: db.engine === 'postgres' ? config.DATABASE_URL : undefined,
    log,
    timeZone: config.TZ_COMPANY,
    leaseSeconds: config.JOB_LEASE_S,
  });
  const blobs = openBlobStore(config);
  const imports = importThreads({ log });
  const devices = deviceService({ keys: deviceKeys(db), unknown, directory, trucks, time });
  const tripPlanRows = tripPlanRepository(db);
  const excel = excelService({
    repository: tripPlanRows,
    blobs,
    trucks,
    markers: markerRows,
    time,
    timeZone: config.TZ_COMPANY,
    imports,
  });
  const media = mediaModule({
    config,
    db,
    log,
    blobs,
    jobs,
    trucks,
    devices,
    directory,
    time,
    addresses: geocode,
  });
  const mailer = smtpMailer(config.SMTP_URL, log);
  const operations = operationsModule({
    db,
    jobs,
    trucks,
    access,
    blobs,
    notices,
    users: userRows,
    time,
    log,
    offlineMinutes: async () => (await motion.services.settings.domain()).offline_minutes,
    driverNow: async (truckId) => (await tracking.driversNow([truckId])).get(truckId) ?? null,
    addresses: geocode,
  });
  motion.violationsTo(operations.warnings, jobs.whenStarted());
  const alertDeliveries = alertOutbox({
    db,
    log,
    time,
    senders: {
      mail: (delivery) => warningMails.send(delivery),
      push: (delivery) => webPush.send(delivery),
      zalo: (delivery, now) => phoneAlerts.sendZalo(delivery, now),
      sms: (delivery, now) => phoneAlerts.sendSms(delivery, now),
    },
  });
  const factsOf = warningAlertFacts({ db, addresses: geocode, time, publicUrl: config.PUBLIC_URL });
  const warningMails = warningMail({
    db,
    mailer,
    recipients: (within) => mailListRepository(within).list(),
    queue: (tx, warningId, to) => alertDeliveries.queue(tx, 'mail', warningId, to),
    factsOf,
  });
  const webPush = webPushService({
    db,
    keys: vapidKeys({ db, configured: configuredVapidKeys(config) }),
    subject: config.VAPID_SUBJECT ?? vapidSubjectOf(config.PUBLIC_URL),
    serviceHosts: pushServiceHostsOf(config.PUSH_SERVICE_HOSTS),
    agent: pushServiceAgent(config.PUSH_SERVICE_CA),
    factsOf,
  });
  const alertRules = alertRuleService({ db, access, roles: roleRows, time });
  // Secrets of the Zalo and SMS channels: sealed with the key that seals camera sources.
  const channelBox = secretBox(
    config.CAMERA_KEY ? keyBytes(config.CAMERA_KEY)! : localSecret(config.dataDir, 'camera-key'),
  );
  const channelSetup = channelSettings(config, settingsStore(db), channelBox);
  const zaloTokenPair = zaloTokens(db, channelBox);
  const phoneAlerts = phoneAlertSenders({
    db,
    settings: channelSetup,
    tokens: zaloTokenPair,
    rate: channelRate(db),
    factsOf,
  });
  const alertChannels = channelAdmin(channelSetup, zaloTokenPair, time);
  alertDeliveries.start();
  operations.warnings.onRaised((warning, tx) => warningMails.raised(warning, tx));
  // Each person told of the warning, by the channels of their alert rule.
  operations.warnings.onRaised(async (warning, tx) => {
    const to = await alertRules.recipients(tx, warning);
    await alertDeliveries.queue(tx, 'push', warning.id, await webPush.subscriptionsOf(tx, to.push));
    if (mailer.enabled) await alertDeliveries.queue(tx, 'mail', warning.id, to.mail);
    const phone = await phoneAlerts.enabled(tx);
    if (phone.zalo) await alertDeliveries.queue(tx, 'zalo', warning.id, to.zalo);
    if (phone.sms) await alertDeliveries.queue(tx, 'sms', warning.id, to.sms);
  });
  const intake = deviceIntake({
    truckOf: (deviceId) => directory.truckOf(deviceId),
    unknown,
    drivers: driverIdentification({ driverOf: (uniqueId) => directory.driverOf(uniqueId) }),
    alarms: alarmEpisodes({
      repository: alarmEpisodeRepository(db),
      warnings: operations.warnings,
      plateOf: async (id) => (await truckRows.find(id))?.plate ?? null,
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
    trucks,
    warnings: operations.warnings,
    intake: media.intake,
    blobs,
    signer: media.signer,
    time,
  });
  const jt1078 = jt1078Module({
    config,
    db,
    log,
    terminals: jt808.registry,
    trucks,
    cameras: media.cameras,
    intake: media.intake,
    time,
    offsetOf: (deviceId) => Promise.resolve(jt808.context.terminals.offsetOf(deviceId)),
  });
  const retention = retentionPurge({
    db,
    blobs,
    settings: motion.services.settings,
    notices,
    calendar: companyCalendar(config.TZ_COMPANY),
    log,
  });
  registerPurgeJob(jobs, retention, config.RETENTION_PURGE_AT, log);
  const ports = devicePorts({ caps: devicePortCaps(config), log });
  health.add('device_ports', () => ports.problems());
  const metrics = new Registry();
  const company = companyService(settingsStore(db), config.COMPANY_NAME, () =>
    registrationsChanged(),
  );
  const authorityFeed = authorityFeedModule({
    config,
    db,
    log,
    time,
    store: settingsStore(db),
    // The broker URL carries a password: sealed with the key that seals camera sources.
    box: secretBox(
      config.CAMERA_KEY ? keyBytes(config.CAMERA_KEY)! : localSecret(config.dataDir, 'camera-key'),
    ),
    domain: settings,
    company: async () => {
      const p = await company.profile();
      return { name: p.name, taxCode: p.tax_code, address: p.address, phone: p.phone };
    },
    metrics,
    warnings: operations.warnings,
  });
  registrationsChanged = () => authorityFeed.forwarder.registrationsChanged();
  const reconciliation = reconciliationService({
    excel,
    repository: tripPlanRows,
    tracking: trackingRows,
    time,
    addresses: geocode,
    settings,
  });
  const driverNow = driverNowService({
    people: driverReportRepository(db),
    trucks: driverTruckRepository(db),
    settings,
    calendar: companyCalendar(config.TZ_COMPANY),
    driversNow: (ids) => tracking.driversNow(ids),
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
    ports,
    health,
    metrics,
    company,
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
    geocode,
    retention,
    time,
    jobs,
    ...motion.services,
    assignments,
    driverReports: driverReportService({
      people: driverReportRepository(db),
      markers: markerRows,
      trucks,
      settings,
      calendar: companyCalendar(config.TZ_COMPANY),
      time,
      access,
      addresses: geocode,
    }),
    warnings: operations.warnings,
    warningMails,
    alertDeliveries,
    webPush,
    alertRules,
    alertChannels,
    rules: operations.rules,
    papers: operations.papers,
    lostSignal: operations.lostSignal,
    sessions,
    access,
    inspectorAudit: inspectorAuditRepository(db),
    drivingExceptions: drivingExceptionService({
      db,
      time,
      visibleTrucks: (actor) => trucks.visibleIds(actor),
    }),
    authorityExport: authorityExportService({
      db,
      blobs,
      time,
      company: () => company.profile(),
      visibleTrucks: (actor) => trucks.visibleIds(actor),
      onError: (error) => log.error({ err: error }, 'TT 71 export cut short'),
    }),
    inspectors: inspectorAccessService({
      inspections,
      audit: inspectorAuditRepository(db),
      users: userRows,
      trucks: truckRows,
      time,
      timeZone: config.TZ_COMPANY,
    }),
    users,
    userRows,
    notices,
    avatars: avatarStore(blobs),
    blobs,
    roles: roleService({
      roles: roleRows,
      users: userRows,
      catalog: resourceCatalog(db),
      access,
    }),
    accountRequests: accountRequestService(
      accountRequestRepository(db),
      notices,
      users,
      time,
      limits,
    ),
    trucks,
    writer,
    hub,
    liveSnapshots: snapshots,
    geofences,
    intake,
    ingest: ingestService({ intake, time }),
    devices,
    unknownDevices: unknown,
    jt808,
    jt1078,
    trackingRows,
    tracking,
    markers: markerService({
      markers: markerRows,
      time,
      imports,
      onChange: () => {
        geofences.forgetMarkers();
        motion.engine.forgetZones();
        geocode.forgetMapPoints();
      },
    }),
    media,
    mailer,
    warehouse: warehouseModule({ config, db, log, access, blobs, jobs, notices, mailer, time }),
    liveCamera: liveCameraModule({
      config,
      db,
      log,
      trucks,
      cameras: media.cameras,
      deviceSession: jt1078.liveSession,
    }),
    contracts: contractService({
      contracts: contractRepository(db),
      trucks,
      users: userRows,
      markers: markerRows,
      time,
    }),
    tripReport: tripReportService({
      tracking,
      storedStops: storedStopRepository(db),
      markers: markerRows,
      time,
      videos: media.history,
      addresses: geocode,
      settings,
    }),
    excel,
    imports,
    reconciliation,
    orderImages: orderImageService({
      repository: orderImageRepository(db),
      blobs,
      time,
      trucks,
    }),
    standardReports: standardReportService({
      reports: reportRepository(db),
      people: driverReportRepository(db),
      trucks,
      settings: motion.services.settings,
      calendar: companyCalendar(config.TZ_COMPANY),
      time,
      addresses: geocode,
    }),
    reportVideos: videoMoments(media.history, time),
    driverNow,
    driverTrips,
    driverPhotos: driverPhotoService({
      db,
      trips: driverTrips,
      intake: media.intake,
      media: mediaRepository(db),
      photos: tripStopPhotos,
      time,
    }),
    driverMessages: driverMessageService({
      repository: driverMessageRepository(db),
      trucks,
      tracking,
      names: (usernames) => trackingRows.driverNames(usernames),
      time,
    }),
  };
}

/** The folders on this machine's disks that fixes and files are written to. */
function localFolders(config: TConfig, db: Database): StorageFolder[] {
  const files = localFilesDir(config);
  return [
    ...(db.dir ? [{ subject: 'database', dir: db.dir }] : []),
    ...(files ? [{ subject: 'files', dir: files }] : []),
  ];
}

export type Services = ReturnType<typeof buildServices>;
