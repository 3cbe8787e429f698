import { describe, expect, it } from 'vitest';
import { decodeLocation } from './location-report.js';
import { readSafetyItem } from './safety-alarms.js';

/** An identification: terminal id, BCD time, serial, file count, reserved. */
const identification = (files: number) =>
  Buffer.concat([
    Buffer.from('T000042'),
    Buffer.from('260301083000', 'hex'),
    Buffer.from([3, files, 0]),
  ]);

/** An item: the fields before the identification (`before` bytes, type at 5), then it. */
function item(id: number, before: number, type: number, files: number, extra = Buffer.alloc(0)) {
  const head = Buffer.alloc(before);
  head[4] = 1; // start
  head[5] = type;
  const value = Buffer.concat([head, identification(files), extra]);
  return Buffer.concat([Buffer.from([id, value.length]), value]);
}

describe('active-safety items of a location report (T/JSATL12)', () => {
  it.each([
    [0x64, 31, 0x02, 'adas', 'laneDeparture'],
    [0x65, 31, 0x02, 'dsm', 'phoneCall'],
    [0x66, 24, 0x00, 'tpms', 'tirePressure'],
    [0x67, 25, 0x01, 'bsd', 'blindSpot'],
  ] as const)('item 0x%s: identification at byte %i', (id, before, type, source, alarm) => {
    // TPMS ends with its list of tyres (count, then 9 bytes each).
    const extra = id === 0x66 ? Buffer.from([1, 0, 0, 1, 0, 0, 0, 0, 0, 0]) : Buffer.alloc(0);
    const bytes = item(id, before, type, 2, extra);
    const read = readSafetyItem(id, bytes, 2, bytes[1]!);
    expect(read).toMatchObject({ source, alarm, state: 1, attachments: 2 });
    expect(read!.identification.equals(identification(2))).toBe(true);
    expect(read!.key).toBe(identification(2).toString('hex'));
  });

  it('reads them among the other items; a short one is skipped', () => {
    const basic = Buffer.alloc(28);
    basic.writeUInt32BE(0x3, 4);
    Buffer.from('260301083000', 'hex').copy(basic, 22);
    const body = Buffer.concat([
      basic,
      item(0x65, 31, 0x03, 0),
      Buffer.from([0x64, 3, 0, 0, 0]),
      Buffer.from([0x31, 1, 9]),
    ]);
    const location = decodeLocation(body, 0, body.length, 480)!;
    expect(location.safety).toHaveLength(1);
    expect(location.safety![0]).toMatchObject({ source: 'dsm', alarm: 'smoking', attachments: 0 });
    expect(location.attributes.sat).toBe(9);
  });
});
