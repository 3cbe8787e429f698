/** The operations area: what other areas may use of it. */
export { cellValue } from './excel/trip-plan-cells.js';
export type { ImportThreads } from './file-imports/import-threads.js';
