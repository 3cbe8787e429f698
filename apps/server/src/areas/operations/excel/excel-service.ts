import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  canonicalPlate,
  TRIP_PLAN_MAX_BYTES,
  type TExcelFile,
  type TExcelOpenFile,
} from '@fleet/contracts';
import { AppError, notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import { type BlobStore, intakeUpload, bytesOf } from '../../platform/index.js';
import type { MarkerRepository } from '../../places/index.js';
import type { Actor } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import type { ImportThreads } from '../file-imports/import-threads.js';
import type { ExcelFileRow, TripPlanRepository } from './trip-plan-repository.js';
import { validateTripRows } from './trip-plan-rows.js';
import { fileToWire, sees, seesWholeFile, tripToWire, type TruckScope } from './trip-plan-wire.js';

interface Deps {
  repository: TripPlanRepository;
  blobs: BlobStore;
  trucks: TruckService;
  markers: MarkerRepository;
  time: TimeFormat;
  timeZone: string;
  /** Where workbooks are read, off the request thread. */
  imports: ImportThreads;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The default list range of the excel report (spec 9): the last 48 hours. */
const DEFAULT_RANGE_MS = 48 * 3_600_000;
/** Enough to fix a file by; a list of 2,000 identical complaints helps nobody. */
const MAX_ERROR_DETAILS = 500;

export interface StoredTripPlan {
  key: string;
  size: number;
  name: string;
}

export function excelService({
  repository,
  blobs,
  trucks,
  markers,
  time,
  timeZone,
  imports,
}: Deps) {
  const scopeOf = async (actor: Actor): Promise<TruckScope> => ({
    visible: await trucks.visibleIds(actor),
    username: actor.username,
  });

  /** A file the actor may open: theirs, or holding at least one trip they may see. */
  async function visibleFile(actor: Actor, fileId: string) {
    const scope = await scopeOf(actor);
    const file = await repository.findFile(fileId);
    if (
      !file ||
      !(file.uploaded_by === scope.username || file.trip_truck_ids.some((id) => sees(scope, id)))
    )
      throw notFound('Excel file');
    return { file, scope };
  }

  async function importRows(actor: Actor, stored: StoredTripPlan, confirmPartial: boolean) {
    const file = await bytesOf(await blobs.get(stored.key), TRIP_PLAN_MAX_BYTES);
    const sheet = await imports.run('tripPlan', file);
    const trucksByPlate = new Map(
      (await trucks.list(actor)).map((t) => [
        canonicalPlate(t.plate) ?? t.plate,
        { id: t.id, plate: t.plate },
      ]),
    );
    const { trips, errors } = validateTripRows(sheet.rows, sheet.header, {
      trucksByPlate,
      markers: await markers.list(),
      timeZone,
    });
    if (errors.length > 0 && (!confirmPartial || trips.length === 0)) {
      const badRows = new Set(errors.map((e) => e.row)).size;
      const first = errors[0]!;
      throw new AppError(
        'IMPORT_ROWS_INVALID',
        `${badRows} row(s) are invalid and nothing was imported; first: row ${first.row}${
          first.column ? `, column ${first.column}` : ''
        }, ${first.message}.${
          trips.length > 0
            ? ` Send confirm_partial=true to import the ${trips.length} valid row(s).`
            : ''
        }`,
        errors.slice(0, MAX_ERROR_DETAILS),
      );
    }
    const id = stored.key.slice('excel/'.length, -'.xlsx'.length);
    await repository.insertFile(
      {
        id,
        name: stored.name,
        size: stored.size,
        blob_key: stored.key,
        uploaded_by: actor.username,
        errors,
      },
      trips,
    );
    return { id, errors };
  }

  return {
    /** Streams an upload into the blob store; refused unless its content is a workbook. */
    async receive(
      stream: Readable & { truncated?: boolean },
      name: string,
    ): Promise<StoredTripPlan> {
      const key = `excel/${crypto.randomUUID()}.xlsx`;
      const stored = await intakeUpload(blobs, key, stream, {
        accept: [XLSX],
        maxBytes: TRIP_PLAN_MAX_BYTES,
        label: 'An Excel trip plan (.xlsx)',
      });
      return { key, size: stored.size, name: name.slice(0, 200) || 'trip-plan.xlsx' };
    },

    /**
     * Imports the trips of a stored upload. Rows with errors refuse the whole file unless the
     * user confirmed a partial import; a refused file leaves nothing behind.
     */
    async import(actor: Actor, stored: StoredTripPlan, confirmPartial: boolean) {
      try {
        const { id, errors } = await importRows(actor, stored, confirmPartial);
        const file = (await repository.findFile(id))!;
        return {
          file: fileToWire(file, await scopeOf(actor), time),
          errors,
        };
      } catch (error) {
        await blobs.delete(stored.key);
        throw error;
      }
    },

    /** Blobs of an upload that never reached `import` (a multipart error after it). */
    discard: (stored: StoredTripPlan) => blobs.delete(stored.key),

    async list(
      actor: Actor,
      filter: { start_time?: string; end_time?: string },
    ): Promise<TExcelFile[]> {
      const to = filter.end_time ? time.fromWire(filter.end_time)! : new Date();
      const from = filter.start_time
        ? time.fromWire(filter.start_time)!
        : new Date(to.getTime() - DEFAULT_RANGE_MS);
      const scope = await scopeOf(actor);
      return (await repository.listFiles(from, to))
        .filter(
          (f) => f.uploaded_by === scope.username || f.trip_truck_ids.some((id) => sees(scope, id)),
        )
        .map((f) => fileToWire(f, scope, time));
    },

    async open(actor: Actor, fileId: string): Promise<TExcelOpenFile> {
      const { file, scope } = await visibleFile(actor, fileId);
      const trips = await repository.trips(file.id, scope.visible);
      return {
        file: fileToWire(file, scope, time),
        trips: trips.map((trip) => tripToWire(trip, time)),
        errors: file.errors,
        sheet: seesWholeFile(scope, file)
          ? await imports.run(
              'sheetPreview',
              await bytesOf(await blobs.get(file.blob_key), TRIP_PLAN_MAX_BYTES),
            )
          : null,
      };
    },

    /** The original bytes, for those who may see the whole file. */
    async download(actor: Actor, fileId: string): Promise<{ file: ExcelFileRow; body: Readable }> {
      const { file, scope } = await visibleFile(actor, fileId);
      if (!seesWholeFile(scope, file))
        throw new AppError('FORBIDDEN', 'The file holds trips of trucks you may not see');
      return { file, body: await blobs.get(file.blob_key) };
    },

    /** Deletes the files the actor may see whole; answers how many went. */
    async delete(actor: Actor, fileIds: string[]): Promise<number> {
      const scope = await scopeOf(actor);
      const allowed: string[] = [];
      for (const id of new Set(fileIds)) {
        const file = await repository.findFile(id);
        if (file && seesWholeFile(scope, file)) allowed.push(id);
      }
      if (allowed.length === 0) return 0;
      const keys = await repository.deleteFiles(allowed);
      for (const key of keys) await blobs.delete(key);
      return keys.length;
    },

    visibleFile,
  };
}

export type ExcelService = ReturnType<typeof excelService>;
