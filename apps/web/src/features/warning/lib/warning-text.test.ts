import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { wordedParams } from '@/lib/warning-params';
import { warningText } from './warning-text';

describe('warningText', () => {
  it('words a system warning from its params, in the chosen language', async () => {
    const warning = {
      type: 'maintenance_due' as const,
      content: 'stored text',
      params: { plate: '51C-123.45', rule_type: 'oil_change', due_km: 20000, current_km: 20010 },
    };
    await i18n.changeLanguage('vi');
    expect(warningText(i18n, warning)).toBe(
      '51C-123.45: đến hạn Thay dầu ở 20000 km (hiện tại 20010 km)',
    );
    await i18n.changeLanguage('en');
    expect(warningText(i18n, warning)).toBe(
      '51C-123.45: Oil change due at 20000 km (odometer 20010 km)',
    );
    const paper = {
      type: 'paper_expired' as const,
      content: 'x',
      params: {
        owner: '51C-123.45',
        paper_type: 'inspection',
        number: 'KD-1',
        expires_at: '2026-01-01',
      },
    };
    expect(warningText(i18n, paper)).toBe('51C-123.45: Inspection KD-1 expired on 01/01/2026');
    await i18n.changeLanguage('vi');
  });

  it('shows a plate stored in compact form as plates are shown', async () => {
    await i18n.changeLanguage('en');
    const overspeed = {
      type: 'overspeed' as const,
      content: 'Quá tốc độ: 95 km/h (giới hạn 80 km/h)',
      params: { plate: '60C45128', value: 95, limit: 80 },
    };
    expect(warningText(i18n, overspeed)).toBe('60C-451.28: overspeed 95 km/h (limit 80 km/h)');
    await i18n.changeLanguage('vi');
  });

  it('words the notice of a system warning the same way', async () => {
    await i18n.changeLanguage('en');
    const params = {
      owner: '51C-123.45',
      paper_type: 'road_fee',
      number: '',
      expires_at: '2026-01-01',
    };
    expect(i18n.t('notices:kinds.paper_expired_warning', wordedParams({ params }, 'en'))).toBe(
      '51C-123.45: Road fee  expired on 01/01/2026',
    );
    await i18n.changeLanguage('vi');
  });

  it('names the driver by full name and a breach in hours against its limit', async () => {
    const breach = {
      type: 'continuous_driving' as const,
      content: 'Lái xe liên tục trên 4 giờ: taixe14',
      params: { plate: '60C45128', driver: 'taixe14', value_min: 240, limit_min: 240 },
      driver_name: 'Nguyễn Văn Tài',
    };
    await i18n.changeLanguage('vi');
    expect(warningText(i18n, breach)).toBe(
      '60C-451.28: Nguyễn Văn Tài lái xe liên tục 4 giờ 0 phút (giới hạn 4 giờ)',
    );
    await i18n.changeLanguage('en');
    expect(warningText(i18n, breach)).toBe(
      '60C-451.28: Nguyễn Văn Tài drove 4 h 0 min without a break (limit 4 h)',
    );
    // Without a full name the login is all there is.
    expect(warningText(i18n, { ...breach, driver_name: null })).toBe(
      '60C-451.28: taixe14 drove 4 h 0 min without a break (limit 4 h)',
    );
    await i18n.changeLanguage('vi');
  });

  it('shows the content of a typed warning', () => {
    expect(warningText(i18n, { type: 'manual', content: 'Va chạm', params: {} })).toBe('Va chạm');
  });
});
