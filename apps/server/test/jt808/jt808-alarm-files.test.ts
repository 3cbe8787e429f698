import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAlarmFileCounts } from '@fleet/contracts';
import { alarmIdentification, reportAdas, uploadRequest } from '../support/alarm-uploader.js';
import type { Jt808Terminal } from '../support/jt808-terminal.js';
import { startAlarmConsole, type AlarmConsole } from './alarm-console.js';

const KB = 1024;
const MB = 1024 * KB;
/** The caps of this file's console, small enough to reach with a few files. */
const CAPS = {
  ALARM_FILE_MAX_MB: '1',
  ALARM_FILES_PER_ALARM_MB: '1',
  ALARM_FILES_PER_TRUCK_DAY_MB: '2',
  ALARM_FILES_TOTAL_MB: '4',
};

let alarms: AlarmConsole;
beforeAll(async () => {
  alarms = await startAlarmConsole(CAPS);
});
afterAll(async () => {
  await alarms?.close();
});

let serial = 0;
/** An alarm of the dashcam announcing `files` files, reported; answers its 0x9208 number. */
async function alarm(terminal: Jt808Terminal, files: number) {
  serial += 1;
  const identification = alarmIdentification('CAPS001', '260301083000', serial, files);
  expect(await reportAdas(terminal, identification)).toBe(0);
  const { alarmNumber } = await uploadRequest(terminal, identification);
  return { identification, alarmNumber };
}

const bytes = (size: number) => crypto.randomBytes(size);

async function health(): Promise<TAlarmFileCounts> {
  const answer = await alarms.fleet.call('GET', '/api/health');
  return (answer.body.data as { alarm_files: TAlarmFileCounts }).alarm_files;
}

const keptFiles = async (truckId: number) =>
  (
    await alarms.fleet.db.query<{ file_name: string }>(
      'select file_name from alarm_attachments where truck_id = $1 order by file_name',
      [truckId],
    )
  ).map((row) => row.file_name);

const complete = { type: 4, result: 0, missing: [] };

