import { Readable } from 'node:stream';
import archiver from 'archiver';
import { displayPlate, type TCompanyProfile } from '@fleet/contracts';
import type { TimeFormat } from '../../../time-format.js';
import type { BlobStore } from '../../platform/index.js';
import { CSV_BOM, csvLine } from './csv-text.js';
import type { DriverRow, ExportRepository, FixRow, VehicleRow } from './export-repository.js';

const FIX_PAGE = 5000;

export interface ExportScope {
  vehicles: VehicleRow[];
  from: Date;
  to: Date;
  requestedBy: string;
}

interface Deps {
  repository: ExportRepository;
  blobs: BlobStore;
  time: TimeFormat;
  company: () => Promise<TCompanyProfile>;
  onError: (error: unknown) => void;
}

const VEHICLE_HEADER = [
  'plate',
  'plate_display',
  'vehicle_type',
  'business_type',
  'payload_kg',
  'seats',
  'vin',
  'model',
  'device_id',
  'driver_licence_number',
  'registered_at',
];
const DRIVER_HEADER = [
  'username',
  'fullname',
  'licence_number',
  'licence_class',
  'licence_issued_on',
  'licence_expires_on',
  'licence_issued_by',
];
const FIX_HEADER = [
  'time',
  'unix_time',
  'lon',
  'lat',
  'speed_kmh',
  'course',
  'altitude_m',
  'ignition',
  'odometer_km',
  'driver_licence_number',
  'received_at',
];
const IMAGE_HEADER = ['plate', 'channel', 'time', 'lon', 'lat', 'size', 'file'];

/** A stream whose source is opened only when the archive reaches it. */
const lazy = (open: () => Promise<Readable>): Readable =>
  Readable.from(
    (async function* () {
      yield* await open();
    })(),
  );

const stamp = (wire: string) => wire.replace(/[-: ]/g, '').replace(/^(\d{8})/, '$1-');

/**
 * The three data sets of TT 71/2024 art. 6 for a period, as one ZIP streamed entry by entry
 * (fixes read a page at a time, images opened one at a time): nothing is held whole.
 */
export function exportArchive(deps: Deps, scope: ExportScope): Readable {
  const { repository, blobs, time } = deps;
  const archive = archiver('zip', { zlib: { level: 6 } });
  archive.on('warning', deps.onError);
  archive.on('error', deps.onError);
  const ids = scope.vehicles.map((v) => v.id);
  const plateOf = new Map(scope.vehicles.map((v) => [v.id, v.plate]));

  async function* journey(vehicle: VehicleRow, licences: Map<string, string | null>) {
    yield CSV_BOM + csvLine(FIX_HEADER);
    let after = new Date(scope.from.getTime() - 1);
    for (;;) {
      const page: FixRow[] = await repository.fixes(vehicle.id, after, scope.to, FIX_PAGE);
      if (page.length === 0) return;
      yield page
        .map((f) =>
          csvLine([
            time.toWire(f.fix_time),
            Math.floor(f.fix_time.getTime() / 1000),
            f.lon,
            f.lat,
            f.speed_kmh,
            f.course,
            f.altitude,
            f.ignition,
            f.odometer_km,
            f.driver_username ? licences.get(f.driver_username.toLowerCase()) : null,
            time.toWire(f.received_at),
          ]),
        )
        .join('');
      after = page[page.length - 1]!.fix_time;
      if (page.length < FIX_PAGE) return;
    }
  }

  async function fill(): Promise<void> {
    const [company, drivers, images] = await Promise.all([
      deps.company(),
      repository.drivers(ids, scope.from, scope.to),
      repository.images(ids, scope.from, scope.to),
    ]);
    const licences = new Map(
      drivers.map((d: DriverRow) => [d.username.toLowerCase(), d.licence_number]),
    );
    const licenceOf = (username: string | null) =>
      username ? (licences.get(username.toLowerCase()) ?? null) : null;

    archive.append(JSON.stringify(company, null, 2), { name: 'identity/company.json' });
    archive.append(
      CSV_BOM +
        csvLine(VEHICLE_HEADER) +
        scope.vehicles
          .map((v) =>
            csvLine([
              v.plate,
              displayPlate(v.plate),
              v.vehicle_type,
              v.business_type,
              v.payload_kg,
              v.seats,
              v.vin,
              v.model,
              v.device_id,
              licenceOf(v.driver_username),
              time.toWire(v.created_at),
            ]),
          )
          .join(''),
      { name: 'identity/vehicles.csv' },
    );
    archive.append(
      CSV_BOM +
        csvLine(DRIVER_HEADER) +
        drivers
          .map((d) =>
            csvLine([
              d.username,
              d.fullname,
              d.licence_number,
              d.licence_class,
              d.licence_issued_on,
              d.licence_expires_on,
              d.licence_issued_by,
            ]),
          )
          .join(''),
      { name: 'identity/drivers.csv' },
    );
    for (const vehicle of scope.vehicles) {
      archive.append(Readable.from(journey(vehicle, licences)), {
        name: `journey/${vehicle.plate}.csv`,
      });
    }
    const index = images.map((image) => {
      const plate = plateOf.get(image.truck_id)!;
      const file = `images/${plate}/${stamp(time.toWire(image.taken_at))}-ch${image.channel}-${image.id}.jpg`;
      archive.append(
        lazy(() => blobs.get(image.blob_key)),
        { name: file, store: true },
      );
      return csvLine([
        plate,
        image.channel,
        time.toWire(image.taken_at),
        image.lon,
        image.lat,
        image.size,
        file,
      ]);
    });
    archive.append(CSV_BOM + csvLine(IMAGE_HEADER) + index.join(''), {
      name: 'images/index.csv',
    });
    archive.append(
      JSON.stringify(
        {
          basis: 'TT 71/2024/TT-BCA art. 6',
          period: { start: time.toWire(scope.from), end: time.toWire(scope.to) },
          generated_at: time.toWire(new Date()),
          generated_by: scope.requestedBy,
          company: company.name,
          tax_code: company.tax_code,
          vehicles: scope.vehicles.length,
          drivers: drivers.length,
          images: images.length,
          sets: {
            identity: ['identity/company.json', 'identity/vehicles.csv', 'identity/drivers.csv'],
            journey: scope.vehicles.map((v) => `journey/${v.plate}.csv`),
            images: 'images/index.csv',
          },
        },
        null,
        2,
      ),
      { name: 'manifest.json' },
    );
    await archive.finalize();
  }

  fill().catch((error: unknown) => {
    deps.onError(error);
    archive.abort();
  });
  return archive;
}
