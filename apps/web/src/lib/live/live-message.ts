import { ENDPOINTS, type TLiveMessage } from '@fleet/contracts';

export const FIRST_RECONNECT_DELAY_MS = 1_000;
export const MAX_RECONNECT_DELAY_MS = 15_000;

/**
 * Wait before reconnect attempt `attempt` (0 = first): doubles from 1 s up to 15 s, with
 * ±20 % jitter so that a restarted server is not hit by every browser at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RECONNECT_DELAY_MS, FIRST_RECONNECT_DELAY_MS * 2 ** attempt);
  const jittered = base * (0.8 + 0.4 * random());
  return Math.round(Math.min(MAX_RECONNECT_DELAY_MS, jittered));
}

/**
 * A server message, or null for anything else. Only the envelope is checked: a snapshot
 * of 5,000 trucks several times a minute is too much to run through the full zod schema,
 * and the server already builds these messages from that schema.
 */
export function parseLiveMessage(text: unknown): TLiveMessage | null {
  if (typeof text !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, trucks } = value as { type?: unknown; trucks?: unknown };
  if ((type !== 'snapshot' && type !== 'delta') || !Array.isArray(trucks)) return null;
  const valid = trucks.every(
    (truck: unknown) =>
      typeof truck === 'object' &&
      truck !== null &&
      typeof (truck as { id?: unknown }).id === 'number',
  );
  return valid ? (value as TLiveMessage) : null;
}

/** `ws(s)://<this host>/api/live?token=…`: a browser WebSocket cannot send the token header. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${ENDPOINTS.live.path}?token=${encodeURIComponent(token)}`;
}
