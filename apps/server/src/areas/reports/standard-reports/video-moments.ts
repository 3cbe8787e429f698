import type { TVideoMomentsRequest } from '@fleet/contracts';
import { AppError } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { MediaHistoryService } from '../../media/index.js';
import type { Actor } from '../../accounts/index.js';

/** How far around a moment a clip may start or end and still show it. */
const AROUND_MS = 2 * 60_000;

/**
 * Signed links to a recorded clip around each moment of the unsafe-behaviour list (the first
 * clip overlapping the moment, widened by two minutes), or null where no clip exists or the
 * truck is not the user's. Goes through media's own history so grants and signing stay there.
 */
export function videoMoments(videos: MediaHistoryService, time: TimeFormat) {
  return async (actor: Actor, input: TVideoMomentsRequest) => {
    const found: { url: string | null; start_time: string | null }[] = [];
    for (const moment of input.moments) {
      const from = time.fromWire(moment.start_time);
      const to = time.fromWire(moment.end_time);
      if (!from || !to || to < from) {
        found.push({ url: null, start_time: null });
        continue;
      }
      const clips = await videos
        .videos(actor, {
          truck_plate: moment.plate,
          start_date: time.toWire(new Date(from.getTime() - AROUND_MS)),
          // A long event only needs a clip near its start.
          end_date: time.toWire(new Date(Math.min(to.getTime(), from.getTime() + AROUND_MS))),
        })
        .catch((error: unknown) => {
          // A truck outside the user's grants or gone: no link, the rest still answer.
          if (error instanceof AppError && error.code === 'NOT_FOUND') return [];
          throw error;
        });
      const clip = clips[0];
      found.push({ url: clip?.url ?? null, start_time: clip?.start_time ?? null });
    }
    return found;
  };
}
