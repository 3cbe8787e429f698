import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface TestBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
  authSecret: Buffer;
}

/** One message the push service took, decrypted as the browser would. */
export interface PushedMessage {
  endpoint: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID claims (RFC 8292), after the signature was checked with `k`. */
  vapid: { aud: string; sub: string; exp: number; k: string };
  payload: unknown;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the browser's keys. */
export function decryptPush(body: Buffer, browser: TestBrowser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, browser.authSecret, keyInfo, 32));
  const cek = crypto.hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = crypto.hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', Buffer.from(cek), Buffer.from(nonce));
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0))
    throw new Error('bad padding');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; the JWT's ES256 signature checked with k. */
function vapidOf(header: string | undefined): PushedMessage['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  return { ...JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')), k };
}

/**
 * A stand-in push service (RFC 8030): each subscription is a URL here; a POST to it is a
 * message, decrypted with the browser keys the test made (RFC 8291) and kept. `answer` says
 * what the service answers next for an endpoint (201 by default; 410 once it forgot one).
 */
export async function startPushService() {
  // Push services speak https only: a certificate for localhost, which the console is told
  // to trust (PUSH_SERVICE_CA).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const caFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      caFile,
    ],
    { stdio: 'ignore' },
  );
  const browsers = new Map<string, TestBrowser>();
  const answers = new Map<string, number>();
  const messages: PushedMessage[] = [];
  const refused: string[] = [];
  let sequence = 0;
  const tlsFiles = { key: fs.readFileSync(keyFile), cert: fs.readFileSync(caFile) };
  const server = https.createServer(tlsFiles, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const browser = browsers.get(endpoint);
      const status = answers.get(endpoint) ?? (browser ? 201 : 404);
      try {
        if (req.method !== 'POST') throw new Error(`${req.method} is not a push`);
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        if (status !== 201 || !browser) {
          refused.push(endpoint);
          res.writeHead(status).end();
          return;
        }
        messages.push({
          endpoint,
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          vapid: vapidOf(req.headers.authorization),
          payload: JSON.parse(decryptPush(Buffer.concat(chunks), browser)),
        });
        res.writeHead(201, { location: `${endpoint}/m${messages.length}` }).end();
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `localhost:${(server.address() as AddressInfo).port}`;
  const origin = `https://${host}`;

  return {
    host,
    caFile,
    messages,
    refused,
    /** A new browser subscription: keys made as a browser makes them. */
    browser(): TestBrowser {
      sequence += 1;
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const browser = {
        endpoint: `${origin}/push/${sequence}-${crypto.randomBytes(6).toString('hex')}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        ecdh,
        authSecret,
      };
      browsers.set(browser.endpoint, browser);
      return browser;
    },
    answer(endpoint: string, status: number): void {
      answers.set(endpoint, status);
    },
    to: (endpoint: string) => messages.filter((message) => message.endpoint === endpoint),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
