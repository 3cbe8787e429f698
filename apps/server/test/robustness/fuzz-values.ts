/** Values for the fuzz test: a plausible value of a JSON schema, and bad ones to swap in. */

export interface TSchema {
  type?: string | string[];
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  enum?: unknown[];
  anyOf?: TSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
}

/** A seeded generator (mulberry32): the same seed gives the same requests on every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** `count` items of `items`, without repeats, in a seeded order. */
    some: <T>(items: readonly T[], count: number): T[] =>
      items
        .map((item) => ({ item, key: next() }))
        .sort((a, b) => a.key - b.key)
        .slice(0, count)
        .map((entry) => entry.item),
  };
}
export type TRandom = ReturnType<typeof seeded>;

/** The plate of the truck the fuzz test creates, so plate lookups find one. */
export const FUZZ_PLATE = '51D-123.45';

/** Field names whose checks the schema cannot show (refinements), with a value that passes. */
const BY_NAME: [RegExp, string][] = [
  [/plate/, FUZZ_PLATE],
  [/email/, 'a@example.vn'],
  [/url/, 'rtsp://10.0.0.1/stream'],
  [/username/, 'fuzz_user'],
  [/role/, 'driver'],
  [/^(start|end)_date$|time|start|end|from|^to$|until|valid_/, '2025-11-20 08:00:00'],
  [/ngay|date$|_date|day$|_at$/, '2025-11-20'],
];

/** Strings tried, in order, against a pattern; the first that matches is the plausible one. */
const SAMPLES = [
  'fuzz_user',
  'driver',
  '2025-11-20 08:00:00',
  '2025-11-20',
  FUZZ_PLATE,
  'a@example.vn',
  '10.0.0.1',
  '1',
  'abc',
  'x',
];

function plausibleString(schema: TSchema, name: string): string {
  if (schema.format === 'email') return 'a@example.vn';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return SAMPLES.find((sample) => pattern.test(sample)) ?? 'x';
  }
  const hint = BY_NAME.find(([pattern]) => pattern.test(name));
  if (hint) return hint[1];
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value the schema accepts, as far as a small generator can tell. */
export function plausible(schema: TSchema | undefined, name = ''): unknown {
  if (!schema) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf)
    return plausible(
      schema.anyOf.find((s) => s.type !== 'null'),
      name,
    );
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema, name);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        plausible(schema.items, name),
      );
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = plausible(property, key);
      return value;
    }
    case undefined:
    default:
      return 'x';
  }
}

/** JSON nested `depth` levels deep. */
export function deepJson(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Text that does not compress: PostgreSQL indexes refuse rows over ~2.7 KB after compression. */
const random = seeded(7);
const INCOMPRESSIBLE = Array.from({ length: 12_000 }, () =>
  String.fromCharCode(33 + Math.floor(random.next() * 90)),
).join('');

/** Values of the wrong type or shape for any field. */
export const WRONG_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'not-a-value',
  '1e309',
  '2025-13-45 25:61:61',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '👍🏽 Tiếng Việt ‮',
  "' or 1=1 --",
  '../../../etc/passwd',
  '%00%ff',
  'x'.repeat(100_000),
  INCOMPRESSIBLE,
  `${FUZZ_PLATE}${INCOMPRESSIBLE}`,
  [],
  [null],
  ['a\u0000'],
  Array.from({ length: 10_000 }, (_, i) => i),
  {},
  { a: { b: { c: 'd\u0000' } } },
  { 'k\u0000': 1 },
];

/** Path and query values: wrong types, escapes, over-long. */
export const WRONG_PARAMS: readonly string[] = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  '1e309',
  '%00',
  'a%00b',
  '%ff%fe',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(150),
  'x'.repeat(5000),
];
