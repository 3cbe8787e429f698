import {
  ZSaveAlertChannelRequest,
  type TAlertChannelSettings,
  type TSaveAlertChannelRequest,
} from '@fleet/contracts';
import type { TConfig } from '../../../config.js';
import { invalidField } from '../../../http/app-error.js';
import { type SecretBox, settingsStore, type SettingsStore } from '../../platform/index.js';
import type { Queryable } from '../../../db/database.js';

/** Zalo ZNS as the sender runs it. */
export interface ZaloSetup {
  enabled: boolean;
  appId: string;
  oaId: string;
  templateId: string;
  apiUrl: string;
  oauthUrl: string;
  perMinute: number;
  secretKey: string | null;
  /** ZALO_REFRESH_TOKEN: the first refresh token, taken once (the tokens rotate it). */
  seedRefreshToken: string | null;
  fromEnvironment: boolean;
}

/** The SMS gateway (eSMS.vn's JSON API) as the sender runs it. */
export interface SmsSetup {
  enabled: boolean;
  url: string;
  brandname: string;
  smsType: string;
  perMinute: number;
  apiKey: string | null;
  secretKey: string | null;
  fromEnvironment: boolean;
}

interface Stored {
  zalo?: {
    enabled: boolean;
    app_id: string;
    oa_id: string;
    template_id: string;
    api_url: string;
    oauth_url: string;
    per_minute: number;
    secret_key_sealed: string | null;
  };
  sms?: {
    enabled: boolean;
    url: string;
    brandname: string;
    sms_type: string;
    per_minute: number;
    api_key_sealed: string | null;
    secret_key_sealed: string | null;
  };
}

const KEY = 'alert_channels';
/** Another instance's change shows within this. */
const CACHE_TTL_MS = 5_000;
const DEFAULTS = ZSaveAlertChannelRequest.options;
const ZALO_DEFAULTS = DEFAULTS[0].shape.settings.parse({
  enabled: false,
  app_id: '',
  template_id: '',
});
const SMS_DEFAULTS = DEFAULTS[1].shape.settings.parse({ enabled: false });

const setByEnvironment = () => invalidField('channel', 'set_by_environment');

/**
 * Settings of the Zalo and SMS channels (decisions.md "Zalo and SMS alerts"): from the
 * environment (ZALO_APP_ID…, SMS_URL…; then the screen shows them and cannot change them),
 * else as an admin saved them, secrets sealed. A channel is off unless it is complete.
 */
