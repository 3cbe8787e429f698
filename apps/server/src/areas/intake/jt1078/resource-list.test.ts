import { describe, expect, it } from 'vitest';
import { readResourceList } from './resource-list.js';

/** A 0x1205 body written byte by byte after JT/T 1078-2016 table 22 (not by our reader). */
function body(serial: number, count: number, items: string[]): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt16BE(serial, 0);
  head.writeUInt32BE(count, 2);
  return Buffer.concat([
    head,
    ...items.map((item) => Buffer.from(item.replaceAll(' ', ''), 'hex')),
  ]);
}

// channel | start BCD | end BCD | alarm bits 63..0 | AV type | stream | storage | size
const FIRST = '01 261124100000 261124100500 0000000100000002 00 01 01 03200000';
const SECOND = '02 261124235959 261125000130 0000000000000000 02 02 02 00000400';
const BAD_TIME = '01 261324100000 261124100500 0000000000000000 02 01 01 00000001';

describe('0x1205 resource list', () => {
  it('reads the answered serial and every item in the terminal clock', () => {
    const list = readResourceList(body(0x1234, 2, [FIRST, SECOND]), 8 * 60);
    expect(list).toEqual({
      serial: 0x1234,
      resources: [
        {
          channel: 1,
          start: new Date('2026-11-24T02:00:00Z'),
          end: new Date('2026-11-24T02:05:00Z'),
          alarmFlags: '0000000100000002',
          mediaType: 0,
          streamType: 1,
          storageType: 1,
          size: 0x03200000,
        },
        {
          channel: 2,
          start: new Date('2026-11-24T15:59:59Z'),
          end: new Date('2026-11-24T16:01:30Z'),
          alarmFlags: '0000000000000000',
          mediaType: 2,
          streamType: 2,
          storageType: 2,
          size: 1024,
        },
      ],
    });
  });

  it('skips an item whose time is not a time, and reads a short body as far as it goes', () => {
    expect(readResourceList(body(1, 2, [BAD_TIME, FIRST]), 0)?.resources).toHaveLength(1);
    const cut = body(1, 2, [FIRST, SECOND]).subarray(0, 6 + 28 + 10);
    expect(readResourceList(cut, 0)?.resources).toHaveLength(1);
    expect(readResourceList(body(7, 0, []), 0)).toEqual({ serial: 7, resources: [] });
    expect(readResourceList(Buffer.from([0, 1, 0]), 0)).toBeNull();
  });
});
