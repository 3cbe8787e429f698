import type { FastifyInstance } from 'fastify';
import { invalidField } from './app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A device's message: NUL bytes are stripped by ingest instead of refused. */
    deviceInput?: boolean;
  }
}

/** No API body nests deeper; the deepest real one (a batch position's attributes) has 11. */
export const MAX_JSON_DEPTH = 32;

/** How a field is named in `details` when its key itself holds a NUL. */
const shown = (key: string) => key.replaceAll('\u0000', '\\u0000');
const join = (path: string, key: string) => (path ? `${path}.${shown(key)}` : shown(key));

/**
 * The keys down to the first container nested deeper than MAX_JSON_DEPTH, or null. The path
 * is put together only when found: naming every key of a 10,000-position batch on the way
 * was a tenth of the batch endpoint's CPU.
 */
function tooDeep(value: unknown, depth: number): string[] | null {
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_JSON_DEPTH) return [];
  for (const key in value) {
    const found = tooDeep((value as Record<string, unknown>)[key], depth + 1);
    if (found !== null) {
      found.unshift(key);
      return found;
    }
  }
  return null;
}

/**
 * The path of the first key or text holding a NUL byte, or null. PostgreSQL stores no NUL in
 * text or jsonb, so such a value would fail deep inside a query.
 */
export function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const key in value) {
    if (key.includes('\u0000')) return join(path, key);
    const found = nulField((value as Record<string, unknown>)[key], join(path, key));
    if (found !== null) return found;
  }
  return null;
}

export const nulError = (field: string) => invalidField(field || 'body', 'nul_character');

/**
 * Input no route can use, refused before any schema or service sees it: JSON nested deeper
 * than MAX_JSON_DEPTH (by the JSON parser, so it holds on every route) and NUL bytes in
 * the body, query or path of every route but device ingest. Both are 400s naming the field.
 */
export function installInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    void parseJson(request, text as string, (error, value) => {
      if (error) return done(error);
      const deep = tooDeep(value, 1);
      if (deep === null) return done(null, value);
      const field = deep.map(shown).join('.') || 'body';
      done(invalidField(field, 'nested_too_deep', { max: MAX_JSON_DEPTH }));
    });
  });

  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.deviceInput) return;
    const field = nulField(request.params) ?? nulField(request.query) ?? nulField(request.body);
    if (field !== null) throw nulError(field);
  });
}
