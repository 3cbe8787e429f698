import type { TLanguage } from '@fleet/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import { RecipientGone, TryLater } from '../alert-deliveries/alert-deliveries.js';
import type { ClaimedDelivery } from '../alert-deliveries/delivery-repository.js';
import type { WarningAlertFactsOf } from '../warnings/warning-alert-facts.js';
import type { ChannelRate } from './channel-rate.js';
import type { ChannelSettings, SmsSetup, ZaloSetup } from './channel-settings.js';
import { smsText, znsTemplateData } from './phone-alert-text.js';
import type { ZaloTokens } from './zalo-tokens.js';

const SEND_TIMEOUT_MS = 30_000;
/** A provider that says "too many" without saying how long: asked again after this. */
const RATE_LIMITED_WAIT_MS = 60_000;
/** Another instance renewing the Zalo token: this delivery waits this long for it. */
const RENEWING_WAIT_MS = 30_000;

/** ZNS answers (`error` of the JSON): the token is invalid or expired. */
const ZNS_TOKEN_INVALID = -124;
/** ZNS: the app's request rate exceeded. */
const ZNS_RATE_LIMITED = new Set([-32]);
/** ZNS: the number is invalid, has no Zalo account, or cannot receive ZNS: no retry helps. */
const ZNS_RECIPIENT_GONE = new Set([-108, -118, -119]);
/** eSMS CodeResult: accepted; a RequestId it already has (that message was taken before). */
const ESMS_ACCEPTED = new Set(['100', '124']);
/** eSMS: the number is blocked, or not a phone number. */
const ESMS_RECIPIENT_GONE = new Set(['99', '108']);

type Answer =
  | { kind: 'sent' }
  | { kind: 'token' }
  | { kind: 'rate'; waitMs: number }
  | { kind: 'gone'; said: string }
  | { kind: 'error'; said: string };

interface Deps {
  db: Database;
  settings: ChannelSettings;
  tokens: ZaloTokens;
  rate: ChannelRate;
  factsOf: WarningAlertFactsOf;
}

/** Seconds of a Retry-After header (a number of seconds; a date is not worth the parsing). */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : RATE_LIMITED_WAIT_MS;
}

async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ response: Response; json: Record<string, unknown> | null }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const text = await response.text();
  try {
    const json: unknown = JSON.parse(text);
    return {
      response,
      json: json && typeof json === 'object' ? (json as Record<string, unknown>) : null,
    };
  } catch {
    return { response, json: null };
  }
}

/** A field of a provider's JSON answer as text (numbers and strings; anything else is empty). */
const field = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** POST {api_url}/message/template with the access_token header (ZNS). */
async function postZns(setup: ZaloSetup, access: string, body: unknown): Promise<Answer> {
  const { response, json } = await postJson(
    new URL('/message/template', setup.apiUrl).toString(),
    { access_token: access },
    body,
  );
  if (response.status === 429) return { kind: 'rate', waitMs: retryAfterMs(response) };
  if (!response.ok || !json) return { kind: 'error', said: `Zalo answered ${response.status}` };
  const code = Number(json.error);
  const said = `Zalo answered ${code}: ${field(json.message).slice(0, 200)}`;
  if (code === 0) return { kind: 'sent' };
  if (code === ZNS_TOKEN_INVALID) return { kind: 'token' };
  if (ZNS_RATE_LIMITED.has(code)) return { kind: 'rate', waitMs: retryAfterMs(response) };
  if (ZNS_RECIPIENT_GONE.has(code)) return { kind: 'gone', said };
  return { kind: 'error', said };
}

/** POST the eSMS JSON API (SendMultipleMessage_V4_post_json): CodeResult says what came of it. */
async function postSms(setup: SmsSetup, body: unknown): Promise<Answer> {
  const { response, json } = await postJson(setup.url, {}, body);
  if (response.status === 429) return { kind: 'rate', waitMs: retryAfterMs(response) };
  if (!response.ok || !json)
    return { kind: 'error', said: `the SMS gateway answered ${response.status}` };
  const code = field(json.CodeResult);
  const said = `the SMS gateway answered ${code}: ${field(json.ErrorMessage).slice(0, 200)}`;
  if (ESMS_ACCEPTED.has(code)) return { kind: 'sent' };
  if (ESMS_RECIPIENT_GONE.has(code)) return { kind: 'gone', said };
  return { kind: 'error', said };
}

