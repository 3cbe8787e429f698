import type { TWheelFix } from '@fleet/contracts';
/**
 * Hand-built fix streams with known answers: a truck driving east along latitude 10.8 at a
 * given speed, stopping, and drivers logging in. Shared by the machine's unit tests and the
 * engine's integration tests.
 */
export type BuiltFix = TWheelFix;

const KM_PER_DEGREE_LON = (Math.PI / 180) * 6371.0088 * Math.cos((10.8 * Math.PI) / 180);

export function streamBuilder(start: Date | string, everySeconds = 30) {
  const fixes: BuiltFix[] = [];
  let time = new Date(start).getTime();
  let lon = 106.7;
  let pendingLogin: string | null = null;
  const push = (speedKmh: number, ignition: boolean | null) => {
    fixes.push({ time, lat: 10.8, lon, speedKmh, ignition, login: pendingLogin });
    pendingLogin = null;
  };
  const builder = {
    fixes,
    /** Drives for `minutes` at `kmh`, one fix every `step` seconds (the last fix at the end). */
    drive(minutes: number, kmh = 60, step = everySeconds) {
      const end = time + minutes * 60_000;
      if (fixes.length === 0) push(kmh, true);
      while (time < end) {
        const dt = Math.min(step * 1000, end - time);
        time += dt;
        lon += (kmh * dt) / 3_600_000 / KM_PER_DEGREE_LON;
        push(kmh, true);
      }
      return builder;
    },
    /** Stands still for `minutes`, ignition on or off. */
    stop(minutes: number, ignition = true, step = everySeconds) {
      const end = time + minutes * 60_000;
      if (fixes.length === 0) push(0, ignition);
      while (time < end) {
        time += Math.min(step * 1000, end - time);
        push(0, ignition);
      }
      return builder;
    },
    /** The next fix carries this driver's login. */
    login(username: string) {
      pendingLogin = username;
      return builder;
    },
    /** Jumps the clock (no fixes), e.g. to the next morning. */
    wait(minutes: number) {
      time += minutes * 60_000;
      return builder;
    },
    get time() {
      return time;
    },
  };
  return builder;
}
