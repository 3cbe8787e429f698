import { afterAll, describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import * as common from '@/i18n/common';
import {
  dateTextMessage,
  dateTextOf,
  parseDateText,
  stepDateText,
  type TDateTextOptions,
  type TDateTextResult,
} from './date-text';

// The browser's zone is not the company's, and New York skips 02:00–03:00 on 8 March 2026:
// a field reads wall time as typed whatever the zone (each test file has a process of its own).
const processZone = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = processZone;
});

const DATE: TDateTextOptions = { kind: 'date' };
const DATE_TIME: TDateTextOptions = { kind: 'dateTime' };
const SECONDS: TDateTextOptions = { kind: 'dateTime', withSeconds: true };

const value = (result: TDateTextResult) =>
  result.ok ? result.value : `refused: ${result.problem}`;

describe('a date field reads the whole text strictly', () => {
  it('takes DD/MM/YYYY and the variants a dispatcher types, as the day typed', () => {
    for (const text of ['28/11/2026', '28-11-2026', '28.11.2026', '28112026', ' 28/11/2026 '])
      expect(value(parseDateText(text, DATE)), text).toBe('2026-11-28');
    expect(value(parseDateText('5/6/2026', DATE))).toBe('2026-06-05');
    expect(value(parseDateText('05/6/2026', DATE))).toBe('2026-06-05');
    expect(value(parseDateText('5/06/2026', DATE))).toBe('2026-06-05');
    expect(value(parseDateText('29/02/2024', DATE))).toBe('2024-02-29');
    expect(value(parseDateText('', DATE))).toBe('');
    expect(value(parseDateText('   ', DATE_TIME))).toBe('');
  });

  it('takes DD/MM/YYYY HH:mm as wire time of the wall clock typed', () => {
    for (const text of [
      '28/11/2026 23:59',
      '28112026 2359',
      '28/11/2026 23h59',
      '28-11-2026   23:59',
      '28.11.2026 23:59',
    ])
      expect(value(parseDateText(text, DATE_TIME)), text).toBe('2026-11-28 23:59:00');
    expect(value(parseDateText('1/2/2026 8:05', DATE_TIME))).toBe('2026-02-01 08:05:00');
    expect(value(parseDateText('01/01/2026 00:00', DATE_TIME))).toBe('2026-01-01 00:00:00');
    // A wall time New York skips is still a time of the company's.
    expect(value(parseDateText('08/03/2026 02:30', DATE_TIME))).toBe('2026-03-08 02:30:00');
  });

  it('takes seconds only where the field has them, and leaves them out as :00', () => {
    expect(value(parseDateText('28/11/2026 23:59:10', SECONDS))).toBe('2026-11-28 23:59:10');
    expect(value(parseDateText('28/11/2026 23:59', SECONDS))).toBe('2026-11-28 23:59:00');
    expect(parseDateText('28/11/2026 23:59:10', DATE_TIME)).toEqual({
      ok: false,
      problem: 'seconds',
    });
  });

  it('refuses letters, a day or month that does not exist and anything left over', () => {
    const refused = (text: string, options: TDateTextOptions) => parseDateText(text, options);
    expect(refused('abc', DATE_TIME)).toEqual({ ok: false, problem: 'characters' });
    expect(refused('hôm qua', DATE)).toEqual({ ok: false, problem: 'characters' });
    expect(refused('28/11/2026 23:59 x', DATE_TIME)).toEqual({ ok: false, problem: 'characters' });
    expect(refused('28/11/2026x', DATE)).toEqual({ ok: false, problem: 'characters' });
    expect(refused('32/13/2026 10:00', DATE_TIME)).toEqual({
      ok: false,
      problem: 'month',
      month: 13,
    });
    expect(refused('32/12/2026', DATE)).toEqual({
      ok: false,
      problem: 'day',
      day: 32,
      month: 12,
      max: 31,
    });
    expect(refused('31/04/2026', DATE)).toMatchObject({ problem: 'day', max: 30 });
    expect(refused('00/04/2026', DATE)).toMatchObject({ problem: 'day', day: 0 });
    expect(refused('10/00/2026', DATE)).toMatchObject({ problem: 'month', month: 0 });
    expect(refused('29/02/2025', DATE)).toEqual({ ok: false, problem: 'leapDay', year: 2025 });
    expect(refused('29/02/2100 10:00', DATE_TIME)).toMatchObject({ problem: 'leapDay' });
    expect(refused('28/11/26', DATE)).toEqual({ ok: false, problem: 'year', year: '26' });
    expect(refused('28/11/0226', DATE)).toMatchObject({ problem: 'year' });
    expect(refused('28/11/20266', DATE)).toMatchObject({ problem: 'year' });
    expect(refused('28/11/2026 24:00', DATE_TIME)).toEqual({
      ok: false,
      problem: 'time',
      time: '24:00',
    });
    expect(refused('28/11/2026 23:60', DATE_TIME)).toMatchObject({ problem: 'time' });
    expect(refused('28/11/2026', DATE_TIME)).toEqual({ ok: false, problem: 'noTime' });
    expect(refused('28/11/2026 10:00', DATE)).toEqual({ ok: false, problem: 'format' });
    expect(refused('28/11/2026 10:00 11:00', DATE_TIME)).toEqual({ ok: false, problem: 'format' });
    expect(refused('28//11/2026', DATE)).toEqual({ ok: false, problem: 'format' });
    expect(refused('2811202', DATE)).toEqual({ ok: false, problem: 'format' });
    expect(refused('/11/2026 14:00', DATE_TIME)).toEqual({ ok: false, problem: 'format' });
  });

  it('is shown back as DD/MM/YYYY[ HH:mm[:ss]]', () => {
    expect(dateTextOf('2026-11-28', DATE)).toBe('28/11/2026');
    expect(dateTextOf('2026-11-28 23:59:10', DATE_TIME)).toBe('28/11/2026 23:59');
    expect(dateTextOf('2026-11-28 23:59:10', SECONDS)).toBe('28/11/2026 23:59:10');
    expect(dateTextOf('invalid', DATE_TIME)).toBe('');
    expect(dateTextOf('', DATE)).toBe('');
  });
});

