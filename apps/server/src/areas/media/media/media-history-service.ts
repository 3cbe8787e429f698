import {
  MEDIA_MAX_QUERY_DAYS,
  type TImage,
  type TVideo,
  ZImageListRequest,
  ZVideoListRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { invalidField } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { Actor } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import type { MediaRepository } from './media-repository.js';
import type { MediaSigner } from './media-signer.js';
import type { Addresses } from '../../places/index.js';

interface Deps {
  repository: MediaRepository;
  trucks: TruckService;
  signer: MediaSigner;
  time: TimeFormat;
  addresses: Addresses;
}

/** Video and image history of one truck (spec "Video and image history"). */
export function mediaHistoryService({ repository, trucks, signer, time, addresses }: Deps) {
  function rangeOf(fromText: string, toText: string, toField: string): [Date, Date] {
    const from = time.fromWire(fromText);
    const to = time.fromWire(toText);
    if (!from || !to) throw invalidField(toField, 'date_time');
    if (to < from) throw invalidField(toField, 'not_before_start');
    if (to.getTime() - from.getTime() > MEDIA_MAX_QUERY_DAYS * 86_400_000)
      throw invalidField(toField, 'within_days', { days: MEDIA_MAX_QUERY_DAYS });
    return [from, to];
  }

  return {
    /** POST /etracking/get_list_by_date; 404 for a truck the user is not granted. */
    async videos(actor: Actor, input: z.output<typeof ZVideoListRequest>): Promise<TVideo[]> {
      const [from, to] = rangeOf(input.start_date, input.end_date, 'end_date');
      const truck = await trucks.visibleByPlate(actor, input.truck_plate);
      const rows = await repository.videos(truck.id, from, to, input.cam_number ?? null);
      return rows.map((row) => ({
        id: row.id,
        truck_plate: truck.plate,
        cam_number: row.channel,
        start_time: time.toWire(row.start_time),
        end_time: time.toWire(row.end_time),
        duration_s: row.duration_s,
        size: row.size,
        url: signer.url(`video-${row.id}`),
      }));
    },

    /** POST /image/get_list */
    async images(actor: Actor, input: z.output<typeof ZImageListRequest>): Promise<TImage[]> {
      const [from, to] = rangeOf(input.start_time, input.end_time, 'end_time');
      const truck = await trucks.visibleByPlate(actor, input.truck_plate);
      const rows = await repository.images(truck.id, from, to);
      const said = await addresses.addresses(rows, actor.language);
      return rows.map((row, i) => ({
        id: row.id,
        truck_plate: truck.plate,
        channel: row.channel,
        time: time.toWire(row.taken_at),
        lat: row.lat,
        lon: row.lon,
        address: said[i] ?? null,
        url: signer.url(`image-${row.id}`),
        thumb_url: signer.url(`thumb-${row.id}`),
        proof_of_delivery:
          row.pod_stop !== null
            ? {
                order_code: row.pod_order_code,
                stop: row.pod_stop,
                taken_by: row.pod_taken_by!,
                taken_by_name: row.pod_taken_by_name,
              }
            : null,
      }));
    },
  };
}

export type MediaHistoryService = ReturnType<typeof mediaHistoryService>;
