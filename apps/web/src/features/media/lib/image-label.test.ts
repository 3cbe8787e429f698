import { describe, expect, it } from 'vitest';
import type { TImage } from '@fleet/contracts';
import i18n from '@/i18n';
import { imageLabels } from './image-label';

const photo = (pod: Partial<NonNullable<TImage['proof_of_delivery']>>): TImage => ({
  id: 1,
  truck_plate: '51E12345',
  channel: 0,
  time: '2026-11-29 10:15:00',
  lat: 10.85,
  lon: 106.75,
  address: null,
  url: '/i',
  thumb_url: '/t',
  proof_of_delivery: {
    order_code: 'DH-1',
    stop: 'destination',
    taken_by: 'laixe7',
    taken_by_name: 'Nguyễn Văn Tài',
    ...pod,
  },
});

describe('imageLabels', () => {
  it('names the driver of a delivery photo by full name, the login kept for hover', async () => {
    await i18n.changeLanguage('vi');
    const t = i18n.getFixedT('vi', 'media');
    const labels = imageLabels(t, photo({}));
    expect(labels.detail).toBe('Ảnh giao hàng DH-1 (điểm đến) – Nguyễn Văn Tài');
    expect(labels.detail).not.toContain('laixe7');
    expect(labels.login).toBe('laixe7');
    expect(labels.caption).toBe('Ảnh giao hàng');
    const en = imageLabels(i18n.getFixedT('en', 'media'), photo({}));
    expect(en.detail).toBe('Proof of delivery DH-1 (drop-off) – Nguyễn Văn Tài');
  });

  it('calls a photo at the pick-up a pick-up photo, and words one without an order', () => {
    const vi = imageLabels(
      i18n.getFixedT('vi', 'media'),
      photo({ stop: 'origin', order_code: null }),
    );
    expect(vi.caption).toBe('Ảnh nhận hàng');
    expect(vi.detail).toBe('Ảnh nhận hàng (điểm đi) – Nguyễn Văn Tài');
    const en = imageLabels(i18n.getFixedT('en', 'media'), photo({ stop: 'origin' }));
    expect(en.title).toBe('Pick-up photo – 2026-11-29 10:15:00');
    expect(en.detail).toBe('Pick-up photo DH-1 (pick-up) – Nguyễn Văn Tài');
  });

  it('falls back to the login when the account has no name', () => {
    const labels = imageLabels(i18n.getFixedT('vi', 'media'), photo({ taken_by_name: null }));
    expect(labels.detail).toBe('Ảnh giao hàng DH-1 (điểm đến) – laixe7');
  });
});
