import {
  displayPlate,
  type TDriverTrip,
  type TMarkStopRequest,
  type TReconciledTrip,
} from '@fleet/contracts';
import { invalidField, notFound } from '../../http/app-error.js';
import type { TimeFormat } from '../../time-format.js';
import type { ReconciliationService } from '../excel/reconciliation-service.js';
import type { TripPlanRepository } from '../excel/trip-plan-repository.js';
import type { Calendar } from '../motion/motion-types.js';
import type { Actor } from '../sessions/session-service.js';
import type { DriverNowService } from './driver-now-service.js';
import type { StopMarkRow, TripStopMarkRepository } from './trip-stop-mark-repository.js';

interface Deps {
  now: Pick<DriverNowService, 'truckOf'>;
  plans: Pick<TripPlanRepository, 'tripsOfTruck'>;
  reconciliation: Pick<ReconciliationService, 'reconcile'>;
  marks: TripStopMarkRepository;
  calendar: Calendar;
  time: TimeFormat;
}

/** How long a mark may wait in the phone's queue, and how far its clock may run ahead. */
const MARK_MAX_AGE_MS = 2 * 86_400_000;
const MARK_MAX_AHEAD_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** Today's planned trips of the driver's truck and the driver's marks of their stops. */
export function driverTripService({ now, plans, reconciliation, marks, calendar, time }: Deps) {
  function withMarks(trips: TReconciledTrip[], rows: StopMarkRow[]): TDriverTrip[] {
    return trips.map((trip) => {
      const at = (stop: StopMarkRow['stop'], mark: StopMarkRow['mark']) => {
        const row = rows.find((r) => r.trip_id === trip.id && r.stop === stop && r.mark === mark);
        return row ? time.toWire(row.marked_at) : null;
      };
      return {
        ...trip,
        marks: {
          origin: { arrived_at: at('origin', 'arrived'), delivered_at: at('origin', 'delivered') },
          destination: {
            arrived_at: at('destination', 'arrived'),
            delivered_at: at('destination', 'delivered'),
          },
        },
      };
    });
  }

  /** Trips of the truck planned to run at some time of [from, to). */
  const rowsOf = (truckId: number, from: number, to: number) =>
    plans.tripsOfTruck(truckId, new Date(from), new Date(to));

  return {
    async today(actor: Actor) {
      const truck = await now.truckOf(actor);
      if (!truck) return { truck: null, trips: [] };
      const dayStart = calendar.dayStart(Date.now());
      const trips = await reconciliation.reconcile(
        await rowsOf(truck.id, dayStart, dayStart + DAY_MS),
      );
      return {
        truck: { id: truck.id, plate: displayPlate(truck.plate) },
        trips: withMarks(trips, await marks.of(trips.map((t) => t.id))),
      };
    },

    /**
     * A mark on a stop of a trip of the driver's truck planned within the queue's reach; any
     * other trip is not found and nothing is stored.
     */
    async mark(actor: Actor, input: TMarkStopRequest): Promise<TDriverTrip> {
      const at = input.at ? time.fromWire(input.at) : new Date();
      const nowMs = Date.now();
      if (!at || at.getTime() > nowMs + MARK_MAX_AHEAD_MS || at.getTime() < nowMs - MARK_MAX_AGE_MS)
        throw invalidField('at', 'invalid');
      const truck = await now.truckOf(actor);
      const row = truck
        ? (await rowsOf(truck.id, nowMs - MARK_MAX_AGE_MS, nowMs + DAY_MS)).find(
            (t) => t.id === input.trip_id,
          )
        : undefined;
      if (!row) throw notFound('Trip');
      await marks.add({
        tripId: row.id,
        stop: input.stop,
        mark: input.mark,
        by: actor.username,
        at,
        lat: input.lat ?? null,
        lon: input.lon ?? null,
        requestKey: input.request_key,
      });
      const [trip] = await reconciliation.reconcile([row]);
      return withMarks([trip!], await marks.of([row.id]))[0]!;
    },
  };
}

export type DriverTripService = ReturnType<typeof driverTripService>;
