import { describe, expect, it } from 'vitest';
import { osmandForm } from './osmand-client.js';

describe('the OsmAnd form of a demo fix', () => {
  it('is what the Traccar Client app posts: epoch seconds, speed in knots', () => {
    const form = osmandForm('demo-001', '001085104729', {
      time: Date.UTC(2025, 2, 4, 5, 0, 10),
      lat: 20.9373,
      lon: 106.3146,
      bearing: 92.44,
      speedKmh: 74.08,
      ignition: true,
      altitudeM: 8.5,
      odometerKm: 123_456.789,
    });
    expect(Object.fromEntries(form)).toEqual({
      id: 'demo-001',
      timestamp: String(Date.UTC(2025, 2, 4, 5, 0, 10) / 1000),
      lat: '20.937300',
      lon: '106.314600',
      speed: '40.00',
      bearing: '92.4',
      altitude: '8.5',
      accuracy: expect.stringMatching(/^([4-9]|10)$/),
      batt: '100',
      charge: 'true',
      ignition: 'true',
      odometer: '123456789',
      driverUniqueId: '001085104729',
    });
  });

  it('reports a parked truck with the engine off as not charging', () => {
    const form = osmandForm('demo-002', 'x', {
      time: 0,
      lat: 10,
      lon: 106,
      bearing: 0,
      speedKmh: 0,
      ignition: false,
      altitudeM: 0,
      odometerKm: 0,
    });
    expect(form.get('speed')).toBe('0.00');
    expect(form.get('ignition')).toBe('false');
    expect(form.get('charge')).toBe('false');
  });
});
