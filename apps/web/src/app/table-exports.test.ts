import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  EXCEL_DATE_FORMAT as DATE_FORMAT,
  EXCEL_DATETIME_FORMAT as DATETIME_FORMAT,
  safeSheetName,
  type TContract,
  type TPaper,
  type TReconciledTrip,
  type TRoute,
  type TRule,
  type TWarning,
} from '@fleet/contracts';
import i18n from '@/i18n';
import { contractColumns } from '@/features/contracts/components/contract-columns';
import { routeWorkbook } from '@/features/route-replay/components/route-summary';
import { tripColumns } from '@/features/excel-report/components/trip-table';
import { stopColumns, type TStopRow } from '@/features/contracts/components/stop-columns';
import { paperColumns } from '@/features/paper/components/paper-columns';
import { ruleColumns } from '@/features/rule/components/rule-columns';
import { warningColumns } from '@/features/warning/components/warning-columns';
import { userColumns } from '@/features/users/components/user-columns';
import { roleLabel, rowRoleName } from '@/features/users/lib/role-label';
import type { TUserRow } from '@/features/users/api';
import * as common from '@/i18n/common';
import { buildXlsx, exportSheet, type TExportColumn } from '@/components/export-excel';

type Row = { id: number; name: string; when: string | null; tags: string[] };

const rows: Row[] = [
  { id: 1, name: 'Xe 51C-123.45', when: '2025-01-02 03:04:05', tags: ['a'] },
  { id: 2, name: 'Xe 29H-678.90', when: null, tags: [] },
];

async function open(buffer: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

/** The traits every table export has: named sheet, frozen bold header, filter, widths. */
function expectTableTraits(sheet: ExcelJS.Worksheet, name: string, columnCount: number) {
  expect(sheet.name).toBe(name);
  expect(sheet.name).not.toMatch(/^Sheet\d*$/);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.getRow(1).font?.bold).toBe(true);
  expect(sheet.autoFilter).toBeTruthy();
  expect(sheet.columnCount).toBe(columnCount);
  for (let index = 1; index <= columnCount; index += 1) {
    expect(sheet.getColumn(index).width).toBeGreaterThanOrEqual(10);
  }
}

function cellByHeader(sheet: ExcelJS.Worksheet, header: string, row: number) {
  const headers = sheet.getRow(1).values as unknown[];
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThan(0);
  return sheet.getRow(row).getCell(index);
}

describe('exportSheet', () => {
  it('exports fields, plain renders and exportValue; drops columns with nothing to export', () => {
    const sheet = exportSheet<Row>(
      [
        { key: 'id', header: 'ID' },
        { key: 'name', header: 'Name', render: () => null },
        { key: 'tags', header: 'Tags', exportValue: (r) => r.tags.join(', ') },
        { key: 'label', header: 'Label', render: (r) => `#${r.id}` },
        { key: 'when', header: 'When' },
        { key: 'actions', header: 'Actions', render: () => ({}) as never },
      ],
      rows,
    );
    expect(sheet).toEqual([
      ['ID', 'Name', 'Tags', 'Label', 'When'],
      [1, 'Xe 51C-123.45', 'a', '#1', '2025-01-02 03:04:05'],
      [2, 'Xe 29H-678.90', '', '#2', null],
    ]);
  });
});

