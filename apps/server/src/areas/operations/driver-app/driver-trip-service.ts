import {
  displayPlate,
  type TDriverTrip,
  type TMarkStopRequest,
  type TReconciledTrip,
} from '@fleet/contracts';
import { invalidField, notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { ReconciliationService } from '../excel/reconciliation-service.js';
import type { TripPlanRepository, TripPlanRow } from '../excel/trip-plan-repository.js';
import type { Calendar } from '../../tracking/index.js';
import type { Actor } from '../../accounts/index.js';
import type { DriverNowService } from './driver-now-service.js';
import type { StopMarkRow, TripStopMarkRepository } from './trip-stop-mark-repository.js';
import type { TripStopPhotoRepository } from './trip-stop-photo-repository.js';

interface Deps {
  now: Pick<DriverNowService, 'truckOf'>;
  plans: Pick<TripPlanRepository, 'tripsOfTruck'>;
  reconciliation: Pick<ReconciliationService, 'reconcile'>;
  marks: TripStopMarkRepository;
  photos: Pick<TripStopPhotoRepository, 'countsOf'>;
  calendar: Calendar;
  time: TimeFormat;
}

/** How long a mark may wait in the phone's queue, and how far its clock may run ahead. */
const MARK_MAX_AGE_MS = 2 * 86_400_000;
const MARK_MAX_AHEAD_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** Today's planned trips of the driver's truck and the driver's marks of their stops. */
export function driverTripService({
  now,
  plans,
  reconciliation,
  marks,
  photos,
  calendar,
  time,
}: Deps) {
  /** The trips with the driver's marks and the photos of each stop. */
  async function withMarks(trips: TReconciledTrip[]): Promise<TDriverTrip[]> {
    const ids = trips.map((t) => t.id);
    const [rows, counts] = await Promise.all([marks.of(ids), photos.countsOf(ids)]);
    return trips.map((trip) => {
      const at = (stop: StopMarkRow['stop'], mark: StopMarkRow['mark']) => {
        const row = rows.find((r) => r.trip_id === trip.id && r.stop === stop && r.mark === mark);
        return row ? time.toWire(row.marked_at) : null;
      };
      const photosOf = (stop: StopMarkRow['stop']) =>
        counts.find((c) => c.trip_id === trip.id && c.stop === stop)?.n ?? 0;
      return {
        ...trip,
        marks: {
          origin: { arrived_at: at('origin', 'arrived'), delivered_at: at('origin', 'delivered') },
          destination: {
            arrived_at: at('destination', 'arrived'),
            delivered_at: at('destination', 'delivered'),
          },
        },
        photos: { origin: photosOf('origin'), destination: photosOf('destination') },
      };
    });
  }

  /** Trips of the truck planned to run at some time of [from, to). */
  const rowsOf = (truckId: number, from: number, to: number) =>
    plans.tripsOfTruck(truckId, new Date(from), new Date(to));

  /** When a queued item says it was made: within the queue's reach; now when absent. */
  function madeAt(text: string | undefined, field: string): Date {
    const at = text ? time.fromWire(text) : new Date();
    const nowMs = Date.now();
    if (!at || at.getTime() > nowMs + MARK_MAX_AHEAD_MS || at.getTime() < nowMs - MARK_MAX_AGE_MS)
      throw invalidField(field, 'invalid');
    return at;
  }

  /**
   * A trip of the driver's truck planned within the queue's reach, with that truck; any other
   * trip (another truck's, or none for a driver without a truck) is not found.
   */
  async function ownTrip(
    actor: Actor,
    tripId: number,
  ): Promise<{ truckId: number; row: TripPlanRow }> {
    const truck = await now.truckOf(actor);
    const nowMs = Date.now();
    const row = truck
      ? (await rowsOf(truck.id, nowMs - MARK_MAX_AGE_MS, nowMs + DAY_MS)).find(
          (t) => t.id === tripId,
        )
      : undefined;
    if (!truck || !row) throw notFound('Trip');
    return { truckId: truck.id, row };
  }

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
        trips: await withMarks(trips),
      };
    },

    madeAt,
    ownTrip,

    /**
     * A mark on a stop of a trip of the driver's truck planned within the queue's reach; any
     * other trip is not found and nothing is stored.
     */
    async mark(actor: Actor, input: TMarkStopRequest): Promise<TDriverTrip> {
      const at = madeAt(input.at, 'at');
      const { row } = await ownTrip(actor, input.trip_id);
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
      return (await withMarks([trip!]))[0]!;
    },
  };
}

export type DriverTripService = ReturnType<typeof driverTripService>;
