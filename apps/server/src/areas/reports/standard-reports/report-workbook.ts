import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  excelPageSetup,
  STANDARD_REPORT_COLUMNS,
  STANDARD_REPORTS,
  type TStandardReportCode,
  type TThresholdLabels,
} from '@fleet/contracts';
import { cellOf, headerOf, numberFormatOf, reportTime } from './report-headers.js';
import type { ReportResult, ReportSubject } from './report-service.js';

interface Header {
  company: string;
  subject: ReportSubject;
  /** The settings' thresholds in Vietnamese, for band headers and cells and "trên 4 giờ". */
  thresholds: TThresholdLabels;
  toWire(date: Date): string;
}

/** Row of the column headers; the rows above it are the report's title block. */
export const HEADER_ROW = 7;

/**
 * The XLSX of a standard report laid out as Vietnamese providers print it: company, title
 * with the code, plate or driver, period, then STT + the columns, the rows and a total row.
 * Written with exceljs' streaming writer so a month of B.1 fixes never sits in memory as a
 * workbook.
 */
export function reportWorkbook(
  code: TStandardReportCode,
  result: ReportResult,
  header: Header,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const meta = STANDARD_REPORTS[code];
  const { subject, thresholds } = header;
  const columns = STANDARD_REPORT_COLUMNS[code];
  const width = columns.length + 1;
  const sheet = workbook.addWorksheet(meta.label, {
    views: [{ state: 'frozen', ySplit: HEADER_ROW }],
    pageSetup: { ...excelPageSetup(width), printTitlesRow: `${HEADER_ROW}:${HEADER_ROW}` },
  });
  const cellsOf = (row: unknown) => {
    const record = row as Record<string, string | number | boolean | null>;
    return columns.map((c) => cellOf(c.kind, record[c.key], thresholds));
  };
  const body = result.rows.map(cellsOf);
  sheet.columns = [
    { width: 6 },
    ...columns.map((c, index) => ({
      width: c.kind === 'text' ? (c.key.includes('place') ? 40 : 22) : c.kind === 'time' ? 20 : 14,
      style: {
        numFmt: numberFormatOf(
          c.kind,
          body.map((cells) => cells[index] ?? null),
        ),
      },
    })),
  ];
  const line = (rowNumber: number, text: string, font: Partial<ExcelJS.Font>) => {
    sheet.mergeCells(rowNumber, 1, rowNumber, width);
    const row = sheet.getRow(rowNumber);
    row.getCell(1).value = text;
    row.getCell(1).font = font;
    row.getCell(1).alignment = { horizontal: rowNumber === 1 ? 'left' : 'center' };
    row.commit();
  };
  line(1, header.company.toUpperCase(), { bold: true });
  line(2, `BÁO CÁO ${meta.title_vi.toUpperCase()} (${meta.label})`, { bold: true, size: 14 });
  const who = [
    subject.plate ? `Biển số xe: ${subject.plate}` : null,
    subject.driver ? `Lái xe: ${subject.driver}` : null,
  ].filter(Boolean);
  line(3, who.length > 0 ? who.join(' – ') : 'Tất cả xe', { italic: true });
  line(
    4,
    `Từ ${reportTime(header.toWire(subject.start))} đến ${reportTime(header.toWire(subject.end))}`,
    { italic: true },
  );
  line(5, `Theo QCVN 31:2014/BGTVT`, { size: 9 });
  sheet.getRow(6).commit();

  const head = sheet.getRow(HEADER_ROW);
  head.values = ['STT', ...columns.map((c) => headerOf(c, thresholds))];
  head.font = { bold: true };
  head.alignment = { wrapText: true, vertical: 'middle', horizontal: 'center' };
  head.eachCell((cell) => {
    cell.border = {
      top: { style: 'thin' },
      bottom: { style: 'thin' },
      left: { style: 'thin' },
      right: { style: 'thin' },
    };
  });
  head.commit();

  body.forEach((cells, index) => sheet.addRow([index + 1, ...cells]).commit());
  if (result.total) {
    const total = result.total as Record<string, string | number | boolean | null>;
    const values: (string | number | null)[] = [
      'Tổng cộng',
      ...columns.map((c) => (c.key in total ? cellOf(c.kind, total[c.key], thresholds) : null)),
    ];
    // A count has no column of its own; it goes beside the label.
    if (typeof total.count === 'number' && values[1] === null) values[1] = `${total.count}`;
    const row = sheet.addRow(values);
    row.font = { bold: true };
    row.commit();
  }
  sheet.commit();
  void workbook.commit().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
