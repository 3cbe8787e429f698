import type { TAlertChannelSettings, TSaveAlertChannelRequest } from '@fleet/contracts';
import { invalidField } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { Actor } from '../../accounts/index.js';
import type { ChannelSettings } from './channel-settings.js';
import type { ZaloTokens } from './zalo-tokens.js';

/** The admin screen of the Zalo and SMS channels: settings in, secrets never out. */
export function channelAdmin(
  settings: ChannelSettings,
  tokens: ZaloTokens,
  time: Pick<TimeFormat, 'toWire'>,
) {
  async function view(): Promise<TAlertChannelSettings> {
    const zalo = await settings.zalo();
    const state = await tokens.state(zalo.appId);
    return settings.view(
      state.expiresAt ? time.toWire(state.expiresAt) : null,
      state.hasRefresh || !!zalo.seedRefreshToken,
    );
  }
  return {
    view,
    /** A refresh token typed replaces the pair the server keeps renewing. */
    async save(input: TSaveAlertChannelRequest, actor: Actor): Promise<TAlertChannelSettings> {
      if (
        input.channel === 'zalo' &&
        input.settings.refresh_token?.trim() &&
        !input.settings.app_id?.trim()
      )
        throw invalidField('settings.app_id', 'required');
      const refreshToken = await settings.save(input, actor.username);
      if (refreshToken) await tokens.seed((await settings.zalo()).appId, refreshToken);
      return view();
    },
  };
}

export type ChannelAdmin = ReturnType<typeof channelAdmin>;
