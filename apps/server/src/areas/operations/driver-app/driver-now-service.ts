import { displayPlate, type TDriverNow, type TDriverTruckSource } from '@fleet/contracts';
import { notFound } from '../../../http/app-error.js';
import { type DriverReportRepository, addDays, mondayOf } from '../../reports/index.js';
import {
  type Calendar,
  continuousDrivingState,
  dailyDrivingState,
  weeklyDrivingState,
} from '../../tracking/index.js';
import type { Actor } from '../../accounts/index.js';
import type { SettingsService } from '../../platform/index.js';
import type { DriverTruckRepository, DriverTruckRow } from './driver-truck-repository.js';
import { drivingAgainstLimit } from './driving-limits.js';

interface Deps {
  /** The motion engine's rows as the driver reports read them: the one source of driving time. */
  people: DriverReportRepository;
  trucks: DriverTruckRepository;
  settings: Pick<SettingsService, 'domain'>;
  calendar: Calendar;
  /** The driver at the wheel now of trucks, by the motion model's rule (tracking service). */
  driversNow: (truckIds: number[]) => Promise<Map<number, string | null>>;
}

const DAY_MS = 86_400_000;

const truckOf = (row: DriverTruckRow) => ({ id: row.id, plate: displayPlate(row.plate) });

/** The driver app's "Now": the caller's truck and driving time against the legal limits. */
export function driverNowService({ people, trucks, settings, calendar, driversNow }: Deps) {
  /**
   * The truck whose device logged the driver in, while the driver rule still has them at its
   * wheel (no break or other login since); then the driver's choice among their assigned
   * trucks, then the only one.
   */
  async function currentTruck(username: string, assigned: DriverTruckRow[]) {
    const candidates = await trucks.loggedIn(username);
    const wheel = candidates.length > 0 ? await driversNow(candidates.map((t) => t.id)) : null;
    const loggedIn = candidates.find(
      (t) => wheel?.get(t.id)?.toLowerCase() === username.toLowerCase(),
    );
    if (loggedIn) return { row: loggedIn, source: 'device_login' as TDriverTruckSource };
    const chosen = await trucks.chosen(username);
    const choice = assigned.find((t) => t.id === chosen);
    if (choice) return { row: choice, source: 'chosen' as TDriverTruckSource };
    if (assigned.length === 1)
      return { row: assigned[0]!, source: 'assigned' as TDriverTruckSource };
    return null;
  }

  async function now(actor: Actor): Promise<TDriverNow> {
    const at = new Date();
    const me = [actor.username.toLowerCase()];
    const domain = await settings.domain();
    const today = calendar.dayOf(at.getTime());
    const monday = mondayOf(today);
    // The driver's own rows on any truck: the time is theirs wherever they drove.
    const days = await people.daily(null, me, monday, addDays(monday, 6));
    // A session open now began at most a day ago, or it would be over every limit.
    const sessions = await people.sessions(null, me, new Date(at.getTime() - DAY_MS), at);
    const latest = sessions.at(-1);
    // A closed session ended with a break: the next one starts from zero.
    const drivingNow = latest?.open ?? false;
    const continuous = drivingNow ? latest!.continuous_s : 0;
    const todayS = days.find((d) => d.day === today)?.driving_s ?? 0;
    const weekS = days.reduce((sum, d) => sum + d.driving_s, 0);
    const assigned = await trucks.assigned(actor.username, at);
    const truck = await currentTruck(actor.username, assigned);
    const person = (await people.people(me))[0];
    return {
      driver_name: person?.fullname ?? actor.username,
      truck: truck ? truckOf(truck.row) : null,
      truck_source: truck?.source ?? null,
      assigned_trucks: assigned.map(truckOf),
      driving_now: drivingNow,
      // One rule for every limit (continuous-driving.ts), the engine's alerts' and the live status'.
      continuous: drivingAgainstLimit(
        continuous,
        domain.continuous_limit_minutes,
        continuousDrivingState(continuous * 1000, domain),
      ),
      today: drivingAgainstLimit(
        todayS,
        domain.daily_limit_minutes,
        dailyDrivingState(todayS * 1000, domain),
      ),
      week: drivingAgainstLimit(
        weekS,
        domain.weekly_limit_minutes,
        weeklyDrivingState(weekS * 1000, domain),
      ),
    };
  }

  return {
    now,
    /** The driver picks one of the trucks assigned to them; any other is not theirs to pick. */
    async chooseTruck(actor: Actor, truckId: number): Promise<TDriverNow> {
      const assigned = await trucks.assigned(actor.username, new Date());
      if (!assigned.some((t) => t.id === truckId)) throw notFound('Truck');
      await trucks.choose(actor.username, truckId);
      return now(actor);
    },
    /** The truck whose trips and stops the driver sees and marks, if any. */
    async truckOf(actor: Actor): Promise<DriverTruckRow | null> {
      const assigned = await trucks.assigned(actor.username, new Date());
      return (await currentTruck(actor.username, assigned))?.row ?? null;
    },
  };
}

export type DriverNowService = ReturnType<typeof driverNowService>;
