import ExcelJS from 'exceljs';
import {
  TRIP_PLAN_COLUMNS,
  TRIP_PLAN_HEADERS,
  TRIP_PLAN_REQUIRED_COLUMNS,
  TRIP_STATUS_LABELS,
  type TExcelCell,
  type TLanguage,
  type TReconciledTrip,
} from '@fleet/contracts';
import { TRIP_PLAN_FIELDS } from './trip-plan-columns.js';
import { addTableSheet, tableWorkbook, type XlsxColumn } from '../../../xlsx-table.js';

const bold = (row: ExcelJS.Row) => {
  row.font = { bold: true };
};

const EXAMPLE_PLAN: readonly TExcelCell[] = [
  '51C-123.45',
  'Nguyễn Văn A',
  '2025-11-20 08:00',
  '2025-11-20 12:00',
  'Kho Tân Bình',
  '10.9, 106.9',
  120,
  'DH0001',
  'Công ty ABC',
  '',
];

/** The trip plan template: the Vietnamese headers, one example row, and a header help sheet. */
export async function tripPlanTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // The example's times are real date cells, as a filled-in plan usually has them.
  addTableSheet(
    workbook,
    'Kế hoạch chuyến',
    TRIP_PLAN_FIELDS.map((field, index) => ({
      header: TRIP_PLAN_HEADERS[field].vi,
      width: 20,
      value: (row: readonly TExcelCell[]) => row[index],
    })),
    [EXAMPLE_PLAN],
  );
  const help = workbook.addWorksheet('Hướng dẫn - Help');
  help.columns = [
    { header: 'Cột / Column', width: 24 },
    { header: 'Bắt buộc / Required', width: 20 },
    { header: 'Tên cột được nhận / Accepted headers', width: 70 },
  ];
  bold(help.getRow(1));
  for (const field of TRIP_PLAN_FIELDS) {
    help.addRow([
      `${TRIP_PLAN_HEADERS[field].vi} / ${TRIP_PLAN_HEADERS[field].en}`,
      TRIP_PLAN_REQUIRED_COLUMNS.includes(field) ? 'x' : '',
      TRIP_PLAN_COLUMNS[field].join(', '),
    ]);
  }
  help.addRow([]);
  help.addRow([
    'Thời gian / Times',
    '',
    'YYYY-MM-DD HH:mm, DD/MM/YYYY HH:mm hoặc ô ngày giờ / or a date cell',
  ]);
  help.addRow([
    'Điểm / Places',
    '',
    'Tên điểm bản đồ, mã #id, toạ độ "vĩ độ, kinh độ" hoặc tên / map point name, code #id, "lat, lon" or a name',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A time column: a real date cell (dd/mm/yyyy hh:mm), empty while the trip has none. */
const time = (
  header: string,
  value: (t: TReconciledTrip) => string | null,
): XlsxColumn<TReconciledTrip> => ({ header, width: 20, value, kind: 'datetime' });

const exportColumns = (language: TLanguage): XlsxColumn<TReconciledTrip>[] => [
  { header: 'Dòng / Row', width: 8, value: (t) => t.row },
  { header: 'Biển số / Plate', width: 14, value: (t) => t.plate, kind: 'plate' },
  { header: 'Tài xế / Driver', width: 20, value: (t) => t.driver },
  { header: 'Mã đơn hàng / Order code', width: 16, value: (t) => t.order_code },
  { header: 'Điểm đi / Origin', width: 22, value: (t) => t.origin.text },
  { header: 'Điểm đến / Destination', width: 22, value: (t) => t.destination.text },
  time('Giờ đi dự kiến / Planned departure', (t) => t.planned_departure),
  time('Giờ đi thực tế / Actual departure', (t) => t.actual.actual_departure),
  time('Giờ đến dự kiến / Planned arrival', (t) => t.planned_arrival),
  time('Giờ đến thực tế / Actual arrival', (t) => t.actual.actual_arrival),
  { header: 'Km dự kiến / Planned km', width: 12, value: (t) => t.planned_km },
  { header: 'Km thực tế / Actual km', width: 12, value: (t) => t.actual.actual_km },
  { header: 'Số điểm dừng / Stops', width: 10, value: (t) => t.actual.stops },
  { header: 'Trễ (phút) / Delay (min)', width: 12, value: (t) => t.actual.delay_minutes },
  {
    header: 'Trạng thái / Status',
    width: 14,
    value: (t) => TRIP_STATUS_LABELS[language][t.actual.status],
  },
];

/** Planned against actual, one row per trip; the statuses in the reader's language. */
export async function reconciliationWorkbook(
  trips: readonly TReconciledTrip[],
  language: TLanguage,
): Promise<Buffer> {
  return tableWorkbook('Đối chiếu - Reconciliation', exportColumns(language), trips);
}
