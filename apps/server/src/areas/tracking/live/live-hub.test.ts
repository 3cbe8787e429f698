import { describe, expect, it } from 'vitest';
import { ZLiveMessage, type TTruckLive } from '@fleet/contracts';
import { DELTA_TRUCKS, deltaMessages } from './live-hub.js';

const truck = (id: number): TTruckLive => ({
  id,
  lat: 10.77,
  lon: 106.7,
  speed_kmh: 42,
  course: 90,
  fix_time: '2026-11-25T07:00:00.000Z',
  last_seen: '2026-11-25T07:00:01.000Z',
  ignition: true,
  status: 'moving',
  current_driver: null,
  driver_name: null,
  continuous_driving_s: 0,
  continuous_driving: 'ok',
});

describe('deltaMessages', () => {
  it('cuts a large change into messages of at most DELTA_TRUCKS trucks, in order', () => {
    const trucks = Array.from({ length: 2 * DELTA_TRUCKS + 34 }, (_, i) => truck(i + 1));
    const messages = deltaMessages(trucks).map((text) => ZLiveMessage.parse(JSON.parse(text)));
    expect(messages.map((message) => [message.type, message.trucks.length])).toEqual([
      ['delta', DELTA_TRUCKS],
      ['delta', DELTA_TRUCKS],
      ['delta', 34],
    ]);
    expect(messages.flatMap((message) => message.trucks.map((t) => t.id))).toEqual(
      trucks.map((t) => t.id),
    );
  });

  it('sends one message for a small change and none for no change', () => {
    expect(deltaMessages([truck(7)])).toHaveLength(1);
    expect(deltaMessages([])).toEqual([]);
  });
});
