import type { TMarker, ZCreateMarkerRequest, ZUpdateMarkerRequest } from '@fleet/contracts';
import type { z } from 'zod';
import { notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { Actor } from '../../accounts/index.js';
import { exportMarkers, type MarkerExportFormat } from './marker-export.js';
import type { ImportThreads } from '../../operations/index.js';
import { placeAliases } from '../geocode/vn-admin-units.js';
import type { MarkerRepository, MarkerRow } from './marker-repository.js';

interface Deps {
  markers: MarkerRepository;
  time: TimeFormat;
  /** Where uploaded files are read, off the request thread. */
  imports: ImportThreads;
  /** Told after map points change (the geofence tracker caches them). */
  onChange?: () => void;
}

export interface MarkerDownload {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const toWire = (row: MarkerRow): TMarker => row;

export function markerService({ markers, time, imports, onChange }: Deps) {
  const changed = <T>(result: Promise<T>): Promise<T> => result.finally(() => onChange?.());
  return {
    /** A search by a place also finds its other names (a former province, today's). */
    async list(filter: { search?: string; type?: string } = {}): Promise<TMarker[]> {
      const search = filter.search ? [filter.search, ...placeAliases(filter.search)] : undefined;
      return (await markers.list({ type: filter.type, search })).map(toWire);
    },

    async create(actor: Actor, input: z.output<typeof ZCreateMarkerRequest>): Promise<TMarker> {
      const row = await changed(
        markers.insert(
          {
            ...input,
            speed_limit_kmh: input.speed_limit_kmh ?? null,
            note: input.note || null,
            address: input.address || null,
          },
          actor.username,
        ),
      );
      return toWire(row);
    },

    async update(input: z.output<typeof ZUpdateMarkerRequest>): Promise<TMarker> {
      const { id, ...changes } = input;
      // An emptied text field clears it, as in the create form.
      const updated = await changed(
        markers.update(id, {
          ...changes,
          note: changes.note === '' ? null : changes.note,
          address: changes.address === '' ? null : changes.address,
        }),
      );
      if (!updated) throw notFound('Map point');
      return toWire(updated);
    },

    delete(ids: number[]): Promise<number> {
      return changed(markers.delete(ids));
    },

    /**
     * Imports every point of the file in one transaction, or none of them; the file is read
     * and checked in an import thread.
     */
    async import(actor: Actor, file: Buffer): Promise<number> {
      const points = await imports.run('markerFile', file);
      return changed(markers.insertMany(points, actor.username));
    },

    async export(format: MarkerExportFormat): Promise<MarkerDownload> {
      const file = await exportMarkers(await markers.list(), format);
      const day = time.toWire(new Date()).slice(0, 10).replace(/-/g, '');
      return {
        fileName: `diem-ban-do-${day}.${file.extension}`,
        contentType: file.contentType,
        body: file.body,
      };
    },
  };
}

export type MarkerService = ReturnType<typeof markerService>;
