import type { FastifyBaseLogger } from 'fastify';
import { retentionOf, VIOLATION_WARNING_TYPES, type TRetentionField } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import type { BlobStore, SettingsService } from '../../platform/index.js';
import type { Calendar } from '../motion/motion-types.js';
import type { NoticeService } from '../../accounts/index.js';
import { purgeFiles, type FilePurgeCount } from './file-purge.js';
import { raiseJourneyHorizon } from './journey-horizon.js';
import { purgeNotice } from './purge-notice.js';
import { retentionCutoffs, type RetentionCutoffs } from './retention-cutoffs.js';
import { retentionRepository } from './retention-repository.js';

/** A run stops taking files after this and says so; the job queues the next run at once. */
const FILE_BUDGET_MS = 10 * 60_000;
/** A snapshot round's claim matters only while its minute may still be retried. */
const SNAPSHOT_SLOT_DAYS = 1;

export interface PurgeRemoved {
  /** Months of positions dropped, `YYYY-MM`. */
  position_months: string[];
  journey_rows: number;
  checkpoints: number;
  violation_rows: number;
  violation_warnings: number;
  camera_images: number;
  camera_videos: number;
  delivery_photos: number;
  blobs: number;
  bytes: number;
  sessions: number;
  snapshot_slots: number;
}

export interface PurgeReport {
  months: Record<TRetentionField, number>;
  cutoffs: RetentionCutoffs;
  removed: PurgeRemoved;
  /** False when the file budget ran out before every old file was removed. */
  complete: boolean;
}

interface Deps {
  db: Database;
  blobs: BlobStore;
  settings: SettingsService;
  notices: NoticeService;
  calendar: Calendar;
  log: FastifyBaseLogger;
}

/**
 * The daily purge of domain-vietnam.md "Data to keep": everything past its retention goes,
 * nothing younger than the legal floors ever does (the months are held to the floors again
 * here, whatever the settings row says). Every step is idempotent, so a run that failed or
 * ran twice is simply run again.
 */
export function retentionPurge({ db, blobs, settings, notices, calendar, log }: Deps) {
  const repo = retentionRepository(db);

  async function dropMonths(cutoffs: RetentionCutoffs): Promise<string[]> {
    const months = await repo.positionMonths();
    // Only months that ended before the cutoff: one young fix keeps its whole month.
    const old = months.filter((month) => month.end.getTime() <= cutoffs.journeyMonths.getTime());
    for (const month of old) await repo.dropMonth(month);
    return old.map((month) => month.start.toISOString().slice(0, 7)).sort();
  }

  async function purge(options: { now?: Date; fileBudgetMs?: number } = {}): Promise<PurgeReport> {
    const now = options.now ?? new Date();
    const deadline = Date.now() + (options.fileBudgetMs ?? FILE_BUDGET_MS);
    const months = retentionOf(await settings.domain());
    const cutoffs = retentionCutoffs(months, now, calendar);

    // The horizon moves before any month goes; replays start at it from then on.
    const checkpoints = await db.transaction(async (tx) => {
      const keptFrom = await raiseJourneyHorizon(tx, cutoffs.journeyKeptFrom);
      await repo.checkpointAtHorizon(tx, keptFrom, calendar.dayOf(keptFrom.getTime()));
      return repo.deleteCheckpointsBefore(tx, keptFrom);
    });
    const positionMonths = await dropMonths(cutoffs);
    const journeyRows = await repo.deleteJourneyRowsBefore(cutoffs.journeyMonths);
    const violationRows = await repo.deleteViolationRowsBefore(cutoffs.violations);
    const sessions = await repo.deleteEndedSessions(now);
    const snapshotSlots = await repo.deleteSnapshotSlotsBefore(
      new Date(now.getTime() - SNAPSHOT_SLOT_DAYS * 86_400_000),
    );

    const files = (): FilePurgeCount => ({ rows: 0, blobs: 0, bytes: 0 });
    const warnings = files();
    const images = files();
    const videos = files();
    const photos = files();
    const steps: [FilePurgeCount, Parameters<typeof purgeFiles>[0]][] = [
      [
        warnings,
        {
          next: (limit) =>
            repo.violationWarningsBefore(VIOLATION_WARNING_TYPES)(cutoffs.violations, limit),
          remove: (ids) => repo.deleteByIds('warnings', ids),
        },
      ],
      [
        images,
        {
          next: (limit) => repo.imagesBefore(cutoffs.cameraMedia, limit),
          remove: (ids) => repo.deleteByIds('media_images', ids),
        },
      ],
      [
        videos,
        {
          next: (limit) => repo.videosBefore(cutoffs.cameraMedia, limit),
          remove: (ids) => repo.deleteByIds('media_videos', ids),
        },
      ],
      [
        photos,
        {
          next: (limit) => repo.deliveryPhotosBefore(cutoffs.deliveryPhotos, limit),
          remove: (ids) => repo.deleteByIds('order_images', ids),
        },
      ],
    ];
    let complete = true;
    for (const [count, source] of steps)
      if (complete) complete = await purgeFiles(source, blobs, count, deadline);

    const removed: PurgeRemoved = {
      position_months: positionMonths,
      journey_rows: journeyRows,
      checkpoints,
      violation_rows: violationRows,
      violation_warnings: warnings.rows,
      camera_images: images.rows,
      camera_videos: videos.rows,
      delivery_photos: photos.rows,
      blobs: warnings.blobs + images.blobs + videos.blobs + photos.blobs,
      bytes: images.bytes + videos.bytes + photos.bytes,
      sessions,
      snapshot_slots: snapshotSlots,
    };
    const report = { months, cutoffs, removed, complete };
    log.info({ retention_purge: report }, 'retention purge');
    const notice = purgeNotice(removed);
    if (notice) await notices.notify(notice);
    return report;
  }

  return { purge };
}

export type RetentionPurge = ReturnType<typeof retentionPurge>;
