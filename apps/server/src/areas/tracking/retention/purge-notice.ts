import { formatFileSize } from '@fleet/contracts';
import { ADMINS_ONLY, type NewNotice } from '../../accounts/index.js';
import type { PurgeRemoved } from './retention-purge.js';

/**
 * The admins' notice of a purge that removed kept data (the web says it in the reader's
 * language from `params`, kind `retention_purge`). Housekeeping alone (sessions, engine
 * checkpoints, snapshot claims) is only logged: it would make a notice every day.
 */
export function purgeNotice(removed: PurgeRemoved): NewNotice | null {
  const params = {
    months: removed.position_months.join(', ') || '–',
    journey_rows: removed.journey_rows,
    images: removed.camera_images,
    videos: removed.camera_videos,
    photos: removed.delivery_photos,
    size: formatFileSize(removed.bytes),
    violations: removed.violation_rows + removed.violation_warnings,
  };
  const anything =
    removed.position_months.length > 0 ||
    params.journey_rows + params.images + params.videos + params.photos + params.violations > 0;
  if (!anything) return null;
  return {
    kind: 'retention_purge',
    content:
      `Đã xoá dữ liệu quá hạn lưu trữ: hành trình tháng ${params.months} ` +
      `(${params.journey_rows} bản ghi tổng hợp), ${params.images} ảnh camera, ` +
      `${params.videos} video, ${params.photos} ảnh giao hàng (${params.size}), ` +
      `${params.violations} bản ghi vi phạm`,
    params,
    link: '/management/driving-report',
    audiencePage: ADMINS_ONLY,
  };
}
