import {
  WAREHOUSE_MAX_RANGE_HOURS,
  type TWarehouseVideo,
  type TWarehouseVideoListRequest,
  type TWarehouseVideoListResponse,
} from '@fleet/contracts';
import { notFound, invalidField } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { JobQueue } from '../../platform/index.js';
import type { Actor } from '../../accounts/index.js';
import type { ChannelService } from './channel-service.js';
import { playbackUrl, withoutCredentials } from './playback-url.js';
import { cutIntoBlocks } from './warehouse-blocks.js';
import type { VideoRepository, VideoRow } from './video-repository.js';

export const DOWNLOAD_JOB = 'warehouse.download';

interface Deps {
  videos: VideoRepository;
  channels: ChannelService;
  jobs: JobQueue;
  time: TimeFormat;
  timeZone: string;
  /** A short-lived signed link to a stored video. */
  signedUrl: (blobKey: string) => string;
}

/** Lists of warehouse videos: listing a range queues the download of its missing blocks. */
export function videoService({ videos, channels, jobs, time, timeZone, signedUrl }: Deps) {
  const toWire = (row: VideoRow): TWarehouseVideo => ({
    id: row.id,
    channel: row.channel,
    ip: row.ip,
    start_date: time.toWire(row.start_at),
    end_date: time.toWire(row.end_at),
    status: row.status,
    size: row.size,
    // Stored without credentials since issue 11; older rows may still carry a template's.
    playbackurl: withoutCredentials(row.playback_url),
    url: row.status === 'done' && row.blob_key ? signedUrl(row.blob_key) : null,
    error: row.error,
  });

  // One waiting job per block: a second redownload click while one waits adds nothing.
  // Only a dead instance leaves a job to retry (a failed pull is an answer): soon, so
  // another instance takes the block over within a minute (the job queue's lease).
  const queue = (id: number) =>
    jobs.send(
      DOWNLOAD_JOB,
      { videoId: id },
      { singletonKey: String(id), retryLimit: 2, retryDelay: 5 },
    );

  return {
    toWire,

    async list(
      actor: Actor,
      input: TWarehouseVideoListRequest,
    ): Promise<TWarehouseVideoListResponse> {
      const channel = await channels.requireGranted(actor, input.ip, Number(input.channel));
      const start = time.fromWire(input.start_date);
      const end = time.fromWire(input.end_date);
      if (!start) throw invalidField('start_date', 'date_time');
      if (!end) throw invalidField('end_date', 'date_time');
      if (end <= start) throw invalidField('end_date', 'after_start', { start: 'start_date' });
      if (end.getTime() - start.getTime() > WAREHOUSE_MAX_RANGE_HOURS * 3600_000)
        throw invalidField('end_date', 'within_hours', { hours: WAREHOUSE_MAX_RANGE_HOURS });
      // Minutes still being recorded cannot be played back yet.
      const until = new Date(Math.min(end.getTime(), Date.now()));
      const blocks = cutIntoBlocks(start, until).map((block) => ({
        ...block,
        playbackUrl: playbackUrl(channel, block.start, block.end, timeZone),
      }));
      if (blocks.length > 0) {
        const { ids } = await videos.addBlocks(
          channel,
          { start, end: until },
          blocks,
          actor.username,
        );
        for (const id of ids) await queue(id);
      }
      const rows = (await videos.listRange(channel.ip, channel.channel, start, end)).map(toWire);
      return {
        data: rows,
        total_done: rows.filter((r) => r.status === 'done').length,
        total_failed: rows.filter((r) => r.status === 'failed').length,
        total_size: rows.reduce((sum, r) => sum + (r.status === 'done' ? r.size : 0), 0),
      };
    },

    async redownload(actor: Actor, url: string): Promise<TWarehouseVideo> {
      const row = await videos.findByPlaybackUrl(url);
      if (!row) throw notFound('Video');
      await channels.requireGranted(actor, row.ip, row.channel);
      if (row.status === 'downloading') return toWire(row);
      const pending = await videos.requeue(row.id);
      await queue(row.id);
      return toWire(pending);
    },
  };
}

export type VideoService = ReturnType<typeof videoService>;
