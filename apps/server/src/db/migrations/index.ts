import { sql as foundation } from './0001-foundation.js';
import { sql as trucks } from './0002-trucks.js';
import { sql as tracking } from './0003-tracking.js';
import { sql as markers } from './0004-markers.js';
import { sql as markerEvents } from './0005-marker-events.js';

/** Ordered, forward-only. Never edit a migration that has shipped; add the next one. */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  { id: '0001-foundation', sql: foundation },
  { id: '0002-trucks', sql: trucks },
  { id: '0003-tracking', sql: tracking },
  { id: '0004-markers', sql: markers },
  { id: '0005-marker-events', sql: markerEvents },
];
