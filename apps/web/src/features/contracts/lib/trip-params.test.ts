import { describe, expect, it } from 'vitest';
import { tripParamsOf, tripSearchOf } from './trip-params';

describe('trip report URL', () => {
  it("leaves the shortest stop to the admin's setting unless the URL names one", () => {
    const trip = tripParamsOf(new URLSearchParams('tab=report&plate=51C12345&from=a&to=b'));
    expect(trip.minMinutes).toBeNull();
    expect(tripSearchOf(trip).has('min')).toBe(false);
  });

  it('keeps a chosen filter, and reads an unknown one as the setting', () => {
    const chosen = tripParamsOf(new URLSearchParams('plate=51C12345&min=15'));
    expect(chosen.minMinutes).toBe(15);
    expect(tripSearchOf(chosen).get('min')).toBe('15');
    expect(tripParamsOf(new URLSearchParams('min=0')).minMinutes).toBe(0);
    expect(tripParamsOf(new URLSearchParams('min=7')).minMinutes).toBeNull();
    expect(tripParamsOf(new URLSearchParams('min=')).minMinutes).toBeNull();
  });
});