describe('↑ and ↓ in a date field', () => {
  it('change the part at the caret by one', () => {
    expect(stepDateText('25/11/2026 09:30', 13, 1, DATE_TIME)).toEqual({
      text: '25/11/2026 10:30',
      caret: 13,
    });
    expect(stepDateText('30/11/2026 09:30', 1, 1, DATE_TIME)?.text).toBe('01/12/2026 09:30');
    expect(stepDateText('01/01/2026', 4, -1, DATE)?.text).toBe('01/12/2025');
    expect(stepDateText('28/11/2026 23:59', 15, 1, DATE_TIME)?.text).toBe('29/11/2026 00:00');
  });

  it('show a date typed another way in the field format first, and leave no date alone', () => {
    expect(stepDateText('1/2/2026', 0, 1, DATE)).toEqual({ text: '01/02/2026', caret: 0 });
    expect(stepDateText('abc', 1, 1, DATE)).toBeNull();
    expect(stepDateText('', 0, 1, DATE)).toBeNull();
  });
});

describe('the message of a refused text', () => {
  const translate = async (language: 'vi' | 'en') => {
    const i18n = createInstance();
    await i18n.init({
      lng: language,
      resources: { vi: { common: common.vi }, en: { common: common.en } },
      interpolation: { escapeValue: false },
    });
    return i18n.t.bind(i18n) as (key: string, params?: Record<string, unknown>) => string;
  };
  const message = (t: Awaited<ReturnType<typeof translate>>, text: string, o: TDateTextOptions) => {
    const read = parseDateText(text, o);
    if (read.ok) throw new Error(`${text} was taken`);
    return dateTextMessage(t, read, o, text);
  };

  const said: Record<'vi' | 'en', [string, TDateTextOptions, string][]> = {
    vi: [
      [
        '32/13/2026 10:00',
        DATE_TIME,
        'Ngày giờ không hợp lệ: không có tháng 13 (tháng từ 1 đến 12). Nhập theo dạng DD/MM/YYYY HH:mm.',
      ],
      [
        'abc',
        DATE_TIME,
        'Ngày giờ không hợp lệ: chỉ nhập số, "/" và ":", không nhập chữ. Nhập theo dạng DD/MM/YYYY HH:mm.',
      ],
      [
        '29/02/2025',
        DATE,
        'Ngày không hợp lệ: năm 2025 không nhuận, tháng 2 chỉ có 28 ngày. Nhập theo dạng DD/MM/YYYY.',
      ],
      [
        '31/04/2026 10:00',
        SECONDS,
        'Ngày giờ không hợp lệ: tháng 4 không có ngày 31 (tháng này có 30 ngày). Nhập theo dạng DD/MM/YYYY HH:mm:ss.',
      ],
      [
        '28//11/2026',
        DATE,
        'Ngày không hợp lệ: không đọc được "28//11/2026". Nhập theo dạng DD/MM/YYYY.',
      ],
    ],
    en: [
      [
        '32/13/2026 10:00',
        DATE_TIME,
        'Not a valid date and time: there is no month 13 (months run from 1 to 12). Type it as DD/MM/YYYY HH:mm.',
      ],
      [
        'abc',
        DATE,
        'Not a valid date: type digits, "/" and ":" only, no letters. Type it as DD/MM/YYYY.',
      ],
      [
        '28/11/2026 24:00',
        DATE_TIME,
        'Not a valid date and time: there is no time 24:00 (from 00:00 to 23:59). Type it as DD/MM/YYYY HH:mm.',
      ],
      [
        '28/11/2026',
        DATE_TIME,
        'Not a valid date and time: the time is missing after the date. Type it as DD/MM/YYYY HH:mm.',
      ],
    ],
  };

  for (const language of ['vi', 'en'] as const)
    it(`says what is wrong and the format to type (${language})`, async () => {
      const t = await translate(language);
      for (const [text, options, expected] of said[language])
        expect(message(t, text, options), text).toBe(expected);
    });
});
