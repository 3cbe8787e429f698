import { useState } from 'react';
import { useClientConfig } from '@/lib/client-config';
import { downloadXlsx, type TExportColumn } from './export-excel';

/**
 * "Export to Excel" of a table: every row given (not only the page shown), in the
 * company's time zone; `failure` holds what went wrong until it is dismissed.
 */
export function useTableExport<T>(
  fileName: string | undefined,
  sheetName: string | undefined,
  columns: TExportColumn<T>[],
  rows: T[],
) {
  const timeZone = useClientConfig().config.time_zone;
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const start = async () => {
    if (!fileName) return;
    setExporting(true);
    setFailure(null);
    try {
      await downloadXlsx({ fileName, sheetName: sheetName ?? fileName, timeZone }, columns, rows);
    } catch (error) {
      setFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return { exporting, failure, dismiss: () => setFailure(null), start };
}
