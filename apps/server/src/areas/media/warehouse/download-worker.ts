import type { FastifyBaseLogger } from 'fastify';
import type { TimeFormat } from '../../../time-format.js';
import type { BlobStore, JobQueue } from '../../platform/index.js';
import type { NoticeService } from '../../accounts/index.js';
import type { ChannelRepository } from './channel-repository.js';
import type { ChannelService } from './channel-service.js';
import { ClipDownloadError, downloadClip } from './clip-download.js';
import { sourceUrl } from './playback-url.js';
import type { VideoRepository } from './video-repository.js';
import { DOWNLOAD_JOB } from './video-service.js';
import { FAILURE_MAIL_JOB } from './warehouse-mails.js';

interface Deps {
  videos: VideoRepository;
  channelRows: ChannelRepository;
  channels: ChannelService;
  blobs: BlobStore;
  jobs: JobQueue;
  notices: NoticeService;
  time: TimeFormat;
  ffmpegPath: string;
  log: FastifyBaseLogger;
  stallSeconds?: number;
}

/**
 * The download job: one block from the NVR into the blob store. A failed pull is an answer,
 * not a crash: the block is marked failed with the reason (users redownload it) and a mail
 * goes to the list. Only a crash of this process leaves a job to pg-boss's retry, which
 * finds the block still `downloading` and takes it again.
 */
export function downloadWorker(deps: Deps) {
  const { videos, blobs, log } = deps;

  async function closeBatch(batchId: number | null): Promise<void> {
    if (batchId === null) return;
    const batch = await videos.finishBatch(batchId);
    if (!batch) return;
    const params = {
      channel: `${batch.ip}:${batch.channel}`,
      start: deps.time.toWire(batch.start_at),
      end: deps.time.toWire(batch.end_at),
      done: batch.done,
      failed: batch.failed,
    };
    // One mail per batch, however many of its blocks failed.
    if (batch.failed > 0)
      await deps.jobs.send(
        FAILURE_MAIL_JOB,
        { videoIds: await videos.failedOfBatch(batchId) },
        { singletonKey: `batch-${batchId}` },
      );
    await deps.notices.notify({
      kind: batch.failed > 0 ? 'warehouse_batch_failed' : 'warehouse_batch_done',
      content:
        batch.failed > 0
          ? `Warehouse videos of ${params.channel} (${params.start} – ${params.end}): ${batch.done} downloaded, ${batch.failed} failed`
          : `Warehouse videos of ${params.channel} (${params.start} – ${params.end}) are downloaded (${batch.done})`,
      params,
      link: '/warehouse-video',
      audiencePage: 'warehouse-video',
      channelKey: params.channel,
    });
  }

  async function run({ videoId }: { videoId: number }): Promise<void> {
    const row = await videos.claim(videoId);
    if (!row) return; // already done or failed: a duplicate delivery
    const seconds = Math.max(1, Math.round((row.end_at.getTime() - row.start_at.getTime()) / 1000));
    const key = `warehouse/videos/${row.id}.mp4`;
    try {
      const channel = await deps.channelRows.find(row.ip, row.channel);
      if (!channel) throw new ClipDownloadError('the channel no longer exists');
      const source = sourceUrl(
        row.playback_url,
        channel,
        channel.username,
        deps.channels.passwordOf(channel),
      );
      const refused = await deps.channels.sourceRefusal(source);
      if (refused)
        throw new ClipDownloadError(
          `the NVR address ${refused.host} is internal (${refused.address}); not in CAMERA_ALLOWED_HOSTS`,
        );
      const { size } = await downloadClip({
        ffmpegPath: deps.ffmpegPath,
        sourceUrl: source,
        seconds,
        blobs,
        key,
        stallSeconds: deps.stallSeconds,
      });
      await videos.markDone(row.id, size, key);
    } catch (error) {
      const reason =
        error instanceof ClipDownloadError ? error.message : 'the download failed unexpectedly';
      if (!(error instanceof ClipDownloadError))
        log.error({ err: error, videoId }, 'warehouse download');
      await videos.markFailed(row.id, reason);
      // A redownload has no batch: its failure is mailed on its own.
      if (row.batch_id === null) await deps.jobs.send(FAILURE_MAIL_JOB, { videoIds: [row.id] });
    }
    await closeBatch(row.batch_id);
  }

  return {
    async register(): Promise<void> {
      await deps.jobs.work<{ videoId: number }>(DOWNLOAD_JOB, run, { policy: 'short' });
    },
    run,
  };
}
