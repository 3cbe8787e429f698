import {
  displayPlate,
  isIdleStop,
  type TAbnormalActivity,
  type TCurrentDriverRow,
  type TDriver,
  type TDriverDayRow,
  type TDriverRoute,
} from '@fleet/contracts';
import { notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import { checkedRange } from '../../../time-range.js';
import type { MarkerRepository, Addresses } from '../../places/index.js';
import { minStopSeconds, type Calendar } from '../../tracking/index.js';
import type { AccessService, Actor } from '../../accounts/index.js';
import type { SettingsService } from '../../platform/index.js';
import type { TruckService } from '../../fleet/index.js';
import { abnormalActivity } from './abnormal-activity.js';
import { byUrgency, driverStanding } from './driver-standing.js';
import type { DriverReportRepository } from './driver-report-repository.js';
import { round } from '../../../numbers.js';

/** What the reports over the motion engine's tables need (these and the standard reports). */
export interface MotionReportDeps {
  /** Drivers' rows of the motion engine's tables, and who the drivers are. */
  people: DriverReportRepository;
  trucks: TruckService;
  settings: SettingsService;
  calendar: Calendar;
  time: TimeFormat;
  addresses: Addresses;
}

const MAX_RANGE_DAYS = 93;
const ROUTE_MAX_POINTS = 100_000;

/** Driver reports (spec "Driver reports"): read the motion engine's tables only. */
export function driverReportService({
  people: rows,
  markers,
  trucks,
  settings,
  calendar,
  time,
  access,
  addresses,
}: MotionReportDeps & { access: AccessService; markers: MarkerRepository }) {
  const rangeOf = (input: { start_time: string; end_time: string }) =>
    checkedRange(time.fromWire(input.start_time), time.fromWire(input.end_time), MAX_RANGE_DAYS);

  /** Lower-cased usernames a `driver_name` filter means; null = no filter. */
  async function driversNamed(name: string | undefined): Promise<string[] | null> {
    return name ? rows.usernamesNamed(name) : null;
  }

  async function namesOf(usernames: (string | null)[]) {
    const wanted = [...new Set(usernames.filter((u): u is string => !!u))];
    const people = wanted.length > 0 ? await rows.people(wanted) : [];
    return new Map(people.map((p) => [p.username, p]));
  }

  return {
    /** Today per driver: the /overview card. */
    async currentList(actor: Actor): Promise<TCurrentDriverRow[]> {
      const visible = await trucks.visibleIds(actor);
      const now = new Date();
      const today = calendar.dayOf(now.getTime());
      const days = await rows.daily(visible, null, today, today);
      const sessions = await rows.sessions(
        visible,
        null,
        new Date(calendar.dayStart(now.getTime())),
        now,
      );
      const latest = new Map<string, (typeof sessions)[number]>();
      for (const s of sessions) if (s.username) latest.set(s.username.toLowerCase(), s);
      const names = await namesOf(days.map((d) => d.username));
      const limits = await settings.domain();
      const standing = days.map((day) => {
        const session = latest.get(day.username.toLowerCase());
        return driverStanding(
          {
            username: day.username,
            driver_name: names.get(day.username.toLowerCase())?.fullname ?? day.username,
            plate: session ? displayPlate(session.plate) : (day.plates[0] ?? null),
            distance_km: round(day.distance_km),
            driving_seconds: day.driving_s,
            session: session ?? null,
          },
          limits,
          now,
        );
      });
      return byUrgency(standing, limits);
    },

    /** Every driver by name; card and licence numbers only for those who manage people. */
    async driverList(actor: Actor): Promise<TDriver[]> {
      const identifiers = await access.managesPeople(actor);
      return (await rows.drivers()).map((d) => ({
        username: d.username,
        driver_name: d.fullname,
        card_id: identifiers ? d.card_id : null,
        licence_number: identifiers ? d.licence_number : null,
      }));
    },

    async listByDate(
      actor: Actor,
      input: { start_time: string; end_time: string; driver_name?: string },
    ): Promise<TDriverDayRow[]> {
      const [start, end] = rangeOf(input);
      const drivers = await driversNamed(input.driver_name);
      if (drivers?.length === 0) return [];
      const days = await rows.daily(
        await trucks.visibleIds(actor),
        drivers,
        calendar.dayOf(start.getTime()),
        calendar.dayOf(end.getTime()),
      );
      const names = await namesOf(days.map((d) => d.username));
      return days.map((d) => {
        const person = names.get(d.username.toLowerCase());
        return {
          username: d.username,
          driver_name: person?.fullname ?? d.username,
          licence_number: person?.licence_number ?? null,
          date: d.day,
          driving_seconds: d.driving_s,
          working_seconds: d.working_s,
          idle_seconds: d.idle_s,
          max_continuous_seconds: d.max_continuous_s,
          distance_km: round(d.distance_km),
          stops: d.stops,
          overspeed_counts: { band_1: d.o1, band_2: d.o2, band_3: d.o3, band_4: d.o4 },
          km_over_limit: round(d.km_over_limit),
          sessions_over_limit: d.sessions_over_limit,
          plates: d.plates.map(displayPlate),
        };
      });
    },

    /** Where a driver drove: the fixes of their sessions, stops on the way, points visited. */
    async routeReport(
      actor: Actor,
      input: { start_time: string; end_time: string; driver_name: string },
    ): Promise<TDriverRoute> {
      const [start, end] = rangeOf(input);
      const drivers = await driversNamed(input.driver_name);
      if (!drivers || drivers.length === 0) throw notFound('Driver');
      const person = (await namesOf(drivers)).get(drivers[0]!)!;
      const visible = await trucks.visibleIds(actor);
      const sessions = await rows.sessions(visible, drivers, start, end);
      const minStopS = minStopSeconds(await settings.domain());
      const windows = sessions.map((s) => ({
        truckId: s.truck_id,
        plate: displayPlate(s.plate),
        from: s.start_time > start ? s.start_time : start,
        to: s.end_time < end ? s.end_time : end,
      }));
      const route: TDriverRoute = {
        username: person.username,
        driver_name: person.fullname,
        points: [],
        stops: [],
        sessions: sessions.map((s) => ({
          plate: displayPlate(s.plate),
          start_time: time.toWire(s.start_time),
          end_time: time.toWire(s.end_time),
          driving_seconds: s.driving_s,
          working_seconds: s.working_s,
          distance_km: round(s.distance_km),
          open: s.open,
        })),
        markers: [],
      };
      const stops = await rows.stops(visible, drivers, start, end, minStopS);
      const said = await addresses.addresses(stops, actor.language);
      for (const [i, s] of stops.entries()) {
        const stopMs = s.end_time.getTime() - s.start_time.getTime();
        route.stops.push({
          plate: displayPlate(s.plate),
          start_time: time.toWire(s.start_time),
          end_time: time.toWire(s.end_time),
          duration_s: Math.round(stopMs / 1000),
          lat: s.lat,
          lon: s.lon,
          address: said[i] ?? '',
          // The motion model's idle stop: the engine on for at least half of it.
          idle: isIdleStop(s.idle_s * 1000, stopMs),
        });
      }
      for (const w of windows) {
        const left = ROUTE_MAX_POINTS - route.points.length;
        if (left <= 0) break;
        for (const p of await rows.points(w.truckId, w.from, w.to, left))
          route.points.push({
            lat: p.lat,
            lon: p.lon,
            time: time.toWire(new Date(p.fix_ms)),
            speed_kmh: round(p.speed_kmh, 1),
            plate: w.plate,
          });
      }
      if (windows.length > 0) {
        const visited = new Set((await rows.markersVisited(windows)).map((m) => m.id));
        if (visited.size > 0)
          route.markers = (await markers.list()).filter((m) => visited.has(m.id));
      }
      return route;
    },

    async abnormal(
      actor: Actor,
      input: { start_time: string; end_time: string; driver_name?: string },
    ): Promise<TAbnormalActivity[]> {
      const [start, end] = rangeOf(input);
      const drivers = await driversNamed(input.driver_name);
      if (drivers?.length === 0) return [];
      const found = await abnormalActivity({
        rows,
        visible: await trucks.visibleIds(actor),
        drivers,
        start,
        end,
        settings: await settings.domain(),
        calendar,
        time,
        namesOf,
      });
      return addresses.withAddresses(found, actor.language);
    },
  };
}

export type DriverReportService = ReturnType<typeof driverReportService>;
