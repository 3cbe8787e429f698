import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Accounts } from './areas/accounts/index.js';
import type { Alerts } from './areas/alerts/index.js';
import type { Fleet } from './areas/fleet/index.js';
import type { Intake } from './areas/intake/index.js';
import type { Media } from './areas/media/index.js';
import type { Places } from './areas/places/index.js';
import type { Platform } from './areas/platform/index.js';
import type { Reports } from './areas/reports/index.js';
import type { Tracking } from './areas/tracking/index.js';
import type { TConfig } from './config.js';
import type { Database } from './db/database.js';
import type { TimeFormat } from './time-format.js';

/** What every area is built from. */
export interface AreaCore {
  config: TConfig;
  db: Database;
  log: FastifyBaseLogger;
  /** The company's wire time format. */
  time: TimeFormat;
}

/** The areas an area may be built from (each takes those below it). */
export interface BuiltAreas {
  platform: Platform;
  accounts: Accounts;
  fleet: Fleet;
  places: Places;
  tracking: Tracking;
  alerts: Alerts;
  media: Media;
  intake: Intake;
  reports: Reports;
}

/** The server an area registers its routes on. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Listeners from areas built later (a change in a lower area that a higher one follows),
 * called in the order they were added.
 */
export function listeners<Args extends unknown[] = []>() {
  const all: ((...args: Args) => void)[] = [];
  return {
    add: (listener: (...args: Args) => void): void => {
      all.push(listener);
    },
    call: (...args: Args): void => {
      for (const listener of all) listener(...args);
    },
  };
}
