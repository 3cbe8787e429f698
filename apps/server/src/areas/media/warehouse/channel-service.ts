import type {
  TWarehouseChannel,
  TWarehouseChannelAdmin,
  ZSaveWarehouseChannelRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { forbidden, notFound } from '../../../http/app-error.js';
import { internalSource } from '../cameras/camera-service.js';
import type { SourcePolicy } from '../cameras/source-policy.js';
import type { AccessService, Actor } from '../../accounts/index.js';
import type { BlobStore, SecretBox } from '../../platform/index.js';
import type { ChannelRepository, ChannelRow } from './channel-repository.js';

interface Deps {
  channels: ChannelRepository;
  access: AccessService;
  box: SecretBox;
  blobs: BlobStore;
  /** Where NVR sources may point: checked when saved and before each pull. */
  policy: SourcePolicy;
}

export const channelKey = (ip: string, channel: number) => `${ip}:${channel}`;

const toWire = (row: ChannelRow): TWarehouseChannel => ({
  ip: row.ip,
  channel: row.channel,
  name: row.name,
  warehouse: row.warehouse,
  vendor: row.vendor,
});

const toAdmin = (row: ChannelRow): TWarehouseChannelAdmin => ({
  ...toWire(row),
  port: row.port,
  username: row.username,
  has_password: row.password_enc !== null,
  playback_template: row.playback_template,
});

/** NVR channels: staff see the ones granted to them (`ip_channel`), admins manage all. */
export function channelService({ channels, access, box, blobs, policy }: Deps) {
  return {
    async listGranted(actor: Actor): Promise<TWarehouseChannel[]> {
      return (await channels.list(await access.keysOf(actor, 'ip_channel'))).map(toWire);
    },

    /** The channel if the actor holds its grant: 403 without it, 404 when it does not exist. */
    async requireGranted(actor: Actor, ip: string, channel: number): Promise<ChannelRow> {
      const keys = await access.keysOf(actor, 'ip_channel');
      if (keys && !keys.has(channelKey(ip, channel))) throw forbidden();
      const row = await channels.find(ip, channel);
      if (!row) throw notFound('Channel');
      return row;
    },

    async listAll(): Promise<TWarehouseChannelAdmin[]> {
      return (await channels.list(null)).map(toAdmin);
    },

    async save(
      input: z.output<typeof ZSaveWarehouseChannelRequest>,
    ): Promise<TWarehouseChannelAdmin> {
      const host = await policy.refusal(`rtsp://${input.ip}:${input.port}/`);
      if (host) throw internalSource('ip', host);
      const template = input.vendor === 'generic_rtsp' ? input.playback_template : null;
      const templated =
        template &&
        (await policy.refusal(
          template.replaceAll('{host}', input.ip).replaceAll('{port}', String(input.port)),
        ));
      if (templated) throw internalSource('playback_template', templated);
      const before = await channels.find(input.ip, input.channel);
      // An empty password keeps the stored one: browsers never get it back to resend.
      const passwordEnc = input.password
        ? box.seal(input.password)
        : (before?.password_enc ?? null);
      const row = await channels.save({
        ip: input.ip,
        channel: input.channel,
        name: input.name ?? null,
        warehouse: input.warehouse ?? null,
        vendor: input.vendor,
        port: input.port,
        username: input.username || null,
        password_enc: input.username ? passwordEnc : null,
        playback_template:
          input.vendor === 'generic_rtsp' ? (input.playback_template ?? null) : null,
      });
      return toAdmin(row);
    },

    async delete(ip: string, channel: number): Promise<number> {
      const { deleted, blobKeys } = await channels.delete(ip, channel);
      if (deleted === 0) throw notFound('Channel');
      for (const key of blobKeys) await blobs.delete(key);
      return deleted;
    },

    /** Why a pull of this URL is refused (it points at an internal address), else null. */
    sourceRefusal: (url: string) => policy.refusal(url),

    /** The stored password in clear, for the server's own pulls. */
    passwordOf(row: ChannelRow): string | null {
      return row.password_enc ? box.open(row.password_enc) : null;
    },
  };
}

export type ChannelService = ReturnType<typeof channelService>;
