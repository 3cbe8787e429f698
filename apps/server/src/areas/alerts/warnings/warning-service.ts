import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  canonicalPlate,
  WARNING_IMAGE_MAX_BYTES,
  WARNING_TYPES,
  type TWarning,
  type TWarningTodayCounts,
  type TWarningStatus,
  type TWarningType,
  type ZCreateWarningRequest,
  type ZUpdateWarningRequest,
  type ZWarningListRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database.js';
import { invalidField, notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { AccessService, NoticeService, Actor } from '../../accounts/index.js';
import { type BlobStore, intakeUpload } from '../../platform/index.js';
import type { TruckService } from '../../fleet/index.js';
import type { Addresses } from '../../places/index.js';
import {
  warningRepository,
  type WarningRepository,
  type WarningRow,
  type WarningScope,
} from './warning-repository.js';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

export interface SystemWarning {
  truckId: number | null;
  /** The driver it is about (a licence, a driving session), when known. */
  username?: string | null;
  /**
   * Something that happened on the truck now (an alarm, a lost signal): without a username,
   * it names the driver at the wheel by the motion model's rule.
   */
  atWheel?: boolean;
  type: Exclude<TWarningType, 'manual'>;
  /** Stored text (the web words it from `type` and `params` in the user's language). */
  content: string;
  params?: Record<string, string | number>;
  lat?: number | null;
  lon?: number | null;
  time: Date;
  /** Same key = same warning: raising it again does nothing. */
  dedupeKey: string;
}

interface Deps {
  /** Runs work in one transaction: a warning, its notice and its listeners' rows land together. */
  transact: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;
  warnings: WarningRepository;
  trucks: TruckService;
  access: AccessService;
  blobs: BlobStore;
  notices: NoticeService;
  time: TimeFormat;
  addresses: Addresses;
  /** The driver at the wheel of a truck now (the motion model's rule; tracking service). */
  driverNow?: (truckId: number) => Promise<string | null>;
}

/** An uploaded photo, still to be stored; the route hands it over as it arrives. */
export interface ImageUpload {
  stream: Readable & { truncated?: boolean };
}

export interface StoredImage {
  key: string;
  contentType: string;
}

/** Told of every new system warning, inside the transaction that stores it. */
export type RaisedListener = (
  warning: { id: number; type: TWarningType; truckId: number | null; time: Date },
  tx: Queryable,
) => Promise<void>;

export function warningService({
  transact,
  warnings,
  trucks,
  access,
  blobs,
  notices,
  time,
  addresses,
  driverNow,
}: Deps) {
  const raisedListeners: RaisedListener[] = [];
  async function scopeOf(actor: Actor): Promise<WarningScope> {
    return {
      truckIds: await trucks.visibleIds(actor),
      // Warnings about drivers rather than trucks: their managers see them all.
      allTruckless: await access.managesPeople(actor),
      username: actor.username,
    };
  }

  const toWire = (row: WarningRow): Omit<TWarning, 'address'> => ({
    id_canh_bao: row.id,
    username: row.username,
    driver_name: row.driver_name || null,
    plate: row.plate,
    type: row.type as TWarningType,
    content: row.content,
    params: row.params,
    image_url: row.image_key ? `/api/warnings/${row.id}/image` : null,
    attachments: row.attachments,
    lat: row.lat,
    lon: row.lon,
    time: time.toWire(row.occurred_at),
    status: row.status as TWarningStatus,
    created_by: row.created_by,
    resolved_by: row.resolved_by,
  });
  /** Warnings as sent: where each happened, in the user's language. */
  const said = (actor: Actor, list: Omit<TWarning, 'address'>[]): Promise<TWarning[]> =>
    addresses.withAddresses(list, actor.language);
  const saidOne = async (actor: Actor, row: WarningRow) => (await said(actor, [toWire(row)]))[0]!;

  async function truckIdOf(actor: Actor, plate: string | null | undefined) {
    return plate ? (await trucks.visibleByPlate(actor, plate)).id : null;
  }

  async function storeImage(image: ImageUpload): Promise<StoredImage> {
    const key = `warnings/${Date.now()}-${crypto.randomBytes(8).toString('hex')}`;
    const stored = await intakeUpload(blobs, key, image.stream, {
      accept: IMAGE_TYPES,
      maxBytes: WARNING_IMAGE_MAX_BYTES,
      label: 'A warning photo',
    });
    return { key, contentType: stored.contentType };
  }

  async function found(actor: Actor, id: number): Promise<WarningRow> {
    const row = await warnings.byId(id, await scopeOf(actor));
    if (!row) throw notFound('Warning');
    return row;
  }

  const parseTime = (text: string | undefined): Date => {
    if (!text) return new Date();
    const parsed = time.fromWire(text);
    if (!parsed) throw invalidField('time', 'date_time');
    return parsed;
  };

  /** The warning naming the driver at the wheel when it asks to (read outside any transaction). */
  async function withDriver(warning: SystemWarning): Promise<SystemWarning> {
    if (!warning.atWheel || warning.username || warning.truckId === null || !driverNow)
      return warning;
    return { ...warning, username: await driverNow(warning.truckId) };
  }

  async function raise(warning: SystemWarning, tx: Queryable): Promise<{ id: number } | null> {
    const id = await warningRepository(tx).insert({
      truck_id: warning.truckId,
      username: warning.username ?? null,
      type: warning.type,
      content: warning.content,
      params: warning.params,
      image_key: null,
      image_type: null,
      lat: warning.lat ?? null,
      lon: warning.lon ?? null,
      occurred_at: warning.time,
      created_by: null,
      dedupe_key: warning.dedupeKey,
    });
    if (id === null) return null;
    const driverName = warning.username
      ? await warningRepository(tx).fullNameOf(warning.username)
      : null;
    await notices.notify(
      {
        // `<type>_warning`: the web words the notice from its kind and params (the driver by
        // full name, as the warning list shows them).
        kind: `${warning.type}_warning`,
        content: warning.content,
        params: { ...warning.params, ...(driverName ? { driver_name: driverName } : {}) },
        link: '/warning',
        // About a truck: whoever may see the truck hears of it (a paper or a service due is
        // news for those who run the truck, page or not); else the warning page's holders.
        audiencePage: warning.truckId === null ? 'warning' : null,
        truckId: warning.truckId,
      },
      tx,
    );
    for (const listener of raisedListeners)
      await listener({ id, type: warning.type, truckId: warning.truckId, time: warning.time }, tx);
    return { id };
  }

  return {
    async list(actor: Actor, filter: z.output<typeof ZWarningListRequest>): Promise<TWarning[]> {
      const plate = filter?.plate
        ? (canonicalPlate(filter.plate) ?? filter.plate.toUpperCase())
        : undefined;
      const rows = await warnings.list(await scopeOf(actor), {
        username: filter?.username || undefined,
        plate: plate?.replace(/[-.\s]/g, ''),
        type: filter?.type,
        status: filter?.status,
        from: filter?.start_time ? parseTime(filter.start_time) : undefined,
        to: filter?.end_time ? parseTime(filter.end_time) : undefined,
      });
      return said(actor, rows.map(toWire));
    },

    /** A warning typed by a person, with an optional photo already validated for type. */
    async create(
      actor: Actor,
      input: z.output<typeof ZCreateWarningRequest>,
      image: StoredImage | null,
    ): Promise<TWarning> {
      const truckId = await truckIdOf(actor, input.plate);
      const id = await warnings.insert({
        truck_id: truckId,
        username: input.username,
        type: input.type,
        content: input.content,
        image_key: image?.key ?? null,
        image_type: image?.contentType ?? null,
        lat: input.lat ?? null,
        lon: input.lon ?? null,
        occurred_at: parseTime(input.time),
        created_by: actor.username,
      });
      return saidOne(actor, await found(actor, id!));
    },

    async update(
      actor: Actor,
      input: z.output<typeof ZUpdateWarningRequest>,
      image: StoredImage | null,
    ): Promise<TWarning> {
      const existing = await found(actor, input.id_canh_bao);
      const changes: Record<string, unknown> = {};
      if (input.plate !== undefined) changes.truck_id = await truckIdOf(actor, input.plate);
      for (const field of ['username', 'type', 'content', 'lat', 'lon'] as const) {
        if (input[field] !== undefined) changes[field] = input[field];
      }
      if (input.time) changes.occurred_at = parseTime(input.time);
      if (input.status) {
        changes.status = input.status;
        changes.resolved_by = input.status === 'resolved' ? actor.username : null;
      }
      if (image || input.remove_image) {
        changes.image_key = image?.key ?? null;
        changes.image_type = image?.contentType ?? null;
      }
      await warnings.update(existing.id, changes);
      if (existing.image_key && changes.image_key !== undefined)
        await blobs.delete(existing.image_key);
      return saidOne(actor, await found(actor, existing.id));
    },

    async delete(actor: Actor, ids: number[]): Promise<number> {
      const { count, images } = await warnings.delete(await scopeOf(actor), ids);
      for (const key of images) await blobs.delete(key);
      return count;
    },

    /** Today's warnings (company day, any status) of the user's scope, by kind. */
    async todayCounts(actor: Actor): Promise<TWarningTodayCounts> {
      const start = time.fromWire(`${time.toWire(new Date()).slice(0, 10)} 00:00:00`)!;
      const rows = await warnings.countsByType(await scopeOf(actor), start);
      const counts = Object.fromEntries(WARNING_TYPES.map((type) => [type, 0])) as Record<
        TWarningType,
        number
      >;
      let total = 0;
      for (const row of rows) {
        if (!(row.type in counts)) continue;
        counts[row.type as TWarningType] = row.count;
        total += row.count;
      }
      return { since: time.toWire(start), total, counts };
    },

    storeImage,
    discardImage: (key: string) => blobs.delete(key),

    /** A warning the actor may see (404 otherwise), for what hangs off it. */
    async visible(actor: Actor, id: number): Promise<{ id: number; truckId: number | null }> {
      const row = await found(actor, id);
      return { id: row.id, truckId: row.truck_id };
    },
    async image(actor: Actor, id: number) {
      const row = await found(actor, id);
      if (!row.image_key) throw notFound('Photo');
      return {
        contentType: row.image_type ?? 'application/octet-stream',
        body: await blobs.get(row.image_key),
      };
    },

    /**
     * The one way checks raise warnings. Idempotent by `dedupeKey`: the first call makes
     * the warning, a notice for holders of the warning page who are granted its truck and
     * what listeners add (its mail job), all in one transaction (`tx` when the caller has
     * one), so none of them exists without the others; later calls do nothing.
     */
    async raiseSystem(warning: SystemWarning, tx?: Queryable): Promise<{ id: number } | null> {
      if (!tx) {
        const named = await withDriver(warning);
        return transact((own) => raise(named, own));
      }
      return raise(warning, tx);
    },
    onRaised(listener: RaisedListener): void {
      raisedListeners.push(listener);
    },
  };
}

export type WarningService = ReturnType<typeof warningService>;
