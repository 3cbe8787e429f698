import { displayPlate, type TExcelFile, type TTripPlan } from '@fleet/contracts';
import type { TimeFormat } from '../../../time-format.js';
import type { ExcelFileRow, TripPlanRow } from './trip-plan-repository.js';

/** Truck ids the user may see (`null` = all) and whether a file is wholly theirs to see. */
export interface TruckScope {
  visible: number[] | null;
  username: string;
}

export const sees = (scope: TruckScope, truckId: number) =>
  scope.visible === null || scope.visible.includes(truckId);

/**
 * The original bytes and the whole sheet carry every trip of a file, so only its uploader
 * and users who may see all of its trucks get them.
 */
export const seesWholeFile = (scope: TruckScope, file: ExcelFileRow) =>
  file.uploaded_by === scope.username || file.trip_truck_ids.every((id) => sees(scope, id));

export function fileToWire(file: ExcelFileRow, scope: TruckScope, time: TimeFormat): TExcelFile {
  return {
    file_id: file.id,
    name: file.name,
    size: Number(file.size),
    uploaded_by: file.uploaded_by,
    uploaded_at: time.toWire(file.uploaded_at),
    rows: file.trip_truck_ids.filter((id) => sees(scope, id)).length,
    errors: file.errors.length,
  };
}

export function tripToWire(trip: TripPlanRow, time: TimeFormat): TTripPlan {
  return {
    id: trip.id,
    row: trip.row_number,
    plate: displayPlate(trip.plate),
    truck_id: trip.truck_id,
    driver: trip.driver,
    planned_departure: time.toWire(trip.planned_departure),
    planned_arrival: time.toWire(trip.planned_arrival),
    origin: trip.origin,
    destination: trip.destination,
    planned_km: trip.planned_km,
    order_code: trip.order_code,
    customer: trip.customer,
    note: trip.note,
  };
}
