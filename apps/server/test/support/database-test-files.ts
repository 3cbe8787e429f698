import fs from 'node:fs';
import path from 'node:path';

/**
 * Which server test files touch a database: those that start a console or open a database,
 * themselves or through a helper of the test folder they import. The PostgreSQL pass runs
 * these alone; the others (decoders, rules, formats) would run there just as they do on PGlite.
 */
const DATABASE_MARKERS =
  /\b(startTestConsole|startConsole|freshDatabase|openDatabase|openPgliteDatabase|openPostgresDatabase|PGlite|DATABASE_URL)\b/;
const RELATIVE_IMPORT = /\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function sourceOf(file: string): string | undefined {
  const candidates = [file, file.replace(/\.js$/, '.ts'), file.replace(/\.mjs$/, '.mts')];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  return found && fs.statSync(found).isFile() ? found : undefined;
}

/** Whether `file`, or a helper under `testDir` it imports (at any depth), touches a database. */
function touchesDatabase(file: string, testDir: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  if (DATABASE_MARKERS.test(text)) return true;
  for (const match of text.matchAll(RELATIVE_IMPORT)) {
    const helper = sourceOf(path.resolve(path.dirname(file), match[1] ?? match[2] ?? ''));
    // Only the test folder's helpers: every source module leads to the database somewhere.
    if (helper && helper.startsWith(testDir) && touchesDatabase(helper, testDir, seen)) return true;
  }
  return false;
}

const testFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts') && !name.includes('node_modules'))
    .map((name) => path.join(dir, name));

/** The test files of the server (paths relative to `root`) that touch a database. */
export function databaseTestFiles(root: string): string[] {
  const testDir = path.join(root, 'test') + path.sep;
  return [...testFiles(path.join(root, 'src')), ...testFiles(path.join(root, 'test'))]
    .filter((file) => touchesDatabase(file, testDir))
    .map((file) => path.relative(root, file))
    .sort();
}
