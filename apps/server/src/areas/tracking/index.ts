/** The tracking area: what other areas may use of it. */
export {
  continuousDrivingNow,
  continuousDrivingState,
  dailyDrivingState,
  weeklyDrivingState,
} from './motion/continuous-driving.js';
export type { OpenSession } from './motion/continuous-driving.js';
export type { Calendar } from './motion/motion-types.js';
export { minStopSeconds } from './motion/stop-rule.js';
export { detectStops, distanceKm, segmenterFix } from './tracking/route-analysis.js';
export type { DetectedStop, RouteFix } from './tracking/route-analysis.js';
export { routeStopToWire } from './tracking/route-stop-wire.js';
export type { TrackingRepository } from './tracking/tracking-repository.js';
export type { TrackingService } from './tracking/tracking-service.js';
