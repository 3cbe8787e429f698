import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDurationCell, expectNumberCell } from '../support/xlsx-traits.js';
import { startTestConsole, type TestConsole } from '../test-console.js';
import { drivingDay, PERIOD } from './report-fixture.js';

let fleet: TestConsole;
let day: Awaited<ReturnType<typeof drivingDay>>;
beforeAll(async () => {
  fleet = await startTestConsole({ COMPANY_NAME: 'Công ty TNHH Vận tải Sao Mai' });
  day = await drivingDay(fleet);
});
afterAll(async () => {
  await fleet?.close();
});

/** Downloads an export and opens it again with exceljs: the cells as text, row by row. */
async function exported(code: string, body: object) {
  const response = await fleet.app.inject({
    method: 'POST',
    url: `/api/reports/${code}/export`,
    headers: { token: fleet.adminToken },
    payload: { ...PERIOD, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: (string | number | null)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = (row.values as unknown[]).slice(1).map((v) => (v ?? null) as string | number);
  });
  return { sheet, rows, disposition: response.headers['content-disposition'] };
}

describe('standard report exports', () => {
  it('B.4 has the title block, Vietnamese headers, rows and the total row', async () => {
    const { sheet, rows, disposition } = await exported('b4', { plate: day.truck.plate });
    expect(disposition).toBe(
      `attachment; filename="B.4-2025-11-20.xlsx"; filename*=UTF-8''B.4-2025-11-20.xlsx`,
    );
    expect(sheet.name).toBe('B.4');
    expect(rows[0]![0]).toBe('CÔNG TY TNHH VẬN TẢI SAO MAI');
    expect(rows[1]![0]).toBe('BÁO CÁO DỪNG ĐỖ (B.4)');
    expect(rows[2]![0]).toBe(`Biển số xe: ${day.truck.plate_display}`);
    expect(rows[3]![0]).toBe('Từ 00:00:00 20/11/2025 đến 23:59:59 20/11/2025');
    expect(rows[6]).toEqual([
      'STT',
      'Biển số xe',
      'Họ tên lái xe',
      'Thời điểm bắt đầu',
      'Thời điểm kết thúc',
      'Thời gian (giờ:phút:giây)',
      'Thời gian nổ máy',
      'Địa điểm',
    ]);
    expect(rows[7]!.slice(0, 5)).toEqual([
      1,
      day.truck.plate_display,
      day.driver.fullname,
      '10:10:30 20/11/2025',
      '10:20:00 20/11/2025',
    ]);
    // Durations are Excel durations: numbers of days shown [h]:mm:ss, so Excel sums them.
    expect(expectDurationCell(sheet.getCell(8, 6))).toBe(570);
    // Where each stop was, in words (these lie far from the map point): the nearest place.
    const places = rows.slice(7, 10).map((row) => String(row[7]));
    for (const place of places) expect(place).toMatch(/^gần .+, .+$/);
    expect(rows).toHaveLength(7 + 3 + 1);
    const total = rows[10]!;
    expect(total[0]).toBe('Tổng cộng');
    expect(total[1]).toBe('3');
    const totalSeconds = expectDurationCell(sheet.getCell(11, 6));
    expect(totalSeconds).toBeGreaterThanOrEqual(47 * 60);
    expect(totalSeconds).toBeLessThan(49 * 60);
    expect(sheet.pageSetup.orientation).toBe('portrait');
    for (let column = 1; column <= 8; column += 1) {
      expect(sheet.getColumn(column).width).toBeGreaterThan(0);
    }
  });

  it('B.5.2 writes numbers as numbers and totals the drivers', async () => {
    const { sheet, rows } = await exported('b5-2', { driver_name: day.driver.fullname });
    expect(rows[1]![0]).toBe('BÁO CÁO TỔNG HỢP THEO LÁI XE (B.5.2)');
    expect(rows[2]![0]).toBe(`Lái xe: ${day.driver.fullname}`);
    const header = rows[6]!;
    const data = rows[7]!;
    const col = (name: string) => header.indexOf(name);
    expect(data[col('Họ tên lái xe')]).toBe(day.driver.fullname);
    expect(data[col('Số GPLX')]).toBe(day.driver.licence_number);
    expect(data[col('Quá tốc độ 10–<20 km/h (lần)')]).toBe(1);
    expect(data[col('Số lần lái xe liên tục trên 4 giờ')]).toBe(1);
    expect(typeof data[col('Quãng đường (km)')]).toBe('number');
    expectNumberCell(sheet.getCell(8, col('Quãng đường (km)') + 1));
    expect(expectNumberCell(sheet.getCell(8, col('Số lần lái xe liên tục trên 4 giờ') + 1))).toBe(
      1,
    );
    expect(expectDurationCell(sheet.getCell(8, col('Thời gian lái xe') + 1))).toBeGreaterThan(0);
    expect(header.length).toBeGreaterThan(8);
    expect(sheet.pageSetup.orientation).toBe('landscape');
    expect(rows[8]![0]).toBe('Tổng cộng');
    expect(rows[8]![col('Quãng đường (km)')]).toBe(data[col('Quãng đường (km)')]);
  });

  it('B.1 exports every fix of the range, not one page', async () => {
    const { rows } = await exported('b1', { plate: day.truck.plate, page_size: 10 });
    expect(rows.length - 7).toBe(day.fixes.length);
    expect(rows[7]).toEqual([1, '08:00:00 20/11/2025', 106.7, 10.8, 60, day.place, 'Xe chạy']);
  });

  it('names bands and the continuous limit as the settings say, and follows a change', async () => {
    const headersOf = async (code: string, body: object) => (await exported(code, body)).rows[6]!;
    const overspeed = await exported('b2-2', { plate: day.truck.plate });
    const bandColumn = overspeed.rows[6]!.indexOf('Mức vượt');
    expect(overspeed.rows[7]![bandColumn]).toBe('10–<20 km/h');
    expect(await headersOf('b5-1', { plate: day.truck.plate })).toEqual(
      expect.arrayContaining([
        'Quá tốc độ 5–<10 km/h (lần)',
        'Quá tốc độ 10–<20 km/h (lần)',
        'Quá tốc độ 20–35 km/h (lần)',
        'Quá tốc độ trên 35 km/h (lần)',
      ]),
    );

    const token = fleet.adminToken;
    const before = (await fleet.call('GET', '/api/settings', { token })).body.data;
    const changed = await fleet.call('PUT', '/api/settings', {
      token,
      body: {
        ...before,
        overspeed_margin_kmh: 6,
        overspeed_band_edges_kmh: [12, 25, 40],
        continuous_limit_minutes: 270,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    try {
      const perTruck = await headersOf('b5-1', { plate: day.truck.plate });
      const bands = [
        'Quá tốc độ 6–<12 km/h (lần)',
        'Quá tốc độ 12–<25 km/h (lần)',
        'Quá tốc độ 25–40 km/h (lần)',
        'Quá tốc độ trên 40 km/h (lần)',
      ];
      expect(perTruck.filter((h) => String(h).startsWith('Quá tốc độ '))).toEqual(bands);

      const perDriver = await exported('b5-2', { driver_name: day.driver.fullname });
      const header = perDriver.rows[6]!;
      expect(header).toEqual(expect.arrayContaining(bands));
      expect(header).toContain('Số lần lái xe liên tục trên 4 giờ 30 phút');
      // The event's count sits under the band it was counted in, now worded 12–<25.
      expect(perDriver.rows[7]![header.indexOf('Quá tốc độ 12–<25 km/h (lần)')]).toBe(1);

      const sessions = await exported('b3', { plate: day.truck.plate });
      const overColumn = sessions.rows[6]!.indexOf('Lái xe liên tục trên 4 giờ 30 phút');
      expect(overColumn).toBeGreaterThan(0);
      // 260.5 min of driving is over 4 h but not over 4 h 30 min.
      expect(sessions.rows.slice(7).map((row) => row[overColumn])).toEqual(['Không', 'Không']);

      const event = await exported('b2-2', { plate: day.truck.plate });
      expect(event.rows[7]![event.rows[6]!.indexOf('Mức vượt')]).toBe('12–<25 km/h');
      const everyHeader = [...perTruck, ...header, ...sessions.rows[6]!].join('|');
      expect(everyHeader).not.toMatch(/35|4 giờ(\||$)|quá 4/);
    } finally {
      const restored = await fleet.call('PUT', '/api/settings', { token, body: before });
      expect(restored.status).toBe(200);
    }
  });
});
