import { describe, expect, it } from 'vitest';
import { coordinatesText, placeExport, placeText } from './place-format';

const at = { lat: 20.98765432, lon: 106.01234567 };

describe('places in lists and exports', () => {
  it('writes coordinates to 5 decimals, nothing without a position', () => {
    expect(coordinatesText(at)).toBe('20.98765, 106.01235');
    expect(coordinatesText({ lat: null, lon: 106 })).toBeNull();
    expect(coordinatesText({ lat: 21, lon: null })).toBeNull();
  });

  it('shows the address, else the coordinates', () => {
    expect(placeText({ ...at, address: 'QL5, Văn Lâm, Hưng Yên' })).toBe('QL5, Văn Lâm, Hưng Yên');
    expect(placeText({ ...at, address: null })).toBe('20.98765, 106.01235');
    expect(placeText({ ...at, address: '' })).toBe('20.98765, 106.01235');
    expect(placeText(at)).toBe('20.98765, 106.01235');
    expect(placeText({ lat: null, lon: null, address: null })).toBeNull();
  });

  it('exports the address with the coordinates after it, or whichever there is', () => {
    expect(placeExport({ ...at, address: 'Kho Bình Dương, 300 m' })).toBe(
      'Kho Bình Dương, 300 m (20.98765, 106.01235)',
    );
    expect(placeExport({ ...at, address: null })).toBe('20.98765, 106.01235');
    expect(placeExport({ lat: null, lon: null, address: 'gần Như Quỳnh, Hưng Yên' })).toBe(
      'gần Như Quỳnh, Hưng Yên',
    );
    // A server that could only say the coordinates: written once.
    expect(placeExport({ ...at, address: '20.98765, 106.01235' })).toBe('20.98765, 106.01235');
    expect(placeExport({ lat: null, lon: null })).toBeNull();
  });
});
