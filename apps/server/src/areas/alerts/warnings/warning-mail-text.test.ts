import { describe, expect, it } from 'vitest';
import { warningMailText, type WarningMailFacts } from './warning-mail-text.js';

const breach: WarningMailFacts = {
  id: 1,
  type: 'continuous_driving',
  content: 'Lái xe liên tục trên 4 giờ: taixe14',
  params: { plate: '51C-123.45', driver: 'taixe14', value_min: 240, limit_min: 240 },
  plate: '51C-123.45',
  driver: 'Nguyễn Văn Tài',
  time: '2026-11-28 14:05:00',
  address: null,
  link: 'https://console.example/management/replay',
};

describe('a driving breach in a mail', () => {
  it('says hours and minutes beside the limit, and the driver by name', () => {
    const vi = warningMailText('vi', breach).text;
    expect(vi).toContain('Lái xe liên tục 4 giờ 0 phút (giới hạn 4 giờ)');
    expect(vi).toContain('Lái xe: Nguyễn Văn Tài');
    expect(vi).not.toContain('taixe14');
    const en = warningMailText('en', breach).text;
    expect(en).toContain('Drove 4 h 0 min without a break (limit 4 h)');
  });

  it('words a day over its limit the same way', () => {
    const daily = {
      ...breach,
      type: 'daily_driving',
      params: { ...breach.params, value_min: 605, limit_min: 600 },
    };
    expect(warningMailText('vi', daily).text).toContain(
      'Lái xe 10 giờ 5 phút trong ngày (giới hạn 10 giờ)',
    );
  });
});
