import type { SimFix } from './truck-sim.js';

const KNOTS_PER_KMH = 1 / 1.852;

/**
 * The form body the Traccar Client app posts (OsmAnd protocol): speed in knots, time in
 * epoch seconds. `ignition` and `odometer` (metres) are what hardware trackers add on the
 * same protocol; the app itself knows neither.
 */
export function osmandForm(deviceId: string, driverUniqueId: string, fix: SimFix) {
  const tick = Math.round(fix.time / 10_000);
  return new URLSearchParams({
    id: deviceId,
    timestamp: String(Math.round(fix.time / 1000)),
    lat: fix.lat.toFixed(6),
    lon: fix.lon.toFixed(6),
    speed: (fix.speedKmh * KNOTS_PER_KMH).toFixed(2),
    bearing: fix.bearing.toFixed(1),
    altitude: fix.altitudeM.toFixed(1),
    // A phone GPS is good to a few metres; vary it without drawing from the random source.
    accuracy: String(4 + (tick % 7)),
    batt: fix.ignition ? '100' : '97',
    charge: String(fix.ignition),
    ignition: String(fix.ignition),
    odometer: String(Math.round(fix.odometerKm * 1000)),
    driverUniqueId,
  });
}

export class OsmandRejected extends Error {}

/** Posts one fix as the app does; the console answers 200 with an empty body on accept. */
export async function postFix(
  osmandUrl: string,
  form: URLSearchParams,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(osmandUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    signal: AbortSignal.any([signal, AbortSignal.timeout(15_000)]),
  });
  await response.arrayBuffer();
  if (response.status !== 200) {
    throw new OsmandRejected(`${osmandUrl} answered HTTP ${response.status}`);
  }
}
