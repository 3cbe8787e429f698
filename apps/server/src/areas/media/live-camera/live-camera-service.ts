import type { AddressInfo } from 'node:net';
import {
  streamFailure,
  type TLiveStream,
  type TLiveStreamKey,
  type TLiveStreamStatus,
} from '@fleet/contracts';
import { AppError, notFound } from '../../../http/app-error.js';
import type { CameraRepository } from '../cameras/camera-repository.js';
import type { Actor } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import { type InstanceSignature, internalUrlOf } from '../../platform/index.js';
import type { LiveStreams } from './live-streams.js';
import type { StreamFile } from './remux-proxy.js';

interface Deps {
  cameras: CameraRepository;
  trucks: TruckService;
  streams: LiveStreams;
  signature: InstanceSignature;
  /** Tells the lease table where the other instances reach this one. */
  advertise: (url: string | null) => void;
  internalUrl: string | undefined;
}

export const playlistPath = (truckId: number, channel: number) =>
  `/api/live-camera/${truckId}/${channel}/index.m3u8`;

/** Live camera monitoring of the trucks a user is granted, wherever the remux runs. */
export function liveCameraService({
  cameras,
  trucks,
  streams,
  signature,
  advertise,
  internalUrl,
}: Deps) {
  async function requireTruck(actor: Actor, truckId: number): Promise<void> {
    const visible = await trucks.visibleIds(actor);
    if (visible && !visible.includes(truckId)) throw notFound('Truck');
  }

  return {
    /** Channels that have a live source, on the trucks the actor may see. */
    async channels(actor: Actor) {
      return cameras.liveChannels(await trucks.visibleIds(actor));
    },

    async open(actor: Actor, keys: TLiveStreamKey[]): Promise<TLiveStream[]> {
      const visible = await trucks.visibleIds(actor);
      return Promise.all(
        keys.map(async ({ truck_id, channel }) => {
          const base = { truck_id, channel, playlist_url: playlistPath(truck_id, channel) };
          if (visible && !visible.includes(truck_id))
            return { ...base, ...streamFailure('error', 'not_granted') };
          return { ...base, ...(await streams.open(truck_id, channel)) };
        }),
      );
    },

    async file(actor: Actor, truckId: number, channel: number, name: string): Promise<StreamFile> {
      await requireTruck(actor, truckId);
      const file = await streams.file(truckId, channel, name);
      if (file === 'moving')
        throw new AppError(
          'LIVE_STREAM_MOVING',
          'The live stream is moving to another server; it comes back in a few seconds',
        );
      if (!file) throw notFound('Stream file');
      return file;
    },

    /** The server listens: from now on other instances can proxy to it. */
    listening(address: AddressInfo | string | null): void {
      advertise(internalUrlOf(internalUrl, address));
    },

    /** Internal routes answer only requests another instance signed with the shared secret. */
    requireInstance(path: string, header: unknown): void {
      if (!signature.verify(path, header))
        throw new AppError('FORBIDDEN', 'Only another instance of this console may call this');
    },

    /** The state of a stream this instance runs, for the instance proxying a viewer. */
    internalStatus(truckId: number, channel: number): TLiveStreamStatus {
      const status = streams.localStatus(truckId, channel);
      if (!status) throw notFound('Live stream');
      return status;
    },

    async internalFile(truckId: number, channel: number, name: string): Promise<StreamFile> {
      const file = await streams.localFile(truckId, channel, name);
      if (!file) throw notFound('Stream file');
      return file;
    },
  };
}

export type LiveCameraService = ReturnType<typeof liveCameraService>;
