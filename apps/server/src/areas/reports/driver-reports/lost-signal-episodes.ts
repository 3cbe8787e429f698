/** A silence between two fixes while moving, as the motion engine stores it. */
export interface SignalGap {
  plate: string;
  username: string | null;
  start_time: Date;
  end_time: Date;
  lat: number;
  lon: number;
}

/** Gaps of one truck taken as one loss of signal. */
export interface SignalEpisode extends SignalGap {
  /** Seconds without any fix: the merged gaps' lengths added up. */
  silent_s: number;
  /** How many gaps were merged into it. */
  gaps: number;
}

export interface EpisodeRules {
  /** Only gaps longer than this count: the "offline after" setting, in seconds. */
  minSeconds: number;
  /**
   * Two long gaps of a truck are one episode when the truck was heard for at most this long
   * between them (it came back for a fix or two and was lost again).
   */
  rejoinSeconds: number;
}

const seconds = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

/**
 * The lost-signal rows of the unsafe-driving list. The engine stores every gap longer than
 * `lost_signal_seconds` (a minute), which a device reporting every 60–70 s turns into a row a
 * minute; a dispatcher acts on trucks gone silent, so only gaps longer than the offline
 * threshold count, and those a brief return of the signal separates are merged.
 */
export function lostSignalEpisodes(
  gaps: readonly SignalGap[],
  { minSeconds, rejoinSeconds }: EpisodeRules,
): SignalEpisode[] {
  const long = gaps
    .filter((gap) => seconds(gap.start_time, gap.end_time) > minSeconds)
    .sort(
      (a, b) => a.plate.localeCompare(b.plate) || a.start_time.getTime() - b.start_time.getTime(),
    );
  const episodes: SignalEpisode[] = [];
  for (const gap of long) {
    const last = episodes[episodes.length - 1];
    const joins =
      last !== undefined &&
      last.plate === gap.plate &&
      seconds(last.end_time, gap.start_time) <= rejoinSeconds;
    if (joins) {
      last.end_time = gap.end_time;
      last.silent_s += seconds(gap.start_time, gap.end_time);
      last.gaps += 1;
    } else {
      episodes.push({ ...gap, silent_s: seconds(gap.start_time, gap.end_time), gaps: 1 });
    }
  }
  return episodes.map((episode) => ({ ...episode, silent_s: Math.round(episode.silent_s) }));
}
