import http from 'node:http';
import { postForm } from './post-form.js';

/** One fix every 10 s, as a Traccar Client phone sends at the interval of docs/scale.md. */
export const FIX_INTERVAL_S = 10;
const KNOTS_PER_KMH = 1 / 1.852;

/**
 * The form body of the Traccar Client app (its fields, in its order): speed in knots,
 * bearing, altitude, accuracy, battery, and `charge` (a phone in a truck is plugged in,
 * and the app sends it only then). Truck `t` drives 50 minutes at 30–70 km/h and stands
 * 10 minutes, each truck at its own phase, moving east along its own line while it drives
 * (about 50 km/h; the line starts again at 00:00 UTC).
 */
export function phoneFix(deviceId: string, t: number, epochS: number): string {
  const step = Math.floor((epochS % 86_400) / FIX_INTERVAL_S);
  const inHour = (step + t * 42) % 360;
  const driving = inHour < 300;
  const driven = Math.floor((step + t * 42) / 360) * 300 + Math.min(inHour, 300);
  const kmh = driving ? 30 + ((step * 13 + t) % 40) : 0;
  const lat = 10.5 + t * 0.003;
  const lon = 105.5 + driven * 0.0013;
  return (
    `id=${encodeURIComponent(deviceId)}&timestamp=${epochS}&lat=${lat.toFixed(6)}` +
    `&lon=${lon.toFixed(6)}&speed=${(kmh * KNOTS_PER_KMH).toFixed(2)}&bearing=${(90 + (t % 5)).toFixed(1)}` +
    `&altitude=${(5 + (t % 30)).toFixed(1)}&accuracy=${(4 + (epochS % 7)).toFixed(1)}` +
    `&batt=${(60 + (t % 40)).toFixed(1)}&charge=true`
  );
}

/**
 * Every phone posts its fixes from `firstEpochS` on, `count` of them, one request at a time
 * over its own keep-alive connection (as the app does), all phones at once: the console
 * receives the fixes of many trucks interleaved in time, as a live fleet sends them.
 * Answers the fixes answered 200.
 */
export async function drivePhones(
  osmandUrl: string,
  deviceIds: string[],
  firstEpochS: number,
  count: number,
  onProgress: (done: number) => void,
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: deviceIds.length });
  const url = new URL('/', osmandUrl);
  let ok = 0;
  let sent = 0;
  try {
    await Promise.all(
      deviceIds.map(async (deviceId, t) => {
        for (let i = 0; i < count; i += 1) {
          const status = await postForm(
            agent,
            url,
            phoneFix(deviceId, t, firstEpochS + i * FIX_INTERVAL_S),
          );
          if (status !== 200) throw new Error(`OsmAnd answered ${status}`);
          ok += 1;
          sent += 1;
          if (sent % 50_000 === 0) onProgress(sent);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return ok;
}
