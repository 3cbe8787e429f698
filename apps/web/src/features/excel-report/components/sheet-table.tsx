import {
  Alert,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TExcelOpenFile } from '@fleet/contracts';

/** The first sheet as uploaded, row numbers as in the spreadsheet. */
export function SheetTable({ sheet }: { sheet: TExcelOpenFile['sheet'] }) {
  const { t } = useTranslation('excel-report');
  if (!sheet) return <Alert severity="info">{t('file.noSheet')}</Alert>;
  return (
    <>
      {sheet.truncated && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('file.sheetTruncated')}
        </Alert>
      )}
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ maxHeight: 560 }}
        data-testid="excel-sheet"
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{t('file.sheetRow')}</TableCell>
              {sheet.headers.map((header, index) => (
                <TableCell key={index}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.rows.map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                {row.cells.map((cell, index) => (
                  <TableCell key={index}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
