import type { StoredState } from '../../intake/index.js';

/** PostgreSQL channel every instance listens on for committed truck states. */
export const LIVE_CHANNEL = 'live_truck_states';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7_000;

type TTuple = [
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  boolean | null,
  0 | 1,
  number | null,
  string | null,
];

const ms = (date: Date | null) => (date ? date.getTime() : null);
const date = (value: number | null) => (value === null ? null : new Date(value));

/**
 * Compact JSON payloads, each small enough for one NOTIFY, led by the sending instance's
 * `origin` tag: an instance has applied its own states already and skips their echo.
 */
export function encodeStates(states: readonly StoredState[], origin: string): string[] {
  const payloads: string[] = [];
  let chunk: string[] = [];
  const head = origin.length + 1;
  let size = head + 2;
  for (const s of states) {
    const tuple: TTuple = [
      s.truck_id,
      s.lat,
      s.lon,
      s.speed_kmh,
      s.course,
      ms(s.fix_time),
      s.ignition,
      s.motion === 'moving' ? 1 : 0,
      ms(s.last_seen),
      s.driver_username,
    ];
    const text = JSON.stringify(tuple);
    if (size + text.length + 1 > MAX_PAYLOAD && chunk.length > 0) {
      payloads.push(`${origin} [${chunk.join(',')}]`);
      chunk = [];
      size = head + 2;
    }
    chunk.push(text);
    size += text.length + 1;
  }
  if (chunk.length > 0) payloads.push(`${origin} [${chunk.join(',')}]`);
  return payloads;
}

/** The sending instance's tag of a payload. */
export const originOf = (payload: string): string => payload.slice(0, payload.indexOf(' '));

export function decodeStates(payload: string): StoredState[] {
  const json = payload.slice(payload.indexOf(' ') + 1);
  return (JSON.parse(json) as TTuple[]).map((t) => ({
    truck_id: t[0],
    lat: t[1],
    lon: t[2],
    speed_kmh: t[3],
    course: t[4],
    fix_time: date(t[5]),
    ignition: t[6],
    motion: t[7] === 1 ? 'moving' : 'stopped',
    last_seen: date(t[8]),
    driver_username: t[9],
  }));
}
