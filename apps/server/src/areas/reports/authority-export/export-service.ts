import type { Readable } from 'node:stream';
import {
  AUTHORITY_EXPORT_MAX_DAYS,
  type TCompanyProfile,
  type ZAuthorityExportRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database.js';
import { invalidField } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { BlobStore } from '../../platform/index.js';
import type { Actor } from '../../accounts/index.js';
import { exportArchive } from './export-archive.js';
import { exportRepository } from './export-repository.js';

interface Deps {
  db: Database;
  blobs: BlobStore;
  time: TimeFormat;
  company: () => Promise<TCompanyProfile>;
  /** Truck ids the actor may see; null = all. */
  visibleTrucks: (actor: Actor) => Promise<number[] | null>;
  onError: (error: unknown) => void;
}

const DAY_MS = 86_400_000;

/** The TT 71/2024 art. 6 download: checked, scoped to the actor's trucks, then streamed. */
export function authorityExportService(deps: Deps) {
  const repository = exportRepository(deps.db);
  return {
    async archive(
      actor: Actor,
      request: z.output<typeof ZAuthorityExportRequest>,
    ): Promise<{ stream: Readable; fileName: string }> {
      const from = deps.time.fromWire(request.start_time)!;
      const to = deps.time.fromWire(request.end_time)!;
      if (to <= from) throw invalidField('end_time', 'after_start', { start: request.start_time });
      if (to.getTime() - from.getTime() > AUTHORITY_EXPORT_MAX_DAYS * DAY_MS)
        throw invalidField('end_time', 'within_days', { days: AUTHORITY_EXPORT_MAX_DAYS });
      const vehicles = await repository.vehicles(
        await deps.visibleTrucks(actor),
        request.plates ?? null,
      );
      const stream = exportArchive(
        {
          repository,
          blobs: deps.blobs,
          time: deps.time,
          company: deps.company,
          onError: deps.onError,
        },
        { vehicles, from, to, requestedBy: actor.username },
      );
      const day = (date: Date) => deps.time.toWire(date).slice(0, 10).replace(/-/g, '');
      return { stream, fileName: `tt71-${day(from)}-${day(to)}.zip` };
    },
  };
}

export type AuthorityExportService = ReturnType<typeof authorityExportService>;
