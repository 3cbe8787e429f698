import type { App, AreaCore, BuiltAreas } from '../../area-core.js';
import type { Services } from '../../services.js';
import { geofenceTracker } from './geofences/geofence-tracker.js';
import { liveHub } from './live/live-hub.js';
import { liveSnapshots } from './live/live-snapshot.js';
import { liveRoutes } from './live/routes.js';
import { companyCalendar } from './motion/company-calendar.js';
import { motionModule } from './motion/motion-module.js';
import { registerPurgeJob } from './retention/retention-job.js';
import { retentionPurge } from './retention/retention-purge.js';
import { trackingRoutes } from './tracking/routes.js';
import { trackingRepository } from './tracking/tracking-repository.js';
import { trackingService } from './tracking/tracking-service.js';
import websocket from '@fastify/websocket';

// What other areas may use of this one.
export {
  continuousDrivingNow,
  continuousDrivingState,
  dailyDrivingState,
  weeklyDrivingState,
} from './motion/continuous-driving.js';
export type { OpenSession } from './motion/continuous-driving.js';
export type { Calendar } from './motion/motion-types.js';
export { companyCalendar } from './motion/company-calendar.js';
export { minStopSeconds } from './motion/stop-rule.js';
export { detectStops, distanceKm, segmenterFix } from './tracking/route-analysis.js';
export type { DetectedStop, RouteFix } from './tracking/route-analysis.js';
export { routeStopToWire } from './tracking/route-stop-wire.js';
export type { TrackingRepository } from './tracking/tracking-repository.js';
export type { TrackingService } from './tracking/tracking-service.js';

/** How often live deltas go out to browsers: a few per second keeps fix-to-screen well under a second. */
const LIVE_FLUSH_MS = 250;

/** Tracking: the motion engine, the live hub, geofences, routes and stops, retention. */
export function buildTracking(
  { config, db, log, time }: AreaCore,
  {
    platform,
    accounts,
    fleet,
    places,
  }: Pick<BuiltAreas, 'platform' | 'accounts' | 'fleet' | 'places'>,
) {
  const trackingRows = trackingRepository(db);
  const tracking = trackingService({
    repository: trackingRows,
    trucks: fleet.trucks,
    time,
    addresses: places.geocode,
    settings: platform.settings,
    calendar: companyCalendar(config.TZ_COMPANY),
  });
  const hub = liveHub({ db, repository: trackingRows, tracking, log, flushMs: LIVE_FLUSH_MS });
  const snapshots = liveSnapshots({
    hub,
    trucks: fleet.trucks,
    tracking,
    addresses: places.geocode,
  });
  const geofences = geofenceTracker(db, places.markerRows, log);
  const motion = motionModule({
    config,
    db,
    log,
    notices: accounts.notices,
    time,
    settings: platform.settings,
  });
  // Attribution changed: derive the truck's history again.
  fleet.onAssignmentsChanged((truckId) => motion.engine.recompute(truckId));
  places.onMarkersChanged(() => {
    geofences.forgetMarkers();
    motion.engine.forgetZones();
  });
  const retention = retentionPurge({
    db,
    blobs: platform.blobs,
    settings: motion.services.settings,
    notices: accounts.notices,
    calendar: companyCalendar(config.TZ_COMPANY),
    log,
  });
  registerPurgeJob(platform.jobs, retention, config.RETENTION_PURGE_AT, log);
  return {
    trackingRows,
    tracking,
    hub,
    liveSnapshots: snapshots,
    geofences,
    ...motion.services,
    retention,
    /** Every motion violation also becomes a warning, once `ready` resolves. */
    violationsTo: motion.violationsTo.bind(motion),
  };
}

export type Tracking = ReturnType<typeof buildTracking>;

export async function startTracking(services: Services) {
  await services.hub.start();
  services.motion.start();
}

/** After intake has drained: the last fixes reach geofences, the engine and the hub. */
export async function stopTracking(services: Services) {
  await services.geofences.settled();
  await services.motion.stop();
  await services.hub.stop();
}

/** Last of all routes: the live socket needs the websocket plugin, registered just before it. */
export async function trackingAreaRoutes(
  app: App,
  _core: AreaCore,
  services: Services,
  options: { liveRecheckMs?: number },
) {
  await app.register(trackingRoutes, { tracking: services.tracking });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(liveRoutes, {
    hub: services.hub,
    snapshots: services.liveSnapshots,
    trucks: services.trucks,
    sessions: services.sessions,
    access: services.access,
    recheckMs: options.liveRecheckMs,
  });
}
