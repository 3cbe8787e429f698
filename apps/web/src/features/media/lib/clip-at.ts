import { parseTime, type TVideo } from '@fleet/contracts';

/**
 * The clip to open for a moment (`at`, wire time): one that covers it, lowest camera first,
 * else the first that starts after it; with the second to start playing from.
 */
export function clipAt(
  videos: readonly TVideo[],
  at: string,
  timeZone: string,
): { video: TVideo; offsetS: number; covers: boolean } | null {
  const moment = parseTime(at, timeZone)?.getTime();
  if (moment === undefined) return null;
  const startOf = (video: TVideo) => parseTime(video.start_time, timeZone)?.getTime() ?? NaN;
  const endOf = (video: TVideo) => parseTime(video.end_time, timeZone)?.getTime() ?? NaN;
  const covering = videos
    .filter((video) => startOf(video) <= moment && moment <= endOf(video))
    .sort((a, b) => a.cam_number - b.cam_number || startOf(a) - startOf(b))[0];
  if (covering)
    return { video: covering, offsetS: (moment - startOf(covering)) / 1000, covers: true };
  const after = videos
    .filter((video) => startOf(video) > moment)
    .sort((a, b) => startOf(a) - startOf(b) || a.cam_number - b.cam_number)[0];
  return after ? { video: after, offsetS: 0, covers: false } : null;
}