describe('buildXlsx', () => {
  it('writes real dates in the company wall clock, numbers and display plates', async () => {
    type Trip = { plate: string; start: string; day: string; km: number; at: Date };
    const columns: TExportColumn<Trip>[] = [
      { key: 'plate', header: 'Plate' },
      { key: 'start', header: 'Start' },
      { key: 'day', header: 'Day', kind: 'date' },
      { key: 'km', header: 'Km', render: (r) => r.km.toLocaleString('vi-VN') },
      { key: 'at', header: 'At' },
    ];
    const sheet = await open(
      await buildXlsx(
        { fileName: 'trips', sheetName: 'Chuyến: A/B', timeZone: 'Asia/Ho_Chi_Minh' },
        columns,
        [
          {
            plate: '60C45128',
            start: '2026-11-24 07:05:09',
            day: '2026-11-24',
            km: 1234.5,
            // 23:30 UTC is 06:30 the next day in Hồ Chí Minh City.
            at: new Date(Date.UTC(2026, 10, 23, 23, 30)),
          },
        ],
      ),
    );
    expectTableTraits(sheet, 'Chuyến  A B', 5);
    expect(sheet.autoFilter).toBe('A1:E1');
    expect(cellByHeader(sheet, 'Plate', 2).value).toBe('60C-451.28');
    const start = cellByHeader(sheet, 'Start', 2);
    expect(start.value).toEqual(new Date(Date.UTC(2026, 10, 24, 7, 5, 9)));
    expect(start.numFmt).toBe(DATETIME_FORMAT);
    const day = cellByHeader(sheet, 'Day', 2);
    expect(day.value).toEqual(new Date(Date.UTC(2026, 10, 24)));
    expect(day.numFmt).toBe(DATE_FORMAT);
    expect(cellByHeader(sheet, 'Km', 2).value).toBe(1234.5);
    expect(cellByHeader(sheet, 'At', 2).value).toEqual(new Date(Date.UTC(2026, 10, 24, 6, 30)));
  });

  const noop = () => undefined;

  it('writes durations as [h]:mm:ss durations, numbers with their format, wide sheets landscape', async () => {
    const stop = (index: number, duration: number, idle: number): TStopRow => ({
      index,
      start_time: '2026-11-24 07:00:00',
      end_time: '2026-11-24 09:00:00',
      duration_s: duration,
      idle_s: idle,
      lat: 10.8,
      lon: 106.7,
      place: 'Kho A',
      address: 'gần Kho A',
      marker_id: null,
      videos: [],
    });
    const t = i18n.getFixedT('vi', 'contracts');
    const columns = stopColumns({ t, plate: '60C45128', onShow: noop, onPlay: noop });
    // 25 h: an [h] format keeps counting past a day.
    const rows = [stop(0, 25 * 3600 + 61, 0), stop(1, 570, 300)];
    const sheet = await open(
      await buildXlsx({ fileName: 'stops', sheetName: 'Stops' }, columns, rows),
    );
    const duration = cellByHeader(sheet, t('stops.duration'), 2);
    expect(duration.numFmt).toBe('[h]:mm:ss');
    // exceljs reads a number with a time format as a Date from Excel's day zero.
    expect(duration.value).toEqual(new Date(Date.UTC(1899, 11, 30) + (25 * 3600 + 61) * 1000));
    expect(cellByHeader(sheet, t('stops.idle'), 3).value).toEqual(
      new Date(Date.UTC(1899, 11, 30) + 300 * 1000),
    );
    const index = cellByHeader(sheet, t('stops.index'), 3);
    expect(index.type).toBe(ExcelJS.ValueType.Number);
    expect(index.numFmt).toBe('#,##0');
    expect(sheet.pageSetup.orientation).toBe('portrait');

    type Wide = { km: number; lat: number };
    const wide: TExportColumn<Wide>[] = Array.from({ length: 9 }, (_, n) => ({
      key: n % 2 ? 'km' : 'lat',
      header: `C${n}`,
    }));
    const wideSheet = await open(
      await buildXlsx({ fileName: 'wide', sheetName: 'Wide' }, wide, [
        { km: 12.5, lat: 10.812345 },
        { km: 3, lat: 10.8 },
      ]),
    );
    expect(wideSheet.pageSetup.orientation).toBe('landscape');
    const km = cellByHeader(wideSheet, 'C1', 2);
    expect(km.type).toBe(ExcelJS.ValueType.Number);
    expect(km.numFmt).toBe('#,##0.0');
    expect(cellByHeader(wideSheet, 'C0', 3).numFmt).toBe('#,##0.000000');
    for (let column = 1; column <= 9; column += 1) {
      expect(wideSheet.getColumn(column).width).toBeGreaterThanOrEqual(10);
    }
  });

  it('shows planned and actual trip times alike, DD/MM/YYYY HH:mm, and exports statuses as words', async () => {
    const trip: TReconciledTrip = {
      id: 1,
      row: 2,
      plate: '60C45128',
      truck_id: 1,
      driver: 'Nguyễn Văn A',
      planned_departure: '2025-11-20 08:00:00',
      planned_arrival: '2025-11-20 10:00:00',
      origin: { text: 'Kho A', marker_id: null, lat: null, lon: null, radius_m: 200 },
      destination: { text: 'Khách', marker_id: null, lat: null, lon: null, radius_m: 200 },
      planned_km: 15,
      order_code: null,
      customer: null,
      note: null,
      actual: {
        status: 'on_time',
        actual_departure: '2025-11-20 08:10:00',
        actual_arrival: null,
        actual_km: 14.8,
        stops: 0,
        delay_minutes: -15,
      },
    };
    for (const language of ['vi', 'en'] as const) {
      const t = i18n.getFixedT(language, 'excel-report');
      const columns = tripColumns(t, 'f1', 'Asia/Ho_Chi_Minh');
      const shown = (key: string) => columns.find((c) => c.key === key)!.render!(trip);
      expect(shown('planned_departure')).toBe('20/11/2025 08:00');
      expect(shown('actual_departure')).toBe('20/11/2025 08:10');
      expect(shown('actual_arrival')).toBe('');
      const sheet = await open(
        await buildXlsx({ fileName: 'trips', sheetName: 'Trips' }, columns, [trip]),
      );
      const actual = cellByHeader(sheet, t('trips.columns.actualDeparture'), 2);
      expect(actual.value).toEqual(new Date(Date.UTC(2025, 10, 20, 8, 10)));
      expect(actual.numFmt).toBe(DATETIME_FORMAT);
      expect(cellByHeader(sheet, t('trips.columns.status'), 2).value).toBe(
        language === 'vi' ? 'Đúng giờ' : 'On time',
      );
    }
  });

  it('exports the replay with its fixes and, on a second sheet, the stops with their addresses', async () => {
    const route: TRoute = {
      plate: '60C45128',
      start_time: '2026-11-24 07:00:00',
      end_time: '2026-11-24 09:00:00',
      distance_km: 12.5,
      max_speed_kmh: 60,
      points: [{ lat: 10.8, lon: 106.7, time: '2026-11-24 07:00:00', speed_kmh: 0, course: null }],
      stops: [
        {
          start_time: '2026-11-24 07:10:00',
          end_time: '2026-11-24 07:19:30',
          duration_s: 570,
          lat: 10.81,
          lon: 106.71,
          address: 'gần Kho A, Thủ Đức',
          idle: true,
        },
      ],
    };
    const t = i18n.getFixedT('vi', 'route-replay');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      await routeWorkbook(route, t, (key) => i18n.t(`common:sheets.${key}`, { lng: 'vi' })),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Điểm lộ trình', 'Điểm dừng']);
    const stops = workbook.worksheets[1]!;
    expectTableTraits(stops, 'Điểm dừng', 5);
    const start = cellByHeader(stops, t('stops.start'), 2);
    expect(start.value).toEqual(new Date(Date.UTC(2026, 10, 24, 7, 10)));
    expect(cellByHeader(stops, t('stops.end'), 2).numFmt).toBe(DATETIME_FORMAT);
    const duration = cellByHeader(stops, t('stops.duration'), 2);
    expect(duration.numFmt).toBe('[h]:mm:ss');
    expect(duration.value).toEqual(new Date(Date.UTC(1899, 11, 30) + 570_000));
    expect(cellByHeader(stops, t('stops.kind'), 2).value).toBe('Dừng, nổ máy');
    expect(cellByHeader(stops, t('stops.place'), 2).text).toMatch(/^gần Kho A, Thủ Đức/);
  });

  const warning: TWarning = {
    id_canh_bao: 7,
    username: 'taixe1',
    driver_name: null,
    plate: '60C45128',
    type: 'manual',
    content: 'Phanh gấp',
    params: {},
    image_url: null,
    attachments: 0,
    lat: 10.8,
    lon: 106.7,
    address: null,
    time: '2026-11-24 08:15:00',
    status: 'new',
    created_by: 'admin',
    resolved_by: null,
  };
  const rule: TRule = {
    id: 3,
    plate: '29H14872',
    truck_id: 1,
    vehicle_type: null,
    total_km: 5000,
    type: 'oil_change',
    last_service_km: 10000,
    note: null,
    due_km: 15000,
    current_km: 14000,
    km_left: 1000,
    status: 'due_soon',
  };
  const paper: TPaper = {
    id: 1,
    plate: '60C45128',
    username: null,
    type: 'registration',
    number: 'DK-1',
    issued_at: '2025-01-31',
    expires_at: '2027-01-31',
    note: null,
    files: [],
    status: 'valid',
    days_left: 433,
  };
  const contract: TContract = {
    id: 2,
    code: 'HD-1',
    customer: 'Công ty ABC',
    truck_id: 1,
    plate: '29H14872',
    plate_display: '29H-148.72',
    driver_username: null,
    driver_name: null,
    planned_start: '2026-11-25 06:00:00',
    planned_end: '2026-11-25 18:00:00',
    origin: null,
    destination: null,
    cargo: null,
    status: 'planned',
    note: null,
    created_at: '2026-11-24 10:00:00',
    updated_at: '2026-11-24 10:00:00',
  };

  for (const language of ['vi', 'en'] as const) {
    it(`exports the warning list and the rule list as they are defined (${language})`, async () => {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language, 'warning');
      const warnings = await open(
        await buildXlsx(
          { fileName: 'w', sheetName: i18n.t('common:sheets.warnings') },
          warningColumns(t, i18n, {
            onEdit: noop,
            onDelete: noop,
            onImage: noop,
            onFiles: noop,
            onStatus: noop,
          }),
          [warning],
        ),
      );
      expectTableTraits(warnings, i18n.t('common:sheets.warnings'), warnings.columnCount);
      const time = cellByHeader(warnings, t('columns.time'), 2);
      expect(time.value).toEqual(new Date(Date.UTC(2026, 10, 24, 8, 15)));
      expect(time.numFmt).toBe(DATETIME_FORMAT);
      expect(cellByHeader(warnings, t('columns.plate'), 2).value).toBe('60C-451.28');

      const r = i18n.getFixedT(language, 'rule');
      const rules = await open(
        await buildXlsx(
          { fileName: 'r', sheetName: i18n.t('common:sheets.rules') },
          ruleColumns(r, language, { onEdit: noop, onService: noop }),
          [rule],
        ),
      );
      expectTableTraits(rules, i18n.t('common:sheets.rules'), rules.columnCount);
      expect(cellByHeader(rules, r('columns.plate'), 2).value).toBe('29H-148.72');
      expect(cellByHeader(rules, r('columns.kmLeft'), 2).value).toBe(1000);
    });

    it(`exports the paper list with date cells and the contract list with times (${language})`, async () => {
      const p = i18n.getFixedT(language, 'paper');
      const papers = await open(
        await buildXlsx(
          { fileName: 'p', sheetName: i18n.t('common:sheets.papers', { lng: language }) },
          paperColumns(p, noop, noop),
          [paper],
        ),
      );
      expectTableTraits(
        papers,
        i18n.t('common:sheets.papers', { lng: language }),
        papers.columnCount,
      );
      const expires = cellByHeader(papers, p('columns.expiresAt'), 2);
      expect(expires.value).toEqual(new Date(Date.UTC(2027, 0, 31)));
      expect(expires.numFmt).toBe(DATE_FORMAT);
      expect(cellByHeader(papers, p('columns.owner'), 2).value).toBe('60C-451.28');

      const c = i18n.getFixedT(language, 'contracts');
      const contracts = await open(
        await buildXlsx(
          { fileName: 'c', sheetName: i18n.t('common:sheets.contracts', { lng: language }) },
          contractColumns({ t: c, onEdit: noop, onReport: noop }),
          [contract],
        ),
      );
      const start = cellByHeader(contracts, c('columns.plannedStart'), 2);
      expect(start.value).toEqual(new Date(Date.UTC(2026, 10, 25, 6, 0)));
      expect(start.numFmt).toBe(DATETIME_FORMAT);
      expect(cellByHeader(contracts, c('columns.plate'), 2).value).toBe('29H-148.72');
    });
  }
});

