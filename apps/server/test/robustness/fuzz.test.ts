import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, createUser } from '../factories.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { casesOf, FUZZ_DEVICE, operationsOf, type TFuzzCase } from './fuzz-cases.js';
import { uploadRoutes, type TUploadRoute } from './fuzz-multipart.js';
import { workbookOf } from '../excel/excel-helpers.js';
import { FUZZ_PLATE, seeded } from './fuzz-values.js';

/**
 * A bounded fuzz of every operation of openapi.json: a few thousand generated bad requests
 * (wrong types, NUL bytes, deep JSON, huge values, missing and extra fields, bad multipart,
 * bad path and query values), each sent as admin and without a token. Seeded: a failure
 * names its case and comes back on the next run.
 */
const SEED = 11;

/** What an answer must never show: internals of the server. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', / {4}at /],
  ['file path', /\/(work|tmp|home|root|usr|srv)\/|node_modules/],
  [
    'SQL',
    /\bselect\s.+\sfrom\b|\binsert\s+into\b|\bdelete\s+from\b|syntax error at|violates .*constraint|duplicate key value|invalid input syntax/i,
  ],
  ['internal error text', /\b[A-Za-z]*Error: /],
];

/**
 * The one kind of 5xx that is an answer, not a failure: a camera outside this machine that
 * cannot be reached or read (502) or does not answer in time (504), named by its code.
 */
const CAMERA_GATEWAY_ANSWERS: Record<number, string[]> = {
  502: ['CAMERA_UNREACHABLE'],
  504: ['CAMERA_TIMEOUT'],
};

function isCameraGatewayAnswer(status: number, text: string): boolean {
  const codes = CAMERA_GATEWAY_ANSWERS[status];
  if (!codes) return false;
  try {
    const code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    return code !== undefined && codes.includes(code);
  } catch {
    return false;
  }
}

let fleet: TestConsole;
/** Sent with the admin's requests, so device routes get past their key check too. */
let deviceKey = '';
beforeAll(async () => {
  fleet = await startTestConsole();
  // Something for ids to find, so valid-looking requests reach the services.
  await createTruck(fleet, { plate: FUZZ_PLATE, device_id: FUZZ_DEVICE });
  await createUser(fleet, { username: 'fuzz_user' });
  const key = await fleet.call('POST', '/api/devices/key', {
    token: fleet.adminToken,
    body: { device_id: FUZZ_DEVICE },
  });
  deviceKey = key.body.data.key as string;
});
afterAll(async () => {
  await fleet.close();
});

interface TFinding {
  operation: string;
  label: string;
  as: string;
  status: number;
  body: string;
}

async function send(c: TFuzzCase, token: string | null) {
  const response = await fleet.app.inject({
    method: c.method as 'POST',
    url: c.url,
    headers: token ? { ...c.headers, token, 'x-device-key': deviceKey } : c.headers,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
  const type = String(response.headers['content-type'] ?? '');
  const text = /json|text/.test(type) || type === '' ? response.body : '';
  return { status: response.statusCode, text };
}

describe('fuzz of every route', () => {
  it('answers thousands of bad requests with 4xx, never a 5xx (but a camera 502/504) or an internal detail', async () => {
    const openapi = JSON.parse(
      fs.readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
    ) as Parameters<typeof operationsOf>[0];
    const random = seeded(SEED);
    const uploads: Record<string, TUploadRoute> = uploadRoutes(await workbookOf([['Biển số']]));
    // Device messages first, while the truck still has its device; deletions last, so the
    // truck and user made above are there for the other routes.
    const order = (path: string) =>
      /osmand|ingest/.test(path) ? 0 : path.includes('delete') ? 2 : 1;
    const operations = operationsOf(openapi).sort((a, b) => order(a.path) - order(b.path));
    const errors: TFinding[] = [];
    const leaks: (TFinding & { leak: string })[] = [];
    const covered = new Set<string>();
    let tried = 0;

    for (const op of operations) {
      const cases = casesOf(op, random, uploads[`${op.method} ${op.path}`]);
      // A fresh session per operation: a logout or a password reset among the cases ends one.
      const admin = await fleet.tokenFor('admin');
      for (const c of cases) {
        for (const [as, token] of [
          ['admin', admin],
          ['no token', null],
        ] as const) {
          // FUZZ_TRACE=1 names each request before it goes: the last one named is the one that hangs.
          if (process.env.FUZZ_TRACE) console.error('>', c.operation, c.label, as);
          const { status, text } = await send(c, token);
          tried += 1;
          covered.add(c.operation);
          const finding = {
            operation: c.operation,
            label: c.label,
            as,
            status,
            body: text.slice(0, 300),
          };
          if (status >= 500 && !isCameraGatewayAnswer(status, text)) errors.push(finding);
          const leak = LEAKS.find(([, pattern]) => pattern.test(text));
          if (leak) leaks.push({ ...finding, leak: leak[0] });
        }
      }
    }

    console.log(
      `fuzz (${fleet.engine}, seed ${SEED}): ${tried} requests, ${covered.size} of ${operations.length} operations, ` +
        `${errors.length} answers 5xx, ${leaks.length} leaks`,
    );
    expect(errors).toEqual([]);
    expect(leaks).toEqual([]);
  }, 600_000);
});
