import { useMemo } from 'react';
import { VIDEO_MOMENTS_MAX } from '@fleet/contracts';
import { useVideoMoments } from '../api';

/** A truck's moment a camera could have filmed, as /api/report-videos/find takes it. */
export interface TClipMoment {
  plate: string;
  start_time: string;
  end_time: string;
}

/** Each row's moment (or null), and the moments in the batches the server takes. */
export function momentBatches<T>(rows: readonly T[], momentOf: (row: T) => TClipMoment | null) {
  const asked = rows.map(momentOf);
  const found = asked.filter((m) => m !== null);
  const batches: { moments: TClipMoment[] }[] = [];
  for (let start = 0; start < found.length; start += VIDEO_MOMENTS_MAX)
    batches.push({ moments: found.slice(start, start + VIDEO_MOMENTS_MAX) });
  return { asked, batches };
}

/**
 * The recorded clip around each row's moment, in batches the server takes: the signed link,
 * or null where no clip exists. Rows without a moment, or while asking, are absent.
 */
export function useMomentClips<T>(
  rows: readonly T[],
  momentOf: (row: T) => TClipMoment | null,
): Map<T, string | null> {
  const moments = useMemo(() => momentBatches(rows, momentOf), [rows, momentOf]);
  const videos = useVideoMoments(moments.batches);
  return useMemo(() => {
    const found = new Map<T, string | null>();
    const links = videos.data;
    if (!links) return found;
    let next = 0;
    moments.asked.forEach((moment, index) => {
      if (!moment) return;
      found.set(rows[index]!, links[next]?.url ?? null);
      next += 1;
    });
    return found;
  }, [moments, videos.data, rows]);
}
