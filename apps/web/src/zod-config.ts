import { z } from 'zod';

/**
 * zod compiles fast object parsers with `new Function` after probing whether it may: under
 * the console's Content-Security-Policy (no 'unsafe-eval') that probe is reported as a
 * violation. Jitless parsing needs no eval. Imported first by main.tsx, because object
 * schemas decide when they are built (the contracts build theirs on import).
 */
z.config({ jitless: true });
