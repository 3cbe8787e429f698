import type {
  TAuthorityFeedSettings,
  TAuthorityFeedStatus,
  TFeedFailure,
  TSaveAuthorityFeedSettingsRequest,
} from '@fleet/contracts';
import { invalidField } from '../../../http/app-error.js';
import type { Actor } from '../../accounts/index.js';
import { FeedPublishError, type AmqpPublisher } from './amqp-publisher.js';
import type { FeedCodec } from './feed-message.js';
import type { FeedRegistrations } from './feed-registrations.js';
import type { FeedSettings } from './feed-settings.js';
import type { FeedStatus } from './feed-status.js';

interface Deps {
  settings: FeedSettings;
  status: FeedStatus;
  registrations: FeedRegistrations;
  codecs: Record<string, FeedCodec>;
  /** A publisher of its own: the test never disturbs the forwarder's connection. */
  publisher: AmqpPublisher;
  visibleTrucks: (actor: Actor) => Promise<number[] | null>;
  /** The feed's settings changed: the trigger's switch and the forwarder follow. */
  changed: () => Promise<void>;
}

/** What admins and the transmission page do with the feed. */
export function feedService(deps: Deps) {
  return {
    view: (): Promise<TAuthorityFeedSettings> => deps.settings.view(),

    async save(
      input: TSaveAuthorityFeedSettingsRequest,
      actor: Actor,
    ): Promise<TAuthorityFeedSettings> {
      if ((await deps.settings.setup()).fromEnvironment)
        throw invalidField('url', 'set_by_environment');
      await deps.settings.save(input, actor.username);
      await deps.changed();
      return deps.settings.view();
    },

    /**
     * Sends one harmless message (the company's registration, else a truck's) with the
     * current settings and says whether the broker confirmed it.
     */
    async test(): Promise<{ ok: boolean; failure: TFeedFailure | null }> {
      const setup = await deps.settings.setup();
      if (!setup.target) throw invalidField('url', 'required');
      const messages = await deps.registrations.messages();
      const sample =
        messages.find((m) => m.message.type === 'reg_company') ??
        messages.find((m) => m.message.type === 'reg_vehicle');
      if (!sample) throw invalidField('url', 'feed_nothing_to_send');
      const body = deps.codecs[setup.codec]!.encode(sample.message, setup.providerId || null);
      try {
        await deps.publisher.publish(setup.target, [body]);
        return { ok: true, failure: null };
      } catch (error) {
        if (error instanceof FeedPublishError) return { ok: false, failure: error.failure };
        throw error;
      } finally {
        await deps.publisher.close();
      }
    },

    async status(actor: Actor): Promise<TAuthorityFeedStatus> {
      return deps.status.page(await deps.visibleTrucks(actor));
    },
  };
}

export type FeedService = ReturnType<typeof feedService>;
