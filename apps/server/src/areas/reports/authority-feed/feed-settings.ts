import {
  ZSaveAuthorityFeedSettingsRequest,
  type TAuthorityFeedSettings,
  type TFeedCodec,
  type TSaveAuthorityFeedSettingsRequest,
} from '@fleet/contracts';
import type { TConfig } from '../../../config.js';
import type { SecretBox, SettingsStore } from '../../platform/index.js';
import type { FeedTarget } from './amqp-publisher.js';

/** The feed as the forwarder runs it. */
export interface FeedSetup {
  enabled: boolean;
  target: FeedTarget | null;
  providerId: string;
  codec: TFeedCodec;
  fromEnvironment: boolean;
}

interface Stored {
  enabled: boolean;
  /** The broker URL sealed with CAMERA_KEY: it carries the broker's password. */
  url_sealed: string | null;
  exchange: string;
  routing_key: string;
  provider_id: string;
  codec: TFeedCodec;
}

const KEY = 'authority_feed';
/** Another instance's change shows within this. */
const CACHE_TTL_MS = 5_000;

/** The URL as an admin may see it again: its password replaced. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '***';
  }
}

/**
 * The feed's settings: from the environment (AUTHORITY_FEED_URL and friends, for deployments;
 * then the screen shows them and cannot change them), else as an admin saved them. Off unless
 * a broker URL is set and the feed is switched on.
 */
export function feedSettings(config: TConfig, store: SettingsStore, box: SecretBox) {
  let cached: { setup: FeedSetup; until: number } | null = null;

  const fromEnvironment = (): FeedSetup | null =>
    config.AUTHORITY_FEED_URL
      ? {
          enabled: true,
          target: {
            url: config.AUTHORITY_FEED_URL,
            exchange: config.AUTHORITY_FEED_EXCHANGE,
            routingKey: config.AUTHORITY_FEED_ROUTING_KEY,
          },
          providerId: config.AUTHORITY_FEED_PROVIDER_ID,
          codec: 'ufms',
          fromEnvironment: true,
        }
      : null;

  async function stored(): Promise<Stored | null> {
    const value = (await store.read(KEY)) as Stored | undefined;
    return value ?? null;
  }

  async function load(): Promise<FeedSetup> {
    const environment = fromEnvironment();
    if (environment) return environment;
    const value = await stored();
    const url = value?.url_sealed ? box.open(value.url_sealed) : null;
    return {
      enabled: !!value?.enabled && url !== null,
      target: url ? { url, exchange: value!.exchange, routingKey: value!.routing_key } : null,
      providerId: value?.provider_id ?? '',
      codec: value?.codec ?? 'ufms',
      fromEnvironment: false,
    };
  }

  async function setup(): Promise<FeedSetup> {
    if (!cached || cached.until < Date.now())
      cached = { setup: await load(), until: Date.now() + CACHE_TTL_MS };
    return cached.setup;
  }

  async function view(): Promise<TAuthorityFeedSettings> {
    const current = await setup();
    return {
      enabled: current.enabled,
      url: current.target ? shownUrl(current.target.url) : null,
      exchange: current.target?.exchange ?? 'ufms.all',
      routing_key: current.target?.routingKey ?? '',
      provider_id: current.providerId,
      codec: current.codec,
      from_environment: current.fromEnvironment,
    };
  }

  return {
    setup,
    view,
    /** Saves an admin's settings; a URL left out keeps the stored one and its password. */
    async save(input: TSaveAuthorityFeedSettingsRequest, username: string): Promise<FeedSetup> {
      const request = ZSaveAuthorityFeedSettingsRequest.parse(input);
      const before = await stored();
      const next: Stored = {
        enabled: request.enabled,
        url_sealed: request.url ? box.seal(request.url) : (before?.url_sealed ?? null),
        exchange: request.exchange,
        routing_key: request.routing_key,
        provider_id: request.provider_id,
        codec: request.codec,
      };
      await store.write(KEY, next, username);
      cached = null;
      return setup();
    },
  };
}

export type FeedSettings = ReturnType<typeof feedSettings>;
