import { build } from 'esbuild';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Bundles the server and the contracts it imports; npm packages stay external.
// `--into <folder>`: the same build into that folder instead of dist (the server's tests make
// one per run: the console processes they start run its main.js, and the consoles they start
// in-process its worker threads: worker-thread.ts).
const [flag, into] = process.argv.slice(2);
if (flag !== undefined && (flag !== '--into' || !into)) {
  console.error('usage: node scripts/build.mjs [--into <folder>]');
  process.exit(2);
}
const outdir = into ?? 'dist';
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@fleet/contracts');
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * npm packages stay external and are marked free of side effects on import: the server imports
 * them for what they export, so a bundle keeps only the ones it uses. A worker thread reaches
 * a few pure helpers through an area's index.ts; without this it would load every package of
 * that area (pg-boss, nodemailer, the S3 client, exceljs) when it starts.
 */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      external.includes(packageOf(path)) ? { path, external: true, sideEffects: false } : undefined,
    );
  },
};

// The motion engine's and the file imports' worker threads are loaded from next to main.js.
const workers = {
  'motion-worker': 'src/areas/tracking/motion/motion-worker.ts',
  'import-worker': 'src/areas/operations/file-imports/import-worker.ts',
};

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', ...workers },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalPackages],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The authority feed's schema is read at run time from beside main.js (ufms-codec.ts).
cpSync(`${root}/src/areas/reports/authority-feed/ufms`, path.resolve(root, outdir, 'ufms'), {
  recursive: true,
});
if (!into)
  console.log('built apps/server/dist/main.js, motion-worker.js, import-worker.js and ufms/');
