/** The alerts area: what other areas may use of it. */
export { lostSignalCheck } from './warnings/lost-signal-check.js';
export { warningRepository } from './warnings/warning-repository.js';
export { warningService } from './warnings/warning-service.js';
export type { SystemWarning, WarningService } from './warnings/warning-service.js';
