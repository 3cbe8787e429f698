import fs from 'node:fs';
import { Agent } from 'node:https';
import tls from 'node:tls';
import webpush, { WebPushError } from 'web-push';
import type { TPushPayload, TPushSubscribeRequest } from '@fleet/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import { invalidField } from '../../../http/app-error.js';
import { RecipientGone } from '../alert-deliveries/alert-deliveries.js';
import type { ClaimedDelivery } from '../alert-deliveries/delivery-repository.js';
import type { Actor } from '../../accounts/index.js';
import type { WarningAlertFactsOf } from '../warnings/warning-alert-facts.js';
import { warningPushText } from '../warnings/warning-mail-text.js';
import { pushSubscriptionRepository } from './push-subscription-repository.js';
import type { VapidKeysOf } from './vapid-keys.js';

/** The driver app's page: its notices open the app, which shows the driver's own day. */
const DRIVER_APP_PATH = '/driver';
/** A notice older than this is not worth showing: the push service may drop it. */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 30_000;

interface Deps {
  db: Database;
  keys: VapidKeysOf;
  subject: string;
  /** PUSH_SERVICE_HOSTS: where a subscription's endpoint may point. */
  serviceHosts: readonly string[];
  /** Trusts PUSH_SERVICE_CA besides the usual roots; unset: Node's default agent. */
  agent?: Agent;
  factsOf: WarningAlertFactsOf;
}

/**
 * Whether a subscription's endpoint is at one of the `allowed` push services: an https URL
 * whose host (or `host:port`) is listed; `*.example.com` takes any subdomain of it.
 */
export function isPushEndpoint(endpoint: string, allowed: readonly string[]): boolean {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return false;
  const name = url.hostname.toLowerCase();
  return allowed.some((entry) =>
    entry.startsWith('*.') ? name.endsWith(entry.slice(1)) : entry === name || entry === url.host,
  );
}

/** An agent trusting the PEM file `caFile` besides Node's roots; none when unset. */
export function pushServiceAgent(caFile: string | undefined): Agent | undefined {
  if (!caFile) return undefined;
  return new Agent({
    keepAlive: true,
    ca: [...tls.rootCertificates, fs.readFileSync(caFile, 'utf8')],
  });
}

export const pushServiceHostsOf = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/**
 * Web push (RFC 8030, payload encrypted per RFC 8291, VAPID per RFC 8292) as a channel of the
 * alert outbox: a browser opts in, the alert fan-out queues one delivery per subscription of
 * each user whose rule sends a warning by push, and the outbox sends it with its tries.
 */
export function webPushService({ db, keys, subject, serviceHosts, agent, factsOf }: Deps) {
  const rows = pushSubscriptionRepository(db);

  return {
    async publicKey(): Promise<{ public_key: string }> {
      return { public_key: (await keys()).publicKey };
    },
    async subscribe(actor: Actor, input: TPushSubscribeRequest, userAgent: string | null) {
      if (!isPushEndpoint(input.endpoint, serviceHosts))
        throw invalidField('endpoint', 'push_service');
      await rows.save(actor.userId, input, userAgent?.slice(0, 300) ?? null);
      return { subscribed: true };
    },
    async unsubscribe(actor: Actor, endpoint: string) {
      await rows.remove(actor.userId, endpoint);
      return { subscribed: false };
    },
    async check(actor: Actor, endpoint: string) {
      return { subscribed: await rows.holds(actor.userId, endpoint) };
    },

    /** Encrypts and posts one delivery's notice; a subscription the service forgot is removed. */
    async send(delivery: ClaimedDelivery): Promise<void> {
      const subscription = await rows.find(Number(delivery.recipient));
      if (!subscription) throw new RecipientGone('the browser is no longer subscribed');
      const language = subscription.language === 'en' ? 'en' : 'vi';
      const facts = await factsOf(delivery.warning_id, language);
      if (!facts) return;
      const payload: TPushPayload = {
        warning_id: delivery.warning_id,
        kind: facts.type,
        plate: facts.plateKey,
        ...warningPushText(language, facts),
        link: subscription.app === 'driver' ? DRIVER_APP_PATH : facts.link,
      };
      const vapid = await keys();
      try {
        await webpush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          JSON.stringify(payload),
          {
            vapidDetails: { subject, ...vapid },
            TTL: TTL_SECONDS,
            urgency: 'high',
            // One topic per warning: a notice sent again replaces the one still waiting.
            topic: `w${delivery.warning_id}`,
            timeout: SEND_TIMEOUT_MS,
            ...(agent ? { agent } : {}),
          },
        );
      } catch (error) {
        if (
          error instanceof WebPushError &&
          (error.statusCode === 404 || error.statusCode === 410)
        ) {
          await rows.forget(subscription.id);
          throw new RecipientGone(`the push service forgot the subscription (${error.statusCode})`);
        }
        if (error instanceof WebPushError)
          throw new Error(
            `the push service answered ${error.statusCode}: ${error.body.slice(0, 200)}`,
          );
        throw error;
      }
    },

    /** The subscriptions of these users, as recipients of push deliveries. */
    subscriptionsOf: (tx: Queryable, usernames: readonly string[]) =>
      pushSubscriptionRepository(tx).idsOf(usernames),
  };
}

export type WebPushService = ReturnType<typeof webPushService>;
