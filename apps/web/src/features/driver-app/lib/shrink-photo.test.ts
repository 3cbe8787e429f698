import { describe, expect, it } from 'vitest';
import { DRIVER_PHOTO_MAX_SIDE } from '@fleet/contracts';
import { fitWithin } from './shrink-photo';

describe('fitWithin', () => {
  it("brings a phone camera's photo down to the longest side allowed, keeping its shape", () => {
    expect(fitWithin(4000, 3000, DRIVER_PHOTO_MAX_SIDE)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, DRIVER_PHOTO_MAX_SIDE)).toEqual({ width: 1200, height: 1600 });
  });

  it('leaves a photo already small enough as it is, and never makes a side zero', () => {
    expect(fitWithin(1280, 720, DRIVER_PHOTO_MAX_SIDE)).toEqual({ width: 1280, height: 720 });
    expect(fitWithin(16000, 4, DRIVER_PHOTO_MAX_SIDE)).toEqual({ width: 1600, height: 1 });
  });
});
