import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST } from '@fleet/contracts';

/**
 * The web reaches the API through the endpoint records only (issue 16): no source file spells
 * an endpoint's path in a string, so a renamed path fails the type check, not a user.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** String literals of a source, comments left out. */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/(['"`])(\/[^'"`\s]*)\1/g)].map((match) => match[2]!);
}

/** A path as a pattern: `{product}` and `:name` match any segment, written or interpolated. */
const SEGMENT = String.raw`(?:\$\{[^}]+\}|[^/]+)`;
const patternOf = (endpointPath: string) =>
  new RegExp(
    `^${endpointPath
      .replace(/\/\*$/, '')
      .replace(/[.+?^$()|[\]\\]/g, '\\$&')
      .replace('{product}', SEGMENT)
      .replace(/:\w+/g, SEGMENT)}$`,
  );

describe('web calls of the API', () => {
  it('name no endpoint path in a string', () => {
    const patterns = ENDPOINT_LIST.map((endpoint) => patternOf(endpoint.path));
    const found = sourceFiles(SRC).flatMap((file) =>
      literals(fs.readFileSync(file, 'utf8'))
        .filter((literal) => patterns.some((pattern) => pattern.test(literal.split('?')[0]!)))
        .map((literal) => `${path.relative(SRC, file)}: ${literal}`),
    );
    expect(found).toEqual([]);
  });

  it('would see a path written by hand, with its parameters filled in', () => {
    const patterns = ENDPOINT_LIST.map((endpoint) => patternOf(endpoint.path));
    const seen = (text: string) => literals(text).some((l) => patterns.some((p) => p.test(l)));
    expect(seen("api.post('/truck/truck_list', {})")).toBe(true);
    expect(seen('fetch(`/api/media/device-playbacks/${id}/${file}`)')).toBe(true);
    expect(seen('const base = `/${slug}/roles/get_list_users`;')).toBe(true);
    expect(seen("navigate('/trucks')")).toBe(false);
  });
});
