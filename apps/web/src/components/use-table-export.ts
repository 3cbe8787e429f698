import { useState } from 'react';
import { useClientConfig } from '@/lib/client-config';
import { downloadXlsx, type TExportColumn } from './export-excel';

/**
 * "Export to Excel" of a table: the columns and rows `read` gives at the click (every row,
 * not only the page shown), in the company's time zone; `failure` holds what went wrong
 * until it is dismissed.
 */
export function useTableExport<T>(
  target: { fileName: string; sheet?: string } | undefined,
  read: () => { columns: TExportColumn<T>[]; rows: T[] },
) {
  const timeZone = useClientConfig().config.time_zone;
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const start = async () => {
    if (!target) return;
    const { fileName, sheet } = target;
    setExporting(true);
    setFailure(null);
    try {
      const { columns, rows } = read();
      await downloadXlsx({ fileName, sheetName: sheet ?? fileName, timeZone }, columns, rows);
    } catch (error) {
      setFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return { exporting, failure, dismiss: () => setFailure(null), start };
}
