import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { DRIVER_PHOTO_MAX_BYTES, type TStopPhoto, ZStopPhotoFields } from '@fleet/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database.js';
import { AppError, invalidField } from '../../../http/app-error.js';
import { parseFields } from '../../../http/multipart-form.js';
import type { TimeFormat } from '../../../time-format.js';
import type { MediaIntake, MediaRepository } from '../../media/index.js';
import type { Actor } from '../../accounts/index.js';
import type { DriverTripService } from './driver-trip-service.js';
import type { StopPhotoRow, TripStopPhotoRepository } from './trip-stop-photo-repository.js';

interface Deps {
  db: Database;
  trips: Pick<DriverTripService, 'madeAt' | 'ownTrip'>;
  intake: MediaIntake;
  media: Pick<MediaRepository, 'insertImage'>;
  photos: TripStopPhotoRepository;
  time: TimeFormat;
}

/** Channel of a driver's photo in the image history: no camera of the truck. */
export const DRIVER_PHOTO_CHANNEL = 0;

type TStopPhotoFieldsOut = z.output<typeof ZStopPhotoFields>;

/** The same request key came again while the first was being stored. */
class AlreadyStored extends Error {}

/**
 * Proof of delivery from the driver app: a photo of a stop of a trip of the driver's own truck
 * joins that truck's image history with the phone's position and time (the truck's fix then
 * when the phone had none). The fields come before the photo, so the trip is checked before a
 * byte is stored; the photo streams in, judged by its bytes. A photo sent again with its
 * request key is stored once.
 */
export function driverPhotoService({ db, trips, intake, media, photos, time }: Deps) {
  const toWire = (row: StopPhotoRow, tripId: number): TStopPhoto => ({
    id: row.image_id,
    trip_id: row.trip_id ?? tripId,
    stop: row.stop,
    taken_at: time.toWire(row.taken_at),
    lat: row.lat,
    lon: row.lon,
  });

  /** The photo stored before with this key; 409 when the key came with another stop's. */
  async function earlier(actor: Actor, sent: TStopPhotoFieldsOut, tripId: number) {
    const row = await photos.byKey(sent.request_key);
    if (!row) return undefined;
    const same =
      row.taken_by === actor.username &&
      row.stop === sent.stop &&
      (row.trip_id === null || row.trip_id === tripId);
    if (!same) throw new AppError('CONFLICT', 'This request key was sent with another photo');
    return toWire(row, tripId);
  }

  async function store(
    actor: Actor,
    fields: Record<string, string>,
    file: Readable,
  ): Promise<TStopPhoto> {
    const input = parseFields(ZStopPhotoFields, fields);
    const takenAt = trips.madeAt(input.at, 'at');
    const { truckId, row: trip } = await trips.ownTrip(actor, input.trip_id);
    const sent = await earlier(actor, input, trip.id);
    if (sent) {
      file.resume();
      return sent;
    }
    const position =
      input.lat !== undefined && input.lon !== undefined
        ? { lat: input.lat, lon: input.lon }
        : null;
    try {
      await intake.image({
        truckId,
        channel: DRIVER_PHOTO_CHANNEL,
        takenAt,
        body: file,
        source: 'driver',
        position,
        maxBytes: DRIVER_PHOTO_MAX_BYTES,
        record: (row) =>
          db.transaction(async (tx) => {
            const imageId = await media.insertImage(row, tx);
            const added = await photos.add(tx, {
              imageId,
              tripId: trip.id,
              orderCode: trip.order_code,
              stop: input.stop,
              by: actor.username,
              requestKey: input.request_key,
            });
            if (!added) throw new AlreadyStored();
            return imageId;
          }),
      });
    } catch (error) {
      if (!(error instanceof AlreadyStored)) throw error;
    }
    return (await earlier(actor, input, trip.id))!;
  }

  return {
    /** POST /api/driver/stops/photo: the photo stored, or the one stored before with its key. */
    async receive(actor: Actor, request: FastifyRequest): Promise<TStopPhoto> {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data');
      const fields: Record<string, string> = {};
      let result: TStopPhoto | null = null;
      for await (const part of request.parts({
        limits: { fileSize: DRIVER_PHOTO_MAX_BYTES + 1, files: 1, fields: 10 },
      })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file' || result !== null) {
          part.file.resume();
          continue;
        }
        try {
          result = await store(actor, fields, part.file);
        } catch (error) {
          part.file.resume();
          throw error;
        }
      }
      if (result === null) throw invalidField('file', 'required');
      return result;
    },
  };
}

export type DriverPhotoService = ReturnType<typeof driverPhotoService>;