function settle(answer: Answer, now: Date): void {
  switch (answer.kind) {
    case 'sent':
      return;
    case 'rate':
      throw new TryLater('rate limited by the provider', new Date(now.getTime() + answer.waitMs));
    case 'gone':
      throw new RecipientGone(answer.said);
    case 'token':
      throw new Error('Zalo refused the renewed access token (-124)');
    case 'error':
      throw new Error(answer.said);
  }
}

/**
 * Zalo ZNS and SMS as channels of the alert outbox (decisions.md "Zalo and SMS alerts"): a
 * delivery's recipient is a user, whose number and language are read when it is sent; each
 * message carries the delivery's id (ZNS tracking_id, eSMS RequestId), so the provider can tell
 * a message it already has.
 */
export function phoneAlerts({ db, settings, tokens, rate, factsOf }: Deps) {
  async function recipientOf(
    delivery: ClaimedDelivery,
  ): Promise<{ phone: string; language: TLanguage }> {
    const [user] = await db.query<{ phone: string | null; language: string }>(
      `select phone, language from users where username = $1 and deleted_at is null`,
      [delivery.recipient],
    );
    if (!user) throw new RecipientGone('the user is gone');
    if (!user.phone) throw new RecipientGone('the user has no phone number');
    return { phone: user.phone, language: user.language === 'en' ? 'en' : 'vi' };
  }

  const trackingId = (delivery: ClaimedDelivery) => `${delivery.warning_id}-${delivery.id}`;

  return {
    async sendZalo(delivery: ClaimedDelivery, now: Date): Promise<void> {
      const setup = await settings.zalo();
      if (!setup.enabled) throw new Error('Zalo is switched off');
      const to = await recipientOf(delivery);
      const facts = await factsOf(delivery.warning_id, to.language);
      if (!facts) return;
      await rate.take('zalo', setup.perMinute, now);
      const body = {
        phone: to.phone,
        template_id: setup.templateId,
        template_data: znsTemplateData(to.language, facts),
        tracking_id: trackingId(delivery),
      };
      const renewing = () =>
        new TryLater('the Zalo token is being renewed', new Date(now.getTime() + RENEWING_WAIT_MS));
      let token = await tokens.current(setup, now);
      if (!token) throw renewing();
      let answer = await postZns(setup, token.access, body);
      if (answer.kind === 'token') {
        // Expired before its time, or renewed elsewhere: renewed (or taken) once, sent again.
        token = await tokens.refresh(setup, token.version, now);
        if (!token) throw renewing();
        answer = await postZns(setup, token.access, body);
      }
      settle(answer, now);
    },

    async sendSms(delivery: ClaimedDelivery, now: Date): Promise<void> {
      const setup = await settings.sms();
      if (!setup.enabled) throw new Error('SMS is switched off');
      const to = await recipientOf(delivery);
      const facts = await factsOf(delivery.warning_id, to.language);
      if (!facts) return;
      await rate.take('sms', setup.perMinute, now);
      const answer = await postSms(setup, {
        ApiKey: setup.apiKey,
        SecretKey: setup.secretKey,
        Phone: to.phone,
        Content: smsText(to.language, facts),
        Brandname: setup.brandname || undefined,
        SmsType: setup.smsType,
        IsUnicode: '1',
        RequestId: trackingId(delivery),
      });
      settle(answer, now);
    },

    /** Whether each channel is set up and on (queued only then), inside the raising transaction. */
    enabled: (within: Queryable) => settings.enabled(within),
  };
}

export type PhoneAlerts = ReturnType<typeof phoneAlerts>;
