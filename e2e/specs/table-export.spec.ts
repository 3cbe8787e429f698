import ExcelJS from 'exceljs';
import { expect, test } from '../shared-page.js';
import { ADMIN, apiCall, apiLogin, openSignedIn } from '../support.js';

/**
 * A table's "Export to Excel" in a real browser: the export code (exceljs) loads on the click
 * and the file has a named sheet, a frozen header with a filter, real date cells and plates in
 * display form.
 */
test('the contract list exports a named sheet with date cells and display plates', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN.username, ADMIN.password);
  const digits = String(Date.now() % 100_000).padStart(5, '0');
  const truck = await apiCall(request, token, '/truck/create', { plate: `60C${digits}` });
  expect(truck.status).toBe(201);
  const plate = truck.body.data.plate_display as string;
  const code = `XL${digits}`;
  const contract = await apiCall(request, token, '/contract/create', {
    code,
    customer: 'Công ty Xuất Excel',
    plate: truck.body.data.plate,
    planned_start: '2026-11-25 06:30:00',
    planned_end: '2026-11-25 18:00:00',
  });
  expect(contract.status).toBe(201);

  await openSignedIn(page, ADMIN.username, ADMIN.password, '/contract');
  await expect(page.getByText(code)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-excel').click();
  const file = await (await download).path();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('Hợp đồng');
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBeTruthy();
  const headers = sheet.getRow(1).values as unknown[];
  let row = 0;
  sheet.eachRow((r, index) => {
    if (r.values && (r.values as unknown[]).includes(code)) row = index;
  });
  expect(row).toBeGreaterThan(1);
  expect(sheet.getRow(row).getCell(headers.indexOf('Biển số')).value).toBe(plate);
  const start = sheet.getRow(row).getCell(headers.indexOf('Bắt đầu dự kiến'));
  expect(start.value).toEqual(new Date(Date.UTC(2026, 10, 25, 6, 30)));
  expect(start.numFmt).toBe('dd/mm/yyyy hh:mm');
});
