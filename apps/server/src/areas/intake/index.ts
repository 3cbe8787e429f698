/** The intake area: what other areas may use of it. */
export type { StoredState } from './positions/position-store.js';
export type { WriteItem } from './positions/position-writer.js';
