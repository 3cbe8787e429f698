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
});
