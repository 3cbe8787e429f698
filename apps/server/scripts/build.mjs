import { build } from 'esbuild';
import { cpSync, readFileSync } from 'node:fs';

// Bundles the server and the contracts it imports; npm packages stay external.
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@fleet/contracts');

await build({
  // The motion engine's and the file imports' worker threads are loaded from next to main.js.
  entryPoints: {
    main: 'src/main.ts',
    'motion-worker': 'src/areas/tracking/motion/motion-worker.ts',
    'import-worker': 'src/areas/operations/file-imports/import-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The authority feed's schema is read at run time from beside main.js (ufms-codec.ts).
cpSync('src/areas/reports/authority-feed/ufms', 'dist/ufms', { recursive: true });
console.log('built apps/server/dist/main.js, motion-worker.js, import-worker.js and ufms/');
