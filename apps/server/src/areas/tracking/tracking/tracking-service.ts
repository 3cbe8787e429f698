import type {
  TCurrentTruck,
  TDomainSettings,
  TMotionCalendar,
  TRoute,
  TTruck,
  TTruckLive,
} from '@fleet/contracts';
import { continuousDrivingNow, type OpenSession } from '../motion/continuous-driving.js';
import type { TimeFormat } from '../../../time-format.js';
import { checkedRange } from '../../../time-range.js';
import { routeStopToWire } from './route-stop-wire.js';
import type { Actor } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import { detectStops, distanceKm } from './route-analysis.js';
import type { RouteRow, TrackingRepository, TruckStateRow } from './tracking-repository.js';
import { truckStatus } from './truck-status.js';
import { round } from '../../../numbers.js';
import type { Addresses } from '../../places/index.js';
import type { SettingsService } from '../../platform/index.js';

interface Deps {
  repository: TrackingRepository;
  trucks: TruckService;
  time: TimeFormat;
  addresses: Addresses;
  /** The admin's thresholds: "offline after" and the driving limits decide the live status. */
  settings: Pick<SettingsService, 'domain'>;
  /** Company days, for the driver rule's fold over fixes the motion engine has not reached. */
  calendar: TMotionCalendar;
}

/** The settings the live status is judged by. */
export type LiveThresholds = Pick<
  TDomainSettings,
  | 'offline_minutes'
  | 'session_break_minutes'
  | 'continuous_warn_minutes'
  | 'continuous_limit_minutes'
>;

const MAX_ROUTE_DAYS = 31;

export function trackingService({ repository, trucks, time, addresses, settings, calendar }: Deps) {
  const wire = (date: Date | null) => (date ? time.toWire(date) : null);

  /** The admin's thresholds of the live status, read through the settings cache. */
  async function thresholds(): Promise<LiveThresholds> {
    const domain = await settings.domain();
    return {
      offline_minutes: domain.offline_minutes,
      session_break_minutes: domain.session_break_minutes,
      continuous_warn_minutes: domain.continuous_warn_minutes,
      continuous_limit_minutes: domain.continuous_limit_minutes,
    };
  }

  /**
   * The driver at the wheel now of these trucks (`null` = all): the motion model's one rule
   * (contracts motion-driver.ts) over what the motion engine keeps and the fixes after it.
   */
  async function driversNow(truckIds: number[] | null): Promise<Map<number, string | null>> {
    return repository.driversNow(truckIds, await settings.domain(), calendar);
  }

  /**
   * The live part of a truck from its state row (or none yet), its driver at the wheel and
   * its open driving session as the motion engine stored it, at `now`.
   */
  function liveOf(
    truckId: number,
    state: TruckStateRow | undefined,
    driver: string | null,
    session: OpenSession | undefined,
    names: Map<string, string>,
    now: Date,
    limits: LiveThresholds,
  ): TTruckLive {
    const continuous = continuousDrivingNow(session, now, limits) ?? { seconds: 0, state: 'ok' };
    return {
      id: truckId,
      lat: state?.lat ?? null,
      lon: state?.lon ?? null,
      speed_kmh: state?.speed_kmh == null ? null : round(state.speed_kmh, 1),
      course: state?.course ?? null,
      fix_time: wire(state?.fix_time ?? null),
      last_seen: wire(state?.last_seen ?? null),
      ignition: state?.ignition ?? null,
      status: truckStatus(
        {
          motion: state?.motion ?? null,
          ignition: state?.ignition ?? null,
          last_seen: state?.last_seen ?? null,
        },
        now,
        limits.offline_minutes,
      ),
      current_driver: driver,
      driver_name: driver ? (names.get(driver.toLowerCase()) ?? null) : null,
      continuous_driving_s: continuous.seconds,
      continuous_driving: continuous.state,
    };
  }

  async function currentTrucks(actor: Actor): Promise<TCurrentTruck[]> {
    const list = await trucks.list(actor);
    const ids = list.map((t) => t.id);
    const states = new Map((await repository.states(ids)).map((s) => [s.truck_id, s]));
    const sessions = await repository.openSessions(ids);
    const drivers = await driversNow(ids);
    const names = await repository.driverNames([
      ...new Set([...drivers.values()].filter((d): d is string => d !== null)),
    ]);
    const limits = await thresholds();
    const now = new Date();
    const current = list.map((truck) => {
      const driver = drivers.get(truck.id) ?? null;
      const state = states.get(truck.id);
      const live = liveOf(truck.id, state, driver, sessions.get(truck.id), names, now, limits);
      return { ...truck, ...live, id: truck.id };
    });
    // Embedded or cached answers only: the list (and the live snapshot) never waits on a geocoder.
    return addresses.withAddresses(current, actor.language);
  }

  function rangeOf(startText: string, endText: string | undefined): [Date, Date] {
    const start = time.fromWire(startText);
    const end = endText
      ? time.fromWire(endText)
      : start && time.fromWire(`${time.toWire(start).slice(0, 10)} 23:59:59`);
    return checkedRange(start, end, MAX_ROUTE_DAYS);
  }

  /** The stored fixes of one granted truck over a checked range; 404 for trucks not granted. */
  async function routeFixes(
    actor: Actor,
    input: { plate: string; start_time: string; end_time?: string },
  ): Promise<{ truck: TTruck; start: Date; end: Date; rows: RouteRow[] }> {
    const [start, end] = rangeOf(input.start_time, input.end_time);
    const truck = await trucks.visibleByPlate(actor, input.plate);
    return { truck, start, end, rows: await repository.route(truck.id, start, end) };
  }

  return {
    liveOf,
    driversNow,
    /** The driver of one truck now (the truck card's): username and full name, or null. */
    async currentDriver(
      truck: Pick<TTruck, 'id'>,
    ): Promise<{ username: string; name: string | null } | null> {
      const username = (await driversNow([truck.id])).get(truck.id) ?? null;
      if (!username) return null;
      const names = await repository.driverNames([username]);
      return { username, name: names.get(username.toLowerCase()) ?? null };
    },
    thresholds,
    currentTrucks,
    routeFixes,
    /** Fixes, stops and sums of one truck over a range; 404 for trucks not granted. */
    async route(
      actor: Actor,
      input: { plate: string; start_time: string; end_time?: string },
    ): Promise<TRoute> {
      const { truck, start, end, rows } = await routeFixes(actor, input);
      // The replay's stops follow the stop rule's setting, like every report's.
      const domain = await settings.domain();
      const stops = detectStops(rows, domain.min_stop_minutes, domain.moving_speed_kmh);
      const said = await addresses.addresses(stops, actor.language);
      let maxSpeed = 0;
      const points = rows.map((row) => {
        if (row.speedKmh > maxSpeed) maxSpeed = row.speedKmh;
        return {
          lat: row.lat,
          lon: row.lon,
          time: time.toWire(row.time),
          speed_kmh: round(row.speedKmh, 1),
          course: row.course,
        };
      });
      return {
        plate: truck.plate_display,
        start_time: time.toWire(start),
        end_time: time.toWire(end),
        distance_km: round(distanceKm(rows, domain.moving_speed_kmh), 2),
        max_speed_kmh: round(maxSpeed, 1),
        points,
        stops: stops.map((stop, i) => routeStopToWire(stop, time, said[i] ?? null)),
      };
    },
  };
}

export type TrackingService = ReturnType<typeof trackingService>;