describe('the user list', () => {
  const user = (over: Partial<TUserRow>): TUserRow => ({
    username: 'dieudo1',
    first_name: 'Lan',
    last_name: 'Trần',
    fullname: 'Trần Thị Lan',
    email: null,
    phone: null,
    avatar: null,
    role: 'dieu_do_dem',
    role_name: 'Điều độ đêm',
    role_name_en: 'Night dispatcher',
    note: null,
    ngay_bat_dau: '2026-11-28',
    card_id: null,
    licence_number: null,
    licence_class: null,
    licence_issued_on: null,
    licence_expires_on: null,
    licence_issued_by: null,
    language: 'vi',
    created_at: '2026-11-28 08:00:00',
    ...over,
  });
  const rows = [user({}), user({ username: 'moi', ngay_bat_dau: null, role: 'driver' })];

  for (const language of ['vi', 'en'] as const) {
    it(`shows the start date DD/MM/YYYY, exports it as a date cell, names roles in ${language}`, async () => {
      const t = i18n.getFixedT(language, 'users');
      const columns = userColumns({
        t,
        roleName: (row) => roleLabel(undefined, row.role, language, rowRoleName(row, language)),
        actions: () => null,
      });
      const start = columns.find((column) => column.key === 'ngay_bat_dau')!;
      expect(start.render!(rows[0]!)).toBe('28/11/2026');
      expect(start.render!(rows[1]!)).toBe(t('common.none'));
      const role = columns.find((column) => column.key === 'role_name')!;
      expect(role.render!(rows[0]!)).toBe(language === 'en' ? 'Night dispatcher' : 'Điều độ đêm');
      expect(role.render!(rows[1]!)).toBe(language === 'en' ? 'Driver' : 'Lái xe');

      const sheet = await open(await buildXlsx({ fileName: 'u', sheetName: 'u' }, columns, rows));
      const cell = cellByHeader(sheet, t('columns.startDate'), 2);
      expect(cell.value).toEqual(new Date(Date.UTC(2026, 10, 28)));
      expect(cell.numFmt).toBe(DATE_FORMAT);
      expect(cellByHeader(sheet, t('columns.startDate'), 3).value).toBeNull();
      expect(cellByHeader(sheet, t('columns.role'), 2).value).toBe(
        language === 'en' ? 'Night dispatcher' : 'Điều độ đêm',
      );
    });
  }

  it('names an added role without an English name in Vietnamese in English too', () => {
    const viOnly = user({ role_name_en: 'Điều độ đêm' });
    expect(roleLabel(undefined, viOnly.role, 'en', rowRoleName(viOnly, 'en'))).toBe('Điều độ đêm');
    // A session from before the English name was carried.
    const old = { role_name: 'Điều độ đêm' };
    expect(rowRoleName(old, 'en')).toBe('Điều độ đêm');
    const listed = [{ name: 'dieu_do_dem', label_vi: 'Điều độ đêm', label_en: '' }];
    expect(roleLabel(listed, 'dieu_do_dem', 'en')).toBe('Điều độ đêm');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('every table export', () => {
  const features = join(__dirname, '..', 'features');
  const files = sourceFiles(features);

  it('names its sheet with a translated name that exists in Vietnamese and English', () => {
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const exports = text.match(/exportTo=\{\{|downloadXlsx\(/g)?.length ?? 0;
      const sheets = [...text.matchAll(/common:sheets\.(\w+)/g)].map((m) => m[1]!);
      expect(sheets.length, `${file} names the sheet of each export`).toBe(exports);
      sheets.forEach((key) => used.add(key));
    }
    expect(used.size).toBeGreaterThanOrEqual(20);
    for (const key of used) {
      for (const messages of [common.vi, common.en]) {
        const name = (messages.sheets as Record<string, string>)[key];
        expect(name, `common:sheets.${key}`).toBeTruthy();
        expect(safeSheetName(name!)).toBe(name);
      }
    }
  });
});
