import { formatFileSize } from '@fleet/contracts';
import type { TimeFormat } from '../../../time-format.js';
import type { JobQueue, Mailer, MailListRepository } from '../../platform/index.js';
import type { VideoRepository } from './video-repository.js';

export const FAILURE_MAIL_JOB = 'warehouse.failure-mail';
export const DAILY_SUMMARY_JOB = 'warehouse.daily-summary';
/** Every morning at 07:00 company time: the last day's downloads. */
export const DAILY_SUMMARY_CRON = '0 7 * * *';

interface Deps {
  videos: VideoRepository;
  mailList: MailListRepository;
  mailer: Mailer;
  jobs: JobQueue;
  time: TimeFormat;
}

/** Mails to the warehouse list (Vietnamese first, English below, as the console speaks). */
export function warehouseMails({ videos, mailList, mailer, jobs, time }: Deps) {
  async function failure({ videoIds }: { videoIds: number[] }): Promise<void> {
    // Redownloaded meanwhile: those did not fail any more.
    const rows = (await videos.findMany(videoIds)).filter((row) => row.status === 'failed');
    const [first] = rows;
    if (!first) return;
    const to = await mailList.list();
    const channel = `${first.ip}:${first.channel}`;
    const lines = rows.map(
      (row) => `- ${time.toWire(row.start_at)} – ${time.toWire(row.end_at)}: ${row.error ?? '-'}`,
    );
    await mailer.send({
      to,
      subject: `[Video kho] ${rows.length} video tải thất bại / ${rows.length} downloads failed: ${channel}`,
      text: [
        `Không tải được ${rows.length} video kho của kênh ${channel} (lý do từng video):`,
        ...lines,
        'Mở trang Video kho để tải lại.',
        '',
        `${rows.length} warehouse videos of channel ${channel} could not be downloaded (reason of each above).`,
        'Open the Warehouse video page to download them again.',
      ].join('\n'),
    });
  }

  async function dailySummary(): Promise<void> {
    const to = await mailList.list();
    if (to.length === 0) return;
    const since = new Date(Date.now() - 24 * 3600_000);
    const rows = await videos.summarySince(since);
    const lines = rows.map(
      (r) =>
        `${r.ip}:${r.channel} — ${r.done} ok / ${r.failed} lỗi (failed), ${formatFileSize(r.size)}`,
    );
    const done = rows.reduce((n, r) => n + r.done, 0);
    const failed = rows.reduce((n, r) => n + r.failed, 0);
    await mailer.send({
      to,
      subject: `[Video kho] Tổng kết ngày / Daily summary: ${done} ok, ${failed} failed`,
      text: [
        `Video kho từ ${time.toWire(since)} (warehouse videos since then):`,
        ...(lines.length > 0 ? lines : ['Không có video nào / No videos.']),
      ].join('\n'),
    });
  }

  return {
    failure,
    dailySummary,
    async register(): Promise<void> {
      await jobs.work(FAILURE_MAIL_JOB, failure);
      await jobs.work(DAILY_SUMMARY_JOB, dailySummary, { policy: 'short' });
      await jobs.schedule(DAILY_SUMMARY_JOB, DAILY_SUMMARY_CRON);
    },
  };
}
