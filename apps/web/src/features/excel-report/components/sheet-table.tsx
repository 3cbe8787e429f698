import { useMemo } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TExcelOpenFile } from '@fleet/contracts';
import { DataTable, type TDataTableColumn } from '@/components/data-table';
import { SHEET_ROW_KEY, sheetColumnKeys } from '../lib/sheet-columns';

type TSheet = NonNullable<TExcelOpenFile['sheet']>;
type TSheetRow = TSheet['rows'][number];

/** A preview shows more rows at a time than a list does. */
const PAGE_SIZES = { options: [10, 25, 100], initial: 25 };

/** The first sheet as uploaded, row numbers as in the spreadsheet. */
export function SheetTable({ sheet }: { sheet: TExcelOpenFile['sheet'] }) {
  const { t } = useTranslation('excel-report');
  const rows = useMemo(() => sheet?.rows ?? [], [sheet]);
  // Cells are shown as the file holds them (no wire-time rewriting). A header sorts the
  // preview like any list; the sheet's own row numbers stay beside each row, and sorting by
  // them brings back the file's order.
  const columns = useMemo((): TDataTableColumn<TSheetRow>[] => {
    const headers = sheet?.headers ?? [];
    const cell = (index: number) => (row: TSheetRow) => row.cells[index] ?? '';
    return [
      {
        key: SHEET_ROW_KEY,
        header: t('file.sheetRow'),
        kind: 'number',
        render: (row) => row.row,
        exportValue: (row) => row.row,
      },
      ...sheetColumnKeys(headers).map((key, index) => ({
        key,
        header: headers[index] ?? '',
        render: cell(index),
        exportValue: cell(index),
      })),
    ];
  }, [sheet, t]);

  if (!sheet) return <Alert severity="info">{t('file.noSheet')}</Alert>;
  return (
    <>
      {sheet.truncated && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('file.sheetTruncated')}
        </Alert>
      )}
      <Box data-testid="excel-sheet">
        <DataTable
          tableId="excel-sheet"
          sortPrefix="sheet"
          rows={rows}
          columns={columns}
          rowKey={(row) => row.row}
          loading={false}
          pageSizes={PAGE_SIZES}
        />
      </Box>
    </>
  );
}
