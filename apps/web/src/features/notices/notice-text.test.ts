import { describe, expect, it } from 'vitest';
import type { TNotice } from '@fleet/contracts';
import i18n from '@/i18n';
import { noticeTitle } from './notice-text';

describe('noticeTitle', () => {
  it('words a driving breach as its warning: the driver by name, hours against the limit', async () => {
    const notice = {
      kind: 'continuous_driving_warning',
      content: 'Lái xe liên tục trên 4 giờ: taixe14',
      params: {
        plate: '60C45128',
        driver: 'taixe14',
        driver_name: 'Nguyễn Văn Tài',
        value_min: 240,
        limit_min: 240,
      },
    } as unknown as TNotice;
    await i18n.changeLanguage('vi');
    expect(noticeTitle(i18n, notice)).toBe(
      '60C-451.28: Nguyễn Văn Tài lái xe liên tục 4 giờ 0 phút (giới hạn 4 giờ)',
    );
    await i18n.changeLanguage('en');
    expect(noticeTitle(i18n, notice)).toBe(
      '60C-451.28: Nguyễn Văn Tài drove 4 h 0 min without a break (limit 4 h)',
    );
    await i18n.changeLanguage('vi');
  });

  it('names the period of a warehouse download notice DD/MM/YYYY in both languages', async () => {
    const notice = {
      kind: 'warehouse_batch_done',
      content: 'Warehouse videos of 10.0.0.5:1 (2026-11-20 09:00:00 – 2026-11-20 09:00:04)',
      params: {
        channel: '10.0.0.5:1',
        start: '2026-11-20 09:00:00',
        end: '2026-11-20 09:00:04',
        done: 1,
        failed: 0,
      },
    } as unknown as TNotice;
    for (const language of ['vi', 'en']) {
      await i18n.changeLanguage(language);
      const title = noticeTitle(i18n, notice);
      expect(title).toContain('20/11/2026 09:00:00');
      expect(title).not.toContain('2026-11-20');
    }
  });
});
