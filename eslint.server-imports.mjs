// The server's import rules: an area is used only through its index.ts, and no import cycles.
// eslint.config.js applies them to apps/server/src; apps/server/test/lint/area-boundaries.test.ts
// lints code against them alone, to show they fail where they should.
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const ROOT = import.meta.dirname;
const SERVER = './apps/server/src';
const AREAS = fs
  .readdirSync(path.join(ROOT, SERVER, 'areas'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const OUTSIDE_AREAS = fs.readdirSync(path.join(ROOT, SERVER)).filter((entry) => entry !== 'areas');

/** Each area uses another only through that area's index.ts, as does the code outside them. */
export const AREA_BOUNDARIES = [
  ...AREAS.map((area) => ({
    target: `${SERVER}/areas/${area}`,
    from: `${SERVER}/areas`,
    except: [
      `./${area}`,
      ...AREAS.filter((other) => other !== area).map((other) => `./${other}/index.ts`),
    ],
    message: 'an area uses another area only through its index.ts',
  })),
  {
    // main.ts, config.ts, services.ts, http/, db/, demo/…
    target: OUTSIDE_AREAS.map((entry) => `${SERVER}/${entry}`),
    from: `${SERVER}/areas`,
    except: AREAS.map((area) => `./${area}/index.ts`),
    message: 'code outside the areas uses an area only through its index.ts',
  },
];

/** The flat-config block for apps/server/src: area boundaries and no import cycles. */
export const serverImports = {
  files: ['apps/server/src/**/*.ts'],
  plugins: { import: importX },
  settings: {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: path.join(ROOT, 'apps/server/tsconfig.json') }),
    ],
    // Without it import-x reads no .ts file it imports, and no-cycle sees nothing.
    'import-x/extensions': ['.ts'],
  },
  rules: {
    // Zones are read from the repository root, wherever eslint runs.
    'import/no-restricted-paths': ['error', { zones: AREA_BOUNDARIES, basePath: ROOT }],
    // Packages cannot import our files, so no cycle runs through them: not walking them
    // takes the rule from ~15 s to ~6 s of the lint (docs/benchmarks.md).
    'import/no-cycle': ['error', { ignoreExternal: true }],
  },
};
