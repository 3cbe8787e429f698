import { canonicalPlate, findPage, formatTime, parseTime } from '@fleet/contracts';

/** The replay screen: a detail route of the map page (app/routes.tsx). */
export const REPLAY_PATH = '/location/replay';
const PLAYBACK_PATH = findPage('camera-play-back')?.path ?? '/camera-play-back';

/** A moment of one truck, as lists hold it: its plate (any spelling) and a wire or ISO time. */
export interface TMoment {
  plate: string;
  time: string;
}

/** The plate canonical and the time as wire time in `timeZone`; null when either is unreadable. */
export function normalizeMoment(moment: TMoment, timeZone: string): TMoment | null {
  const plate = canonicalPlate(moment.plate);
  const date = parseTime(moment.time, timeZone);
  return plate && date ? { plate, time: formatTime(date, timeZone) } : null;
}

const query = ({ plate, time }: TMoment) => new URLSearchParams({ plate, t: time }).toString();

/** The replay of the moment's day with the cursor at the moment. */
export const replayHref = (moment: TMoment) => `${REPLAY_PATH}?${query(moment)}`;

/** The video history of the truck at the moment (it opens the clip that covers it). */
export const videoHref = (moment: TMoment) => `${PLAYBACK_PATH}?${query(moment)}`;
