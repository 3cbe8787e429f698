import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck } from '../factories.js';
import { multipart, PDF, PNG, postMultipart } from '../operations/multipart.js';
import { startTestConsole, type TestConsole } from '../test-console.js';

let fleet: TestConsole;
beforeAll(async () => {
  fleet = await startTestConsole();
});
afterAll(async () => {
  await fleet.close();
});

const JSON_TYPE = { 'content-type': 'application/json' };

async function raw(method: string, url: string, payload?: string | Buffer, headers = {}) {
  const response = await fleet.app.inject({
    method: method as 'POST',
    url,
    headers: { token: fleet.adminToken, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() };
}

const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('NUL bytes on the API', () => {
  it('refuses one in the login form with a 400 naming the field', async () => {
    const answer = await fleet.call('POST', '/user/login', {
      body: { username: 'adm\u0000in', password: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(answer.body.error.details).toEqual([
      {
        field: 'username',
        code: 'nul_character',
        params: {},
        message: 'must not contain a NUL character (U+0000)',
      },
    ]);
  });

  it('names a nested field, a key, a query value and a path value', async () => {
    const nested = await raw(
      'POST',
      '/api/report-videos/find',
      '{"moments":[{"plate":"51D\\u0000"}]}',
      JSON_TYPE,
    );
    expect(nested.status).toBe(400);
    expect(nested.body.error.details[0].field).toBe('moments.0.plate');

    const key = await raw('POST', '/truck/get_list', '{"pl\\u0000ate":"x"}', JSON_TYPE);
    expect(key.body.error.details[0].field).toBe('pl\\u0000ate');

    const query = await raw('GET', '/api/media/abc?e=1&s=%00');
    expect(query.status).toBe(400);
    expect(query.body.error.details[0].field).toBe('s');

    const path = await raw('GET', '/api/papers/files/1%00');
    expect(path.status).toBe(400);
    expect(path.body.error.details[0].field).toBe('id');
  });

  it('refuses one in a multipart field, naming it', async () => {
    const answer = await postMultipart(fleet, '/truck_info/add_paper', fleet.adminToken, {
      plate: '51D-555.55',
      type: 'registration',
      note: 'a\u0000b',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details[0].field).toBe('note');
  });
});

describe('deep JSON on the API', () => {
  it('answers a 2,000-deep body with a 400, on a public route and on the batch endpoint', async () => {
    const login = await raw('POST', '/user/login', deep(2000), JSON_TYPE);
    expect(login.status).toBe(400);
    expect(login.body.error.message).toMatch(/nested deeper than 32 levels/);

    const truck = await createTruck(fleet);
    const key = await fleet.call('POST', '/api/devices/key', {
      token: fleet.adminToken,
      body: { device_id: truck.device_id },
    });
    const batch = await raw('POST', '/api/ingest/positions', deep(2000), {
      ...JSON_TYPE,
      'x-device-key': key.body.data.key,
    });
    expect(batch.status).toBe(400);
    expect((await fleet.call('GET', '/api/health')).status).toBe(200);
  });
});

describe('malformed multipart', () => {
  const form = multipart({ plate: '51D-555.55', type: 'registration' }, [
    { field: 'files', name: 'a.pdf', content: PDF },
  ]);
  const send = (url: string, payload: Buffer, type: string) =>
    raw('POST', url, payload, { 'content-type': type });

  it('answers a body without a boundary, or with one over 256 characters, with 400', async () => {
    for (const url of ['/truck_info/add_paper', '/api/user/avatar', '/excel/import']) {
      const none = await send(url, form.payload, 'multipart/form-data');
      expect(none.status).toBe(400);
      const long = await send(
        url,
        form.payload,
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
      );
      expect(long.status).toBe(400);
    }
  });

  it('answers a body cut short inside the file with 400, nothing stored', async () => {
    const cut = form.payload.subarray(0, form.payload.length - 30);
    for (const url of ['/truck_info/add_paper', '/api/user/avatar', '/excel/import']) {
      const answer = await send(url, cut, form.headers['content-type']);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
    const papers = await fleet.call('POST', '/truck_info/get_list_paper', {
      token: fleet.adminToken,
      body: {},
    });
    expect(papers.body.data).toEqual([]);
  });

  it('answers too many fields or files with 413', async () => {
    const fields = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x']));
    const many = multipart(fields);
    const answer = await send('/truck_info/add_paper', many.payload, many.headers['content-type']);
    expect(answer.status).toBe(413);
    const files = multipart(
      { type: 'registration', plate: '51D-555.55' },
      Array.from({ length: 11 }, (_, i) => ({ field: 'files', name: `${i}.png`, content: PNG })),
    );
    const tooMany = await send(
      '/truck_info/add_paper',
      files.payload,
      files.headers['content-type'],
    );
    expect(tooMany.status).toBe(413);
  });
});

describe('framework errors in the error shape', () => {
  it('answers a path value over 100 characters with 414 and a bad escape with 400', async () => {
    const long = await raw('GET', `/api/papers/files/${'1'.repeat(150)}`);
    expect(long).toEqual({
      status: 414,
      body: { error: { code: 'URI_TOO_LONG', message: expect.any(String) } },
    });
    const escape = await raw('GET', '/api/papers/files/%');
    expect(escape.status).toBe(400);
    expect(escape.body.error.code).toBe('VALIDATION_FAILED');
  });

  it("answers headers over Node's limit with 431 in the error shape", async () => {
    const address = await fleet.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ error: { code: 'HEADERS_TOO_LARGE', message: expect.any(String) } });
  });
});
