import {
  canonicalPlate,
  validationMessage,
  TRIP_PLACE_RADIUS_M,
  type TValidationCode,
  type TTripPlace,
  type TTripPlanColumn,
  type TTripPlanRowError,
} from '@fleet/contracts';
import { columnLetter, headerLabel, type TripPlanHeader } from './trip-plan-columns.js';
import { isBlank, numberOfCell, textOfCell, timeOfCell } from './trip-plan-cells.js';

export interface RawTripRow {
  row: number;
  /** Cells as exceljs numbers them (index 1 = column A). */
  cells: readonly unknown[];
}

export interface PlannedTripFields {
  row: number;
  truck_id: number;
  plate: string;
  driver: string;
  planned_departure: Date;
  planned_arrival: Date;
  origin: TTripPlace;
  destination: TTripPlace;
  planned_km: number | null;
  order_code: string | null;
  customer: string | null;
  note: string | null;
}

export interface MarkerPoint {
  id: number;
  name: string;
  lat: number;
  lon: number;
  radius_m: number;
}

export interface RowContext {
  /** Trucks the uploader may see, by canonical plate. */
  trucksByPlate: Map<string, { id: number; plate: string }>;
  markers: readonly MarkerPoint[];
  timeZone: string;
}

const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)$/;
/** A map point may be named by its code: `#12` or `MP12` (its id). */
const MARKER_CODE = /^(?:#|mp-?)(\d+)$/i;
const normalize = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** An origin or destination: coordinates, a map point by code or name, else just a name. */
export function resolvePlace(text: string, markers: readonly MarkerPoint[]): TTripPlace {
  const coordinates = COORDINATES.exec(text);
  if (coordinates) {
    const lat = Number(coordinates[1]);
    const lon = Number(coordinates[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lon) <= 180)
      return { text, lat, lon, radius_m: TRIP_PLACE_RADIUS_M, marker_id: null };
  }
  const code = MARKER_CODE.exec(text.trim());
  const wanted = normalize(text);
  const marker = code
    ? markers.find((m) => m.id === Number(code[1]))
    : markers.find((m) => normalize(m.name) === wanted);
  if (marker)
    return {
      text,
      lat: marker.lat,
      lon: marker.lon,
      radius_m: marker.radius_m,
      marker_id: marker.id,
    };
  return { text, lat: null, lon: null, radius_m: null, marker_id: null };
}

/**
 * Checks each row of a trip plan; a row with any problem is left out and every problem is
 * listed with its row, column letter and header, so the sheet can be fixed cell by cell.
 */
export function validateTripRows(
  rows: readonly RawTripRow[],
  header: TripPlanHeader,
  context: RowContext,
): { trips: PlannedTripFields[]; errors: TTripPlanRowError[] } {
  const trips: PlannedTripFields[] = [];
  const errors: TTripPlanRowError[] = [];
  for (const { row, cells } of rows) {
    const problems: TTripPlanRowError[] = [];
    const cellOf = (field: TTripPlanColumn) => {
      const index = header.columns.get(field);
      return index === undefined ? undefined : cells[index];
    };
    const fail = (
      field: TTripPlanColumn,
      code: TValidationCode,
      params: Record<string, string | number> = {},
    ) => {
      const index = header.columns.get(field);
      problems.push({
        row,
        column: index === undefined ? null : columnLetter(index),
        field,
        code,
        params,
        message: `${headerLabel(field)}: ${validationMessage(code, params)}`,
      });
    };
    const text = (field: TTripPlanColumn, required: boolean) => {
      const value = textOfCell(cellOf(field));
      if (required && !value) fail(field, 'required');
      return value;
    };

    const plateText = text('plate', true);
    const truck = plateText
      ? context.trucksByPlate.get(canonicalPlate(plateText) ?? '')
      : undefined;
    if (plateText && !truck) fail('plate', 'not_your_truck', { plate: plateText });
    const driver = text('driver', true);

    const timeOf = (field: TTripPlanColumn) => {
      const cell = cellOf(field);
      if (isBlank(cell)) {
        fail(field, 'required');
        return null;
      }
      const time = timeOfCell(cell, context.timeZone);
      if (!time) fail(field, 'cell_date_time');
      return time;
    };
    const departure = timeOf('planned_departure');
    const arrival = timeOf('planned_arrival');
    if (departure && arrival && arrival <= departure)
      fail('planned_arrival', 'after_start', { start: 'planned_departure' });

    const origin = text('origin', true);
    const destination = text('destination', true);
    let plannedKm: number | null = null;
    if (!isBlank(cellOf('planned_km'))) {
      plannedKm = numberOfCell(cellOf('planned_km'));
      if (plannedKm === null || plannedKm < 0) fail('planned_km', 'kilometres');
    } else fail('planned_km', 'required');

    if (problems.length > 0 || !truck || !departure || !arrival) {
      errors.push(...problems);
      continue;
    }
    trips.push({
      row,
      truck_id: truck.id,
      plate: truck.plate,
      driver,
      planned_departure: departure,
      planned_arrival: arrival,
      origin: resolvePlace(origin, context.markers),
      destination: resolvePlace(destination, context.markers),
      planned_km: plannedKm,
      order_code: text('order_code', false) || null,
      customer: text('customer', false) || null,
      note: text('note', false) || null,
    });
  }
  return { trips, errors };
}
