import { sql as foundation } from './0001-foundation.js';
import { sql as trucks } from './0002-trucks.js';
import { sql as tracking } from './0003-tracking.js';
import { sql as markers } from './0004-markers.js';
import { sql as markerEvents } from './0005-marker-events.js';
import { sql as motion } from './0006-motion.js';
import { sql as operations } from './0007-operations.js';
import { sql as tripPlans } from './0008-trip-plans.js';
import { sql as media } from './0009-media.js';
import { sql as warehouse } from './0010-warehouse.js';
import { sql as contracts } from './0011-contracts.js';
import { sql as reports } from './0012-reports.js';
import { sql as noticeTrucks } from './0013-notice-trucks.js';
import { sql as accountScopes } from './0014-account-scopes.js';
import { sql as throttle } from './0015-throttle.js';
import { sql as retention } from './0016-retention.js';
import { sql as alertOutbox } from './0017-alert-outbox.js';
import { sql as liveRemuxes } from './0018-live-remuxes.js';
import { sql as jt808 } from './0019-jt808.js';
import { sql as geocodeCache } from './0020-geocode-cache.js';
import { sql as deviceAlarmWarnings } from './0021-device-alarm-warnings.js';
import { sql as jt1078 } from './0022-jt1078.js';
import { sql as driverSessions } from './0023-driver-sessions.js';
import { sql as terminalClaims } from './0024-terminal-claims.js';
import { sql as deviceAlarmEpisodes } from './0025-device-alarm-episodes.js';
import { sql as authorityFeed } from './0026-authority-feed.js';
import { sql as inspectorAccess } from './0027-inspector-access.js';
import { sql as drivingExceptions } from './0028-driving-exceptions.js';
import { sql as motionModel } from './0029-motion-model.js';
import { sql as overspeedBandRanks } from './0030-overspeed-band-ranks.js';
import { sql as driverApp } from './0031-driver-app.js';
import { sql as alertDeliveries } from './0032-alert-deliveries.js';
import { sql as driverMessages } from './0033-driver-messages.js';
import { sql as webPush } from './0034-web-push.js';
import { sql as driverPhotos } from './0035-driver-photos.js';
import { sql as openSessions } from './0036-open-sessions.js';
import { sql as alertRules } from './0037-alert-rules.js';
import { sql as wheelDriver } from './0038-wheel-driver.js';
import { sql as phoneAlerts } from './0039-phone-alerts.js';

/** Ordered, forward-only. Never edit a migration that has shipped; add the next one. */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  { id: '0001-foundation', sql: foundation },
  { id: '0002-trucks', sql: trucks },
  { id: '0003-tracking', sql: tracking },
  { id: '0004-markers', sql: markers },
  { id: '0005-marker-events', sql: markerEvents },
  { id: '0006-motion', sql: motion },
  { id: '0007-operations', sql: operations },
  { id: '0008-trip-plans', sql: tripPlans },
  { id: '0009-media', sql: media },
  { id: '0010-warehouse', sql: warehouse },
  { id: '0011-contracts', sql: contracts },
  { id: '0012-reports', sql: reports },
  { id: '0013-notice-trucks', sql: noticeTrucks },
  { id: '0014-account-scopes', sql: accountScopes },
  { id: '0015-throttle', sql: throttle },
  { id: '0016-retention', sql: retention },
  { id: '0017-alert-outbox', sql: alertOutbox },
  { id: '0018-live-remuxes', sql: liveRemuxes },
  { id: '0019-jt808', sql: jt808 },
  { id: '0020-geocode-cache', sql: geocodeCache },
  { id: '0021-device-alarm-warnings', sql: deviceAlarmWarnings },
  { id: '0022-jt1078', sql: jt1078 },
  { id: '0023-driver-sessions', sql: driverSessions },
  { id: '0024-terminal-claims', sql: terminalClaims },
  { id: '0025-device-alarm-episodes', sql: deviceAlarmEpisodes },
  { id: '0026-authority-feed', sql: authorityFeed },
  { id: '0027-inspector-access', sql: inspectorAccess },
  { id: '0028-driving-exceptions', sql: drivingExceptions },
  { id: '0029-motion-model', sql: motionModel },
  { id: '0030-overspeed-band-ranks', sql: overspeedBandRanks },
  { id: '0031-driver-app', sql: driverApp },
  { id: '0032-alert-deliveries', sql: alertDeliveries },
  { id: '0033-driver-messages', sql: driverMessages },
  { id: '0034-web-push', sql: webPush },
  { id: '0035-driver-photos', sql: driverPhotos },
  { id: '0036-open-sessions', sql: openSessions },
  { id: '0037-alert-rules', sql: alertRules },
  { id: '0038-wheel-driver', sql: wheelDriver },
  { id: '0039-phone-alerts', sql: phoneAlerts },
];
