import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOnLoopback } from './listen-on-loopback.js';

/** An answer as the real service gives it: status, JSON body, headers. */
export interface RecordedAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Answers as Zalo's and eSMS's documentation records them (developers.zalo.me ZNS "Gửi ZNS",
 * the OA access token renewal; developers.esms.vn SendMultipleMessage_V4_post_json).
 */
export const RECORDED = {
  znsSent: (msgId: string): RecordedAnswer => ({
    status: 200,
    body: {
      error: 0,
      message: 'Success',
      data: {
        msg_id: msgId,
        sent_time: '1732848000000',
        quota: { dailyQuota: '500', remainingQuota: '499' },
      },
    },
  }),
  znsTokenInvalid: { status: 200, body: { error: -124, message: 'Access token is invalid' } },
  znsRateLimited: { status: 200, body: { error: -32, message: 'Exceed rate limit' } },
  znsDown: { status: 503, body: { error: -100, message: 'Unknown error' } },
  tokenRenewed: (access: string, refresh: string): RecordedAnswer => ({
    status: 200,
    body: { access_token: access, refresh_token: refresh, expires_in: '90000' },
  }),
  tokenRefused: {
    status: 200,
    body: { error: -14014, error_name: 'Invalid refresh token', error_description: 'expired' },
  },
  smsSent: (id: string): RecordedAnswer => ({
    status: 200,
    body: { CodeResult: '100', CountRegenerate: 0, SMSID: id },
  }),
  smsDuplicate: { status: 200, body: { CodeResult: '124', ErrorMessage: 'Duplicate RequestId' } },
  smsBadKey: { status: 200, body: { CodeResult: '101', ErrorMessage: 'Incorrect ApiKey' } },
  smsRateLimited: {
    status: 429,
    body: { CodeResult: '429', ErrorMessage: 'Too many requests' },
    headers: { 'retry-after': '120' },
  },
  smsDown: { status: 502, body: 'Bad Gateway' },
} as const;

export interface ZnsMessage {
  phone: string;
  template_id: string;
  template_data: Record<string, string>;
  tracking_id: string;
}
export interface SmsMessage {
  Phone: string;
  Content: string;
  RequestId: string;
  Brandname?: string;
  SmsType: string;
}

export const GATEWAY_APP_ID = '4321987654321';
export const GATEWAY_SECRET_KEY = 'zalo-app-secret-Xy7';
export const GATEWAY_SMS_KEY = 'esms-api-key-Q1';
export const GATEWAY_SMS_SECRET = 'esms-secret-Q2';

/**
 * Stand-ins for Zalo (ZNS at /message/template, token renewal at /v4/oa/access_token) and an
 * eSMS gateway (/sms) on one loopback port: each takes only the current access token, rotates
 * the refresh token on each renewal (the old one then fails), keeps every message it accepted
 * and gives an answer scripted by the test before its own. Stopped, the port refuses connections;
 * started again, it listens on the same port.
 */
export async function startPhoneGateways(firstRefresh: string) {
  const zns: ZnsMessage[] = [];
  const sms: SmsMessage[] = [];
  const smsIds = new Set<string>();
  const scripted = new Map<string, RecordedAnswer[]>();
  let refreshToken = firstRefresh;
  let accessToken: string | null = null;
  let renewals = 0;
  let refusedRenewals = 0;

  const answer = (res: http.ServerResponse, { status, body, headers }: RecordedAnswer) => {
    res.writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
      ...headers,
    });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const handle = (req: http.IncomingMessage, text: string): RecordedAnswer => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const next = scripted.get(path)?.shift();
    if (next) return next;
    if (path === '/v4/oa/access_token') {
      const form = new URLSearchParams(text);
      if (
        req.headers.secret_key !== GATEWAY_SECRET_KEY ||
        form.get('app_id') !== GATEWAY_APP_ID ||
        form.get('grant_type') !== 'refresh_token' ||
        form.get('refresh_token') !== refreshToken
      ) {
        refusedRenewals += 1;
        return RECORDED.tokenRefused;
      }
      renewals += 1;
      accessToken = `access-${renewals}`;
      refreshToken = `refresh-${renewals}`;
      return RECORDED.tokenRenewed(accessToken, refreshToken);
    }
    if (path === '/message/template') {
      if (!accessToken || req.headers.access_token !== accessToken) return RECORDED.znsTokenInvalid;
      const message = JSON.parse(text) as ZnsMessage;
      zns.push(message);
      return RECORDED.znsSent(`msg-${zns.length}`);
    }
    if (path === '/sms') {
      const message = JSON.parse(text) as SmsMessage & { ApiKey: string; SecretKey: string };
      if (message.ApiKey !== GATEWAY_SMS_KEY || message.SecretKey !== GATEWAY_SMS_SECRET)
        return RECORDED.smsBadKey;
      if (smsIds.has(message.RequestId)) return RECORDED.smsDuplicate;
      smsIds.add(message.RequestId);
      sms.push(message);
      return RECORDED.smsSent(`sms-${sms.length}`);
    }
    return { status: 404, body: 'not found' };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => answer(res, handle(req, Buffer.concat(chunks).toString('utf8'))));
  });
  const listen = (port: number) => listenOnLoopback(server, port);
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    zns,
    sms,
    get renewals() {
      return renewals;
    },
    get refusedRenewals() {
      return refusedRenewals;
    },
    get refreshToken() {
      return refreshToken;
    },
    /** The next answers at `path`, before the stand-in's own. */
    script(
      path: '/message/template' | '/sms' | '/v4/oa/access_token',
      ...answers: RecordedAnswer[]
    ) {
      scripted.set(path, [...(scripted.get(path) ?? []), ...answers]);
    },
    /** Zalo ends the access token early (it lives about 25 h): the next send gets -124. */
    expireAccessToken() {
      accessToken = null;
    },
    /** Down: the port refuses connections. */
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    /** Back on the same port. */
    start: () => listen(port),
  };
}

export type PhoneGateways = Awaited<ReturnType<typeof startPhoneGateways>>;
