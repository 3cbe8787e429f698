import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import type { SettingsStore } from '../../platform/index.js';
import { feedSettings } from './feed-settings.js';

/** Nothing saved by an admin: what the environment says is all there is. */
const emptyStore = {
  read: async () => undefined,
  write: async () => {},
} as unknown as SettingsStore;
const box = { seal: (text: string) => text, open: (text: string) => text };

describe('authority feed settings from the environment', () => {
  it('is off unless AUTHORITY_FEED_URL is set', async () => {
    const settings = feedSettings(loadConfig({}), emptyStore, box);
    expect(await settings.setup()).toMatchObject({ enabled: false, target: null });
    expect(await settings.view()).toMatchObject({
      enabled: false,
      url: null,
      exchange: 'ufms.all',
      routing_key: '',
      from_environment: false,
    });
  });

  it('takes the exchange ufms.all and an empty routing key by default', async () => {
    const config = loadConfig({ AUTHORITY_FEED_URL: 'amqp://user:secret@broker.example:5672/vh' });
    expect(await feedSettings(config, emptyStore, box).setup()).toEqual({
      enabled: true,
      target: {
        url: 'amqp://user:secret@broker.example:5672/vh',
        exchange: 'ufms.all',
        routingKey: '',
      },
      providerId: '',
      codec: 'ufms',
      fromEnvironment: true,
    });
  });

  it('takes the exchange, routing key and provider id as set, and never shows the password', async () => {
    const config = loadConfig({
      AUTHORITY_FEED_URL: 'amqps://user:secret@broker.example/vh',
      AUTHORITY_FEED_EXCHANGE: 'tracking.acme',
      AUTHORITY_FEED_ROUTING_KEY: 'track1',
      AUTHORITY_FEED_PROVIDER_ID: 'acme-provider',
    });
    const settings = feedSettings(config, emptyStore, box);
    expect(await settings.setup()).toMatchObject({
      enabled: true,
      target: { exchange: 'tracking.acme', routingKey: 'track1' },
      providerId: 'acme-provider',
      fromEnvironment: true,
    });
    const shown = await settings.view();
    expect(shown).toMatchObject({
      enabled: true,
      exchange: 'tracking.acme',
      routing_key: 'track1',
      provider_id: 'acme-provider',
      from_environment: true,
    });
    expect(shown.url).not.toContain('secret');
  });

  it('stops on an AUTHORITY_FEED_URL that is not amqp:// or amqps://', () => {
    expect(() => loadConfig({ AUTHORITY_FEED_URL: 'http://broker.example' })).toThrow(
      'AUTHORITY_FEED_URL',
    );
  });
});
