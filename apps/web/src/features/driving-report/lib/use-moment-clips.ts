import { useMemo } from 'react';
import { useVideoMoments } from '../api';

/** A truck's moment a camera could have filmed, as /api/report-videos/find takes it. */
export interface TClipMoment {
  plate: string;
  start_time: string;
  end_time: string;
}

/** The server looks up at most this many moments at once. */
const MAX_MOMENTS = 500;

/**
 * The recorded clip around each row's moment, one request for the rows shown: the signed
 * link, or null where no clip exists. Rows without a moment, or while asking, are absent.
 */
export function useMomentClips<T>(
  rows: readonly T[],
  momentOf: (row: T) => TClipMoment | null,
): Map<T, string | null> {
  const moments = useMemo(() => {
    const asked = rows.slice(0, MAX_MOMENTS).map(momentOf);
    return { asked, request: { moments: asked.filter((m) => m !== null) } };
  }, [rows, momentOf]);
  const videos = useVideoMoments(moments.request.moments.length > 0 ? moments.request : null);
  return useMemo(() => {
    const found = new Map<T, string | null>();
    if (!videos.data) return found;
    let next = 0;
    moments.asked.forEach((moment, index) => {
      if (!moment) return;
      found.set(rows[index]!, videos.data[next]?.url ?? null);
      next += 1;
    });
    return found;
  }, [moments, videos.data, rows]);
}
