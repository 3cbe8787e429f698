import { describe, expect, it } from 'vitest';
import { photoForm } from './photo-queue';

describe('photoForm', () => {
  const photo = {
    request_key: 'a1b2c3d4e5f6',
    trip_id: 7,
    stop: 'destination' as const,
    at: '2026-11-29T01:00:00.000Z',
    photo: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  };

  it('sends the fields before the photo, so the trip is checked before it is stored', () => {
    const form = photoForm({ ...photo, lat: 10.85, lon: 106.75 });
    expect([...form.keys()]).toEqual([
      'trip_id',
      'stop',
      'request_key',
      'at',
      'lat',
      'lon',
      'file',
    ]);
    expect(form.get('lat')).toBe('10.85');
  });

  it('leaves the position out when the phone had none', () => {
    const form = photoForm({ ...photo, lat: null, lon: null });
    expect(form.has('lat')).toBe(false);
    expect(form.has('lon')).toBe(false);
  });
});
