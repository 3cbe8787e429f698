/** The reports area: what other areas may use of it. */
export type { FeedFigures } from './authority-feed/feed-status.js';
export { drivingSeconds } from './contracts/trip-analysis.js';
export type { DriverReportRepository } from './driver-reports/driver-report-repository.js';
export { addDays, mondayOf } from './driver-reports/driving-weeks.js';
