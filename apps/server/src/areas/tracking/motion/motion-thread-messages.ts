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
  /** New alerts were claimed: the server drains the outbox (`motion_alerts`). */
  | { type: 'alerts' }
  | { type: 'error'; message: string; error: string };

/** What the worker needs to open its own engine. */
export interface MotionWorkerData {
  databaseUrl: string;
  timeZone: string;
  orphanedAfterS: number;
}
