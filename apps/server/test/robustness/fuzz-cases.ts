import {
  deepJson,
  plausible,
  WRONG_PARAMS,
  WRONG_VALUES,
  type TRandom,
  type TSchema,
} from './fuzz-values.js';
import { badMultiparts, oversizedMultipart, type TUploadRoute } from './fuzz-multipart.js';

export interface TOperation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema?: TSchema }[];
  body?: TSchema;
}

/** One generated bad request; `label` says what is wrong with it. */
export interface TFuzzCase {
  operation: string;
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface TOpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: TOperation['parameters'];
        requestBody?: { content: Record<string, { schema: TSchema }> };
      }
    >
  >;
}

export function operationsOf(openapi: TOpenApi): TOperation[] {
  return Object.entries(openapi.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

const JSON_TYPE = { 'content-type': 'application/json' };
const MALFORMED_JSON = [
  '{"a":',
  'null',
  '[]',
  '"x"',
  '123',
  '\ufeff{}',
  '{"a":1}}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
];

function urlOf(op: TOperation, params: Record<string, string> = {}, query = ''): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
  const own = op.parameters
    .filter((p) => p.in === 'query')
    .map((p) => `${p.name}=x`)
    .join('&');
  const search = [own, query].filter(Boolean).join('&');
  return search ? `${path}?${search}` : path;
}

/** Bad JSON bodies built from the operation's schema: every field gets wrong values. */
function jsonCases(op: TOperation, random: TRandom): Omit<TFuzzCase, 'operation'>[] {
  const schema = op.body!;
  const base = (plausible(schema) ?? {}) as Record<string, unknown>;
  const url = urlOf(op);
  const send = (
    label: string,
    payload: string | Buffer,
    headers: Record<string, string> = JSON_TYPE,
  ) => ({ label, method: op.method, url, headers, payload });
  const withField = (field: string, value: unknown) => JSON.stringify({ ...base, [field]: value });
  const cases = [
    send('missing fields', '{}'),
    send('empty body', ''),
    send('deep body (2,000)', deepJson(2000)),
    send('extra fields', JSON.stringify({ ...base, extra: 'x', nested: { a: [1, { b: null }] } })),
    send('huge body (2 MB)', JSON.stringify({ ...base, pad: 'x'.repeat(2 * 1024 * 1024) })),
    send('form content type', 'a=1&b=%00', { 'content-type': 'application/x-www-form-urlencoded' }),
    send('text content type', JSON.stringify(base), { 'content-type': 'text/plain' }),
    send(
      'invalid UTF-8',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ),
    ...random.some(MALFORMED_JSON, 2).map((text) => send(`malformed JSON ${text}`, text)),
  ];
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    cases.push(send(`${field}: NUL`, withField(field, 'a\u0000b')));
    cases.push(
      send(`${field}: deep`, withField(field, '@DEEP@').replace('"@DEEP@"', deepJson(60))),
    );
    for (const value of random.some(WRONG_VALUES, 3))
      cases.push(send(`${field}: ${JSON.stringify(value).slice(0, 40)}`, withField(field, value)));
    const item = property.items?.properties;
    for (const sub of item ? random.some(Object.keys(item), 2) : []) {
      const element = {
        ...(plausible(property.items) as object),
        [sub]: random.pick(WRONG_VALUES),
      };
      cases.push(send(`${field}[0].${sub}: wrong`, withField(field, [element])));
    }
  }
  return cases;
}

/** Wrong path and query parameters. */
function paramCases(op: TOperation): Omit<TFuzzCase, 'operation'>[] {
  const cases = [];
  for (const param of op.parameters) {
    for (const value of WRONG_PARAMS) {
      const url =
        param.in === 'path'
          ? urlOf(op, { [param.name]: value })
          : urlOf(op).replace(`${param.name}=x`, `${param.name}=${value}`);
      cases.push({
        label: `${param.in} ${param.name}=${value.slice(0, 20)}`,
        method: op.method,
        url,
        headers: {},
      });
    }
  }
  const junk = `a=%00&b[c]=1&c=${'x'.repeat(5000)}&d=%&d=2`;
  cases.push({ label: 'junk query', method: op.method, url: urlOf(op, {}, junk), headers: {} });
  return cases;
}

/** The device the fuzz test attaches to its truck. */
export const FUZZ_DEVICE = 'fuzz-device';

/** OsmAnd messages a phone could send: hostile extras, NUL bytes, over-long ids. */
function osmandCases(op: TOperation): Omit<TFuzzCase, 'operation'>[] {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const location = (extras: string) =>
    `{"device_id":"${FUZZ_DEVICE}","location":{"timestamp":"2025-11-20T01:00:00Z",` +
    `"coords":{"latitude":21,"longitude":105.8},"extras":${extras}}}`;
  const cases: [string, string, Record<string, string>][] = [
    ['extras nested 1,500 deep', location(deepJson(1500)), JSON_TYPE],
    ['extras of 200 KB', location(JSON.stringify({ pad: 'x'.repeat(200_000) })), JSON_TYPE],
    [
      'extras with NUL and lone surrogate',
      location('{"k\\u0000":"\\u0000","s":"\\ud800"}'),
      JSON_TYPE,
    ],
    ['NUL in the id', `id=${FUZZ_DEVICE}%00&lat=21&lon=105.8`, form],
    ['NUL in a field', `id=${FUZZ_DEVICE}&lat=21&lon=105.8&note=a%00b&a%00=1`, form],
    ['id of 5,000 characters', `id=${'d'.repeat(5000)}&lat=21&lon=105.8`, form],
    ['unknown id with NUL', 'id=%00stranger%00&lat=21&lon=105.8', form],
    ['driver id with NUL', `id=${FUZZ_DEVICE}&lat=21&lon=105.8&driverUniqueId=%00x`, form],
    [
      'numbers out of range',
      `id=${FUZZ_DEVICE}&lat=1e309&lon=-1e309&timestamp=99999999999999999&speed=NaN`,
      form,
    ],
  ];
  return cases.map(([label, payload, headers]) => ({
    label: `osmand: ${label}`,
    method: 'POST',
    url: op.path,
    headers,
    payload,
  }));
}

/**
 * Every bad request of one operation, in a fixed order for a fixed seed; `upload` describes
 * the operation's file when it takes a multipart form.
 */
export function casesOf(op: TOperation, random: TRandom, upload?: TUploadRoute): TFuzzCase[] {
  const operation = `${op.method} ${op.path}`;
  const cases = paramCases(op);
  if (op.path === '/osmand' && op.method === 'POST') cases.push(...osmandCases(op));
  if (op.body) cases.push(...jsonCases(op, random));
  else if (op.method !== 'GET') {
    const url = urlOf(op);
    cases.push({
      label: 'unexpected deep JSON',
      method: op.method,
      url,
      headers: JSON_TYPE,
      payload: deepJson(2000),
    });
    cases.push({
      label: 'unexpected JSON with NUL',
      method: op.method,
      url,
      headers: JSON_TYPE,
      payload: '{"a":"\\u0000"}',
    });
    cases.push(...badMultiparts(op.method, url, random, upload));
    if (upload) cases.push(oversizedMultipart(op.method, url, upload));
  }
  return cases.map((c) => ({ operation, ...c }));
}
