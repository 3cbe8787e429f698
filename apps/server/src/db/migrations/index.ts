import { sql as foundation } from './0001-foundation.js';
import { sql as trucks } from './0002-trucks.js';

/** Ordered, forward-only. Never edit a migration that has shipped; add the next one. */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  { id: '0001-foundation', sql: foundation },
  { id: '0002-trucks', sql: trucks },
];
