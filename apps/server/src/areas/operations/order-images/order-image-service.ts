import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { ORDER_IMAGE_MAX_BYTES, ORDER_IMAGE_TYPES, type TOrderImage } from '@fleet/contracts';
import { notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import {
  type BlobStore,
  intakeUpload,
  uploadName,
  type TStoredUpload,
} from '../../platform/index.js';
import type { Actor } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import type {
  OrderImageRepository,
  OrderImageRow,
  OrderImageScope,
} from './order-image-repository.js';

interface Deps {
  repository: OrderImageRepository;
  blobs: BlobStore;
  time: TimeFormat;
  trucks: Pick<TruckService, 'visibleIds'>;
}

export interface StoredOrderImage extends TStoredUpload {
  name: string;
}

export interface OrderImageUpload {
  orderCode: string;
  lat: number | null;
  lon: number | null;
  images: StoredOrderImage[];
}

/**
 * Proof-of-delivery photos: stored as uploaded, with time, uploader and GPS when sent; seen by
 * their uploader and by those granted a truck the order is planned on.
 */
export function orderImageService({ repository, blobs, time, trucks }: Deps) {
  const scopeOf = async (actor: Actor): Promise<OrderImageScope> => ({
    truckIds: await trucks.visibleIds(actor),
    username: actor.username,
  });

  const toWire = (row: OrderImageRow): TOrderImage => ({
    id: row.id,
    order_code: row.order_code,
    name: row.name,
    size: Number(row.size),
    content_type: row.content_type,
    lat: row.lat,
    lon: row.lon,
    uploaded_by: row.uploaded_by,
    uploaded_at: time.toWire(row.uploaded_at),
    url: `/api/tms/order_images/${row.id}`,
  });

  const discard = async (images: StoredOrderImage[]) => {
    for (const image of images) await blobs.delete(image.key);
  };

  return {
    /** Streams one photo into the blob store; 415 unless its content is an image. */
    async receive(
      stream: Readable & { truncated?: boolean },
      name: string,
    ): Promise<StoredOrderImage> {
      const stored = await intakeUpload(blobs, `order-images/${crypto.randomUUID()}`, stream, {
        accept: ORDER_IMAGE_TYPES,
        maxBytes: ORDER_IMAGE_MAX_BYTES,
        label: 'A delivery photo',
      });
      return { ...stored, name: uploadName(name, 'photo') };
    },

    discard,

    async save(actor: Actor, upload: OrderImageUpload): Promise<TOrderImage[]> {
      try {
        await repository.insertMany(
          upload.images.map((image) => ({
            order_code: upload.orderCode,
            blob_key: image.key,
            name: image.name,
            content_type: image.contentType,
            size: image.size,
            lat: upload.lat,
            lon: upload.lon,
            uploaded_by: actor.username,
          })),
        );
      } catch (error) {
        await discard(upload.images);
        throw error;
      }
      const keys = new Set(upload.images.map((image) => image.key));
      return (await repository.list(upload.orderCode, await scopeOf(actor)))
        .filter((row) => keys.has(row.blob_key))
        .map(toWire);
    },

    async list(actor: Actor, orderCode: string): Promise<TOrderImage[]> {
      return (await repository.list(orderCode, await scopeOf(actor))).map(toWire);
    },

    async open(actor: Actor, id: number) {
      const row = await repository.find(id, await scopeOf(actor));
      if (!row) throw notFound('Photo');
      return { row, body: await blobs.get(row.blob_key) };
    },
  };
}

export type OrderImageService = ReturnType<typeof orderImageService>;
