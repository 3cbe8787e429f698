import type { TCamera, TSaveCamerasRequest } from '@fleet/contracts';
import { ZSaveCamerasRequest } from '@fleet/contracts';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../../http/app-error.js';
import type { LiveSource } from '../live-camera/live-streams.js';
import type { Actor } from '../../accounts/index.js';
import type { TruckRepository, TruckService } from '../../fleet/index.js';
import type { CameraRepository, CameraRow } from './camera-repository.js';
import type { SecretBox } from '../../platform/index.js';
import type { SourcePolicy, SourceRefusal } from './source-policy.js';
import { publicSourceUrl, withCredentialsOf } from './source-url.js';

interface Deps {
  cameras: CameraRepository;
  trucks: TruckService;
  truckRows: TruckRepository;
  box: SecretBox;
  /** Where sources may point: checked when saved and again each time one is used. */
  policy: SourcePolicy;
}

/** A source refused by the policy, as the field at fault. */
export const internalSource = (field: string, { host, address }: SourceRefusal) =>
  invalidField(field, 'camera_host_internal', { host, address });

export type { TSaveCamerasRequest };

const toWire = (row: CameraRow): TCamera => ({
  channel: row.channel,
  name: row.name,
  position: row.position,
  source_kind: row.source_kind,
  // Stripped again on the way out: rows saved before every credential parameter was
  // stripped may still hold one.
  source_url: row.source_url_public && publicSourceUrl(row.source_url_public).url,
  has_credentials: row.has_credentials,
});

/**
 * Camera channels of trucks. Source URLs are kept sealed with CAMERA_KEY; browsers only
 * ever get them without user name and password. `sourceUrlOf` is for server-side pulls
 * (recording, snapshots, live streaming).
 */
export function cameraService({ cameras, trucks, truckRows, box, policy }: Deps) {
  async function requireTruck(actor: Actor, truckId: number): Promise<void> {
    const visible = await trucks.visibleIds(actor);
    if ((visible && !visible.includes(truckId)) || !(await truckRows.find(truckId)))
      throw notFound('Truck');
  }

  function sealedOpen(row: CameraRow): string | null {
    if (!row.source_url_enc) return null;
    try {
      return box.open(row.source_url_enc);
    } catch {
      // CAMERA_KEY changed: the URL cannot be read back and must be entered again.
      throw new AppError(
        'CONFLICT',
        `The source of camera ${row.channel} cannot be read with the current CAMERA_KEY; enter it again`,
      );
    }
  }

  return {
    async list(actor: Actor, truckId: number): Promise<TCamera[]> {
      await requireTruck(actor, truckId);
      return (await cameras.list(truckId)).map(toWire);
    },

    async save(actor: Actor, input: z.output<typeof ZSaveCamerasRequest>): Promise<TCamera[]> {
      await requireTruck(actor, input.truck_id);
      for (const [index, camera] of input.cameras.entries()) {
        const refused = camera.source_url && (await policy.refusal(camera.source_url));
        if (refused) throw internalSource(`cameras.${index}.source_url`, refused);
      }
      const before = new Map((await cameras.list(input.truck_id)).map((c) => [c.channel, c]));
      const rows = input.cameras.map((camera) => {
        let source = camera.source_url ?? null;
        const previous = before.get(camera.channel);
        if (source && camera.keep_credentials && previous?.has_credentials) {
          const stored = sealedOpen(previous);
          if (stored && !publicSourceUrl(source).hasCredentials)
            source = withCredentialsOf(source, stored);
        }
        const shown = source ? publicSourceUrl(source) : null;
        return {
          channel: camera.channel,
          name: camera.name,
          position: camera.position,
          source_kind: camera.source_kind,
          source_url_enc: source ? box.seal(source) : null,
          source_url_public: shown?.url ?? null,
          has_credentials: shown?.hasCredentials ?? false,
        };
      });
      await cameras.replace(input.truck_id, rows);
      return (await cameras.list(input.truck_id)).map(toWire);
    },

    /** The full source URL (with credentials) of a camera, or null when it has none. */
    async sourceUrlOf(truckId: number, channel: number): Promise<string | null> {
      const row = await cameras.find(truckId, channel);
      const url = row ? sealedOpen(row) : null;
      const refused = url && (await policy.refusal(url));
      if (refused) throw internalSource('source_url', refused);
      return url;
    },

    /**
     * What a camera's live video comes from: its URL, or for a `jt1078` camera the truck's
     * dashcam (its device id is the JT/T 808 terminal's); null when it has none.
     */
    async liveSourceOf(truckId: number, channel: number): Promise<LiveSource | null> {
      const row = await cameras.find(truckId, channel);
      if (row?.source_kind !== 'jt1078') {
        const url = row ? sealedOpen(row) : null;
        return url && (await policy.refusal(url)) ? { kind: 'not_allowed' } : url;
      }
      const deviceId = (await truckRows.find(truckId))?.device_id;
      return deviceId ? { kind: 'jt1078', deviceId, channel } : null;
    },

    /** The channels of a visible truck whose cameras are its dashcam's (JT/T 1078). */
    dashcamChannels: (truckId: number) => cameras.dashcamChannels(truckId),

    /** Cameras with a live source on trucks moving now. */
    async movingSources(): Promise<{ truckId: number; channel: number; url: string }[]> {
      const sources: { truckId: number; channel: number; url: string }[] = [];
      for (const row of await cameras.movingWithSource()) {
        let url: string | null = null;
        try {
          url = row.source_url_enc ? box.open(row.source_url_enc) : null;
        } catch {
          continue;
        }
        if (url && !(await policy.refusal(url)))
          sources.push({ truckId: row.truck_id, channel: row.channel, url });
      }
      return sources;
    },
  };
}

export type CameraService = ReturnType<typeof cameraService>;
