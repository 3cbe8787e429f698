import type { TReconciledTrip, TTripDetail } from '@fleet/contracts';
import { notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { Actor } from '../../accounts/index.js';
import { type RouteFix, routeStopToWire, type TrackingRepository } from '../../tracking/index.js';
import type { ExcelService } from './excel-service.js';
import type { TripPlanRepository, TripPlanRow } from './trip-plan-repository.js';
import {
  reconcileTrip,
  tripWindow,
  type MotionRule,
  type TripReconciliation,
} from './trip-reconciliation.js';
import { reconciliationWorkbook } from './trip-plan-workbooks.js';
import { tripToWire } from './trip-plan-wire.js';
import { round } from '../../../numbers.js';
import type { Addresses } from '../../places/index.js';
import type { SettingsService } from '../../platform/index.js';

interface Deps {
  excel: ExcelService;
  repository: TripPlanRepository;
  tracking: TrackingRepository;
  time: TimeFormat;
  addresses: Addresses;
  /** The admin's stop rule: moving speed and shortest stop, as every report reads them. */
  settings: Pick<SettingsService, 'domain'>;
}

/** Planned trips against the GPS record of their trucks. */
export function reconciliationService(deps: Deps) {
  const { excel, repository, tracking, time, addresses, settings } = deps;
  const wire = (date: Date | null) => (date ? time.toWire(date) : null);

  async function motionRule(): Promise<MotionRule> {
    const domain = await settings.domain();
    return { movingKmh: domain.moving_speed_kmh, minStopMinutes: domain.min_stop_minutes };
  }

  async function fixesOf(trip: TripPlanRow): Promise<RouteFix[]> {
    const { from, to } = tripWindow(trip);
    return tracking.route(trip.truck_id, from, to);
  }

  function toWire(trip: TripPlanRow, result: TripReconciliation): TReconciledTrip {
    return {
      ...tripToWire(trip, time),
      actual: {
        status: result.status,
        actual_departure: wire(result.departure),
        actual_arrival: wire(result.arrival),
        actual_km: result.km,
        stops: result.stops.length,
        delay_minutes: result.delayMinutes,
      },
    };
  }

  /** Trips against the GPS record of their trucks, now. */
  async function reconcile(trips: TripPlanRow[]): Promise<TReconciledTrip[]> {
    const now = new Date();
    const rule = await motionRule();
    const answer: TReconciledTrip[] = [];
    // One trip at a time: each reads up to a day of fixes, and a file may hold many trips.
    for (const trip of trips)
      answer.push(toWire(trip, reconcileTrip(trip, await fixesOf(trip), now, rule)));
    return answer;
  }

  async function list(actor: Actor, fileId: string): Promise<TReconciledTrip[]> {
    const { file, scope } = await excel.visibleFile(actor, fileId);
    return reconcile(await repository.trips(file.id, scope.visible));
  }

  return {
    list,
    reconcile,

    /** One trip with its route: the actual trip's fixes, or the whole window before it starts. */
    async trip(actor: Actor, fileId: string, tripId: number): Promise<TTripDetail> {
      const { file, scope } = await excel.visibleFile(actor, fileId);
      const trip = (await repository.trips(file.id, scope.visible)).find((t) => t.id === tripId);
      if (!trip) throw notFound('Trip');
      const fixes = await fixesOf(trip);
      const result = reconcileTrip(trip, fixes, new Date(), await motionRule());
      const shown = result.departure ? result.fixes : fixes;
      const said = await addresses.addresses(result.stops, actor.language);
      return {
        trip: toWire(trip, result),
        points: shown.map((fix) => ({
          lat: fix.lat,
          lon: fix.lon,
          time: time.toWire(fix.time),
          speed_kmh: round(fix.speedKmh, 1),
          course: null,
        })),
        stops: result.stops.map((stop, i) => routeStopToWire(stop, time, said[i] ?? null)),
      };
    },

    async export(actor: Actor, fileId: string) {
      const trips = await list(actor, fileId);
      const { file } = await excel.visibleFile(actor, fileId);
      const base =
        file.name
          .replace(/\.xlsx$/i, '')
          .replace(/[^\w.-]+/g, '-')
          .slice(0, 80) || 'trips';
      return {
        fileName: `doi-chieu-${base}.xlsx`,
        body: await reconciliationWorkbook(trips, actor.language),
      };
    },
  };
}

export type ReconciliationService = ReturnType<typeof reconciliationService>;