describe('alarm files are bounded (issue 31)', () => {
  it('takes the files an alarm announced and listed, each once, and no more', async () => {
    const before = await health();
    const { truck, terminal, phone } = await alarms.dashcam();
    const first = await alarm(terminal, 2);
    const upload = await alarms.uploader(phone);
    // Three files listed for an alarm that announced two: the third is not taken.
    const listed = ['a.bin', 'b.bin', 'c.bin'].map((name) => ({ name, size: 300 * KB }));
    expect(await upload.alarmFiles(first.identification, first.alarmNumber, listed)).toBe(0);
    expect((await upload.sendFile('c.bin', bytes(300 * KB))).info).toBe(1);
    // A listed file offered with another size, or a file never listed: refused.
    expect((await upload.sendFile('a.bin', bytes(200 * KB))).info).toBe(1);
    expect((await upload.sendFile('z.bin', bytes(300 * KB))).info).toBe(1);
    expect(await upload.sendFile('a.bin', bytes(300 * KB))).toEqual({ info: 0, done: complete });
    expect(await upload.sendFile('b.bin', bytes(300 * KB))).toEqual({ info: 0, done: complete });
    // Sent again (a device that missed the answer): answered complete, kept once.
    expect(await upload.sendFile('a.bin', bytes(300 * KB), 2)).toEqual({
      info: 0,
      done: complete,
    });
    // Another connection listing two other files: the alarm has its two already.
    const again = await alarms.uploader(phone);
    const others = ['d.bin', 'e.bin'].map((name) => ({ name, size: 10 * KB }));
    expect(await again.alarmFiles(first.identification, first.alarmNumber, others)).toBe(0);
    expect((await again.sendFile('d.bin', bytes(10 * KB))).info).toBe(1);
    // Its files kept again: the same answer on a new connection, nothing stored twice.
    const third = await alarms.uploader(phone);
    expect(await third.alarmFiles(first.identification, first.alarmNumber, listed)).toBe(0);
    expect(await third.sendFile('b.bin', bytes(300 * KB))).toEqual({ info: 0, done: complete });
    expect(await keptFiles(truck.id)).toEqual(['a.bin', 'b.bin']);

    // One alarm's files stay under ALARM_FILES_PER_ALARM_MB, whatever it announced.
    const second = await alarm(terminal, 3);
    const big = ['f.bin', 'g.bin'].map((name) => ({ name, size: 600 * KB }));
    expect(await upload.alarmFiles(second.identification, second.alarmNumber, big)).toBe(0);
    expect((await upload.sendFile('f.bin', bytes(600 * KB))).done).toEqual(complete);
    expect((await upload.sendFile('g.bin', bytes(600 * KB))).info).toBe(1);
    expect(await keptFiles(truck.id)).toEqual(['a.bin', 'b.bin', 'f.bin']);

    const after = await health();
    expect(after.stored - before.stored).toBe(3);
    expect(after.repeated - before.repeated).toBe(2);
    expect(after.refused.not_announced - before.refused.not_announced).toBe(3);
    expect(after.refused.too_many_files - before.refused.too_many_files).toBe(1);
    expect(after.refused.alarm_full - before.refused.alarm_full).toBe(1);
  });

  it('caps a truck’s files of a day and all files kept, with the refusals in health', async () => {
    const before = await health();
    // A truck's day: two alarms of 1,000 KB, then 100 KB more is past its 2 MB.
    const { truck, terminal, phone } = await alarms.dashcam();
    const upload = await alarms.uploader(phone);
    for (const name of ['h.bin', 'i.bin']) {
      const { identification, alarmNumber } = await alarm(terminal, 1);
      const files = [{ name, size: 1000 * KB }];
      expect(await upload.alarmFiles(identification, alarmNumber, files)).toBe(0);
      expect((await upload.sendFile(name, bytes(1000 * KB))).done).toEqual(complete);
    }
    const late = await alarm(terminal, 1);
    expect(
      await upload.alarmFiles(late.identification, late.alarmNumber, [
        { name: 'j.bin', size: 100 * KB },
      ]),
    ).toBe(0);
    expect((await upload.sendFile('j.bin', bytes(100 * KB))).info).toBe(1);
    expect(await keptFiles(truck.id)).toEqual(['h.bin', 'i.bin']);

    // All files: other trucks fill what is left of the 4 MB, then one more file is refused.
    const [kept] = await alarms.fleet.db.query<{ total: string }>(
      'select sum(size) as total from alarm_attachments',
    );
    let room = 4 * MB - Number(kept!.total);
    let filler = 0;
    while (room > 0) {
      const size = Math.min(room, 1000 * KB);
      const other = await alarms.dashcam();
      const { identification, alarmNumber } = await alarm(other.terminal, 1);
      const name = `fill-${++filler}.bin`;
      const connection = await alarms.uploader(other.phone);
      expect(await connection.alarmFiles(identification, alarmNumber, [{ name, size }])).toBe(0);
      expect((await connection.sendFile(name, bytes(size))).done).toEqual(complete);
      room -= size;
    }
    const last = await alarms.dashcam();
    const { identification, alarmNumber } = await alarm(last.terminal, 1);
    const refused = await alarms.uploader(last.phone);
    expect(
      await refused.alarmFiles(identification, alarmNumber, [{ name: 'k.bin', size: 1 * KB }]),
    ).toBe(0);
    expect((await refused.sendFile('k.bin', bytes(1 * KB))).info).toBe(1);
    expect(await keptFiles(last.truck.id)).toEqual([]);

    const after = await health();
    expect(after.refused.truck_day_full - before.refused.truck_day_full).toBe(1);
    expect(after.refused.total_full - before.refused.total_full).toBe(1);
    expect(after.stored - before.stored).toBe(2 + filler);
  });
});
