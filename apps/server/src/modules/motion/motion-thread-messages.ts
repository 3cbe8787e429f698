import type { NewNotice } from '../notices/notice-repository.js';
import type { MotionViolation } from './motion-alerts.js';

/** What the server tells the motion worker thread. */
export type ToMotionWorker =
  | { type: 'marks'; marks: [number, number][] }
  | { type: 'start' }
  | { type: 'recompute'; truckId: number }
  | { type: 'forgetZones' }
  | { type: 'forgetSettings' }
  | { type: 'settled'; id: number }
  | { type: 'stop'; id: number };

/** What the motion worker thread tells the server. */
export type FromMotionWorker =
  | { type: 'failed'; message: string }
  | { type: 'done'; id: number }
  | { type: 'notice'; notice: NewNotice }
  | { type: 'violation'; violation: MotionViolation }
  | { type: 'error'; message: string; error: string };

/** What the worker needs to open its own engine. */
export interface MotionWorkerData {
  databaseUrl: string;
  timeZone: string;
}
