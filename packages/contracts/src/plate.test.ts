import { describe, expect, it } from 'vitest';
import { canonicalPlate, displayPlate, withDisplayPlate } from './plate.js';

describe('plates', () => {
  it.each([
    ['51D-123.45', '51D12345'],
    ['51d 123 45', '51D12345'],
    ['29C-1234', '29C1234'],
    ['30LD-123.45', '30LD12345'],
    ['43Đ-567.89', '43Đ56789'],
    ['15R-012.34', '15R01234'],
  ])('accepts %s as %s', (input, canonical) => {
    expect(canonicalPlate(input)).toBe(canonical);
  });

  it.each(['51I-123.45', '5D-12345', '51D-12', 'ABC', '51O12345', '51D-123456'])(
    'refuses %s',
    (input) => {
      expect(canonicalPlate(input)).toBeNull();
    },
  );

  it('shows the canonical form the Vietnamese way', () => {
    expect(displayPlate('51D12345')).toBe('51D-123.45');
    expect(displayPlate('29C1234')).toBe('29C-1234');
    expect(displayPlate('43Đ56789')).toBe('43Đ-567.89');
  });
});

describe('withDisplayPlate', () => {
  it('shows the plate of a text’s params, leaving the rest as it is', () => {
    expect(withDisplayPlate({ plate: '60C45128', minutes: 235 })).toEqual({
      plate: '60C-451.28',
      minutes: 235,
    });
    expect(withDisplayPlate({ plate: '60C-451.28' })).toEqual({ plate: '60C-451.28' });
    expect(withDisplayPlate({ owner: 'nguyenvana' })).toEqual({ owner: 'nguyenvana' });
  });
});