export function channelSettings(config: TConfig, store: SettingsStore, box: SecretBox) {
  let cached: { zalo: ZaloSetup; sms: SmsSetup; until: number } | null = null;
  const open = (sealed: string | null | undefined) => (sealed ? box.open(sealed) : null);

  const stored = async (from: SettingsStore = store) =>
    ((await from.read(KEY)) as Stored | undefined) ?? {};

  function zaloOf(value: Stored): ZaloSetup {
    if (config.ZALO_APP_ID)
      return {
        enabled: true,
        appId: config.ZALO_APP_ID,
        oaId: config.ZALO_OA_ID ?? '',
        templateId: config.ZALO_TEMPLATE_ID ?? '',
        apiUrl: config.ZALO_API_URL,
        oauthUrl: config.ZALO_OAUTH_URL,
        perMinute: config.ZALO_PER_MINUTE,
        secretKey: config.ZALO_SECRET_KEY ?? null,
        seedRefreshToken: config.ZALO_REFRESH_TOKEN ?? null,
        fromEnvironment: true,
      };
    const zalo = value.zalo;
    const secretKey = open(zalo?.secret_key_sealed);
    return {
      enabled: !!zalo?.enabled && !!zalo.app_id && !!zalo.template_id && secretKey !== null,
      appId: zalo?.app_id ?? '',
      oaId: zalo?.oa_id ?? '',
      templateId: zalo?.template_id ?? '',
      apiUrl: zalo?.api_url ?? ZALO_DEFAULTS.api_url,
      oauthUrl: zalo?.oauth_url ?? ZALO_DEFAULTS.oauth_url,
      perMinute: zalo?.per_minute ?? ZALO_DEFAULTS.per_minute,
      secretKey,
      seedRefreshToken: null,
      fromEnvironment: false,
    };
  }

  function smsOf(value: Stored): SmsSetup {
    if (config.SMS_URL)
      return {
        enabled: true,
        url: config.SMS_URL,
        brandname: config.SMS_BRANDNAME ?? '',
        smsType: config.SMS_TYPE,
        perMinute: config.SMS_PER_MINUTE,
        apiKey: config.SMS_API_KEY ?? null,
        secretKey: config.SMS_SECRET_KEY ?? null,
        fromEnvironment: true,
      };
    const sms = value.sms;
    const apiKey = open(sms?.api_key_sealed);
    const secretKey = open(sms?.secret_key_sealed);
    return {
      enabled: !!sms?.enabled && apiKey !== null && secretKey !== null,
      url: sms?.url ?? SMS_DEFAULTS.url,
      brandname: sms?.brandname ?? '',
      smsType: sms?.sms_type ?? SMS_DEFAULTS.sms_type,
      perMinute: sms?.per_minute ?? SMS_DEFAULTS.per_minute,
      apiKey,
      secretKey,
      fromEnvironment: false,
    };
  }

  /** `within`: a transaction in progress (PGlite has one connection: read through it). */
  async function current(within?: Queryable) {
    if (!cached || cached.until < Date.now()) {
      const value = await stored(within ? settingsStore(within) : store);
      cached = { zalo: zaloOf(value), sms: smsOf(value), until: Date.now() + CACHE_TTL_MS };
    }
    return cached;
  }

  return {
    zalo: async () => (await current()).zalo,
    sms: async () => (await current()).sms,
    /** Whether each channel is on, read inside the transaction `within`. */
    async enabled(within: Queryable): Promise<{ zalo: boolean; sms: boolean }> {
      const { zalo, sms } = await current(within);
      return { zalo: zalo.enabled, sms: sms.enabled };
    },
    /** What an admin sees: secrets only as set or not. */
    async view(
      tokenExpiresAt: string | null,
      hasRefreshToken: boolean,
    ): Promise<TAlertChannelSettings> {
      const { zalo, sms } = await current();
      return {
        zalo: {
          enabled: zalo.enabled,
          app_id: zalo.appId,
          oa_id: zalo.oaId,
          template_id: zalo.templateId,
          api_url: zalo.apiUrl,
          oauth_url: zalo.oauthUrl,
          per_minute: zalo.perMinute,
          secret_key_set: zalo.secretKey !== null,
          refresh_token_set: hasRefreshToken,
          token_expires_at: tokenExpiresAt,
          from_environment: zalo.fromEnvironment,
        },
        sms: {
          enabled: sms.enabled,
          url: sms.url,
          brandname: sms.brandname,
          sms_type: sms.smsType,
          per_minute: sms.perMinute,
          api_key_set: sms.apiKey !== null,
          secret_key_set: sms.secretKey !== null,
          from_environment: sms.fromEnvironment,
        },
      };
    },
    /**
     * Saves one channel as an admin typed it; a secret left out keeps the stored one. Answers
     * the refresh token typed, if any, for the tokens to take.
     */
    async save(input: TSaveAlertChannelRequest, username: string): Promise<string | undefined> {
      const request = ZSaveAlertChannelRequest.parse(input);
      const before = await stored();
      const next: Stored = { ...before };
      let refreshToken: string | undefined;
      if (request.channel === 'zalo') {
        if (config.ZALO_APP_ID) throw setByEnvironment();
        const s = request.settings;
        next.zalo = {
          enabled: s.enabled,
          app_id: s.app_id,
          oa_id: s.oa_id,
          template_id: s.template_id,
          api_url: s.api_url,
          oauth_url: s.oauth_url,
          per_minute: s.per_minute,
          secret_key_sealed: s.secret_key
            ? box.seal(s.secret_key)
            : (before.zalo?.secret_key_sealed ?? null),
        };
        refreshToken = s.refresh_token;
      } else {
        if (config.SMS_URL) throw setByEnvironment();
        const s = request.settings;
        next.sms = {
          enabled: s.enabled,
          url: s.url,
          brandname: s.brandname,
          sms_type: s.sms_type,
          per_minute: s.per_minute,
          api_key_sealed: s.api_key ? box.seal(s.api_key) : (before.sms?.api_key_sealed ?? null),
          secret_key_sealed: s.secret_key
            ? box.seal(s.secret_key)
            : (before.sms?.secret_key_sealed ?? null),
        };
      }
      await store.write(KEY, next, username);
      cached = null;
      return refreshToken;
    },
  };
}

export type ChannelSettings = ReturnType<typeof channelSettings>;
