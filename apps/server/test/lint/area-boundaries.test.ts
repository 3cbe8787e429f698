import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Issue 32: lint fails on an import that bypasses an area's index.ts and on an import cycle.
// Code is linted in memory at the path of an existing file, with the server's import rules
// alone (eslint.server-imports.mjs, as eslint.config.js applies them); nothing is written.
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SRC = path.join(ROOT, 'apps/server/src');
const REPORTS_INDEX = path.join(SRC, 'areas/reports/index.ts');
const SECRET_BOX = path.join(SRC, 'areas/platform/instances/secret-box.ts');
const MAIN = path.join(SRC, 'main.ts');

let eslint: ESLint;

beforeAll(async () => {
  // Plain JavaScript beside eslint.config.js; a computed specifier, since it has no types.
  const rules = new URL('../../../../eslint.server-imports.mjs', import.meta.url).href;
  const { serverImports } = (await import(rules)) as { serverImports: Linter.Config };
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      serverImports,
    ],
  });
});

/** The rule and message of each problem lint finds in `code` at `file`. */
async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const withImport = (file: string, line: string) => `${line}\n${fs.readFileSync(file, 'utf8')}`;

// Following every import of the server for cycles takes seconds.
describe('the server import rules', { timeout: 120_000 }, () => {
  it('pass the files as they are', async () => {
    for (const file of [REPORTS_INDEX, SECRET_BOX, MAIN])
      expect(await problems(file, fs.readFileSync(file, 'utf8'))).toEqual([]);
  });

  it.each([
    {
      who: 'an area',
      file: REPORTS_INDEX,
      line: "import { localSecret } from '../platform/instances/local-secret.js';",
      message: 'an area uses another area only through its index.ts',
    },
    {
      who: 'main.ts',
      file: MAIN,
      line: "import { startOsmandServer as osmand } from './areas/intake/ingest/osmand-server.js';",
      message: 'code outside the areas uses an area only through its index.ts',
    },
  ])(
    "refuse $who importing an area's module past its index.ts",
    async ({ file, line, message }) => {
      expect(await problems(file, withImport(file, line))).toEqual([
        { ruleId: 'import/no-restricted-paths', message: expect.stringContaining(message) },
      ]);
    },
  );

  it('refuse an import cycle: platform importing reports, which is built on platform', async () => {
    const code = withImport(SECRET_BOX, "import { buildReports } from '../../reports/index.js';");
    expect(await problems(SECRET_BOX, code)).toEqual([
      { ruleId: 'import/no-cycle', message: expect.stringContaining('Dependency cycle') },
    ]);
  });
});
