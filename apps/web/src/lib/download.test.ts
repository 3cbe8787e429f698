import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of a download answer', () => {
    expect(
      fileNameOf(
        `attachment; filename="Ke hoach.xlsx"; filename*=UTF-8''K%E1%BA%BF%20ho%E1%BA%A1ch.xlsx`,
      ),
    ).toBe('Kế hoạch.xlsx');
    expect(
      fileNameOf(`attachment; filename="diem.csv"; filename*=utf-8''%C4%91i%E1%BB%83m.csv`),
    ).toBe('điểm.csv');
  });

  it('falls back to the plain name, else nothing', () => {
    expect(fileNameOf('attachment; filename="map-points.kml"')).toBe('map-points.kml');
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%E1%ZZ`)).toBe('a.xlsx');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
