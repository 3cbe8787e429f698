import { Paper, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatFileSize, type TExcelFile } from '@fleet/contracts';

export function FileSummary({ file }: { file: TExcelFile }) {
  const { t } = useTranslation('excel-report');
  const facts: [string, string | number][] = [
    [t('file.summary.name'), file.name],
    [t('file.summary.size'), formatFileSize(file.size)],
    [t('file.summary.uploadedBy'), file.uploaded_by],
    [t('file.summary.uploadedAt'), file.uploaded_at],
    [t('file.summary.trips'), file.rows],
    [t('file.summary.errors'), file.errors],
  ];
  return (
    <Paper variant="outlined" data-testid="excel-summary">
      <Table size="small">
        <TableBody>
          {facts.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: 240, fontWeight: 600 }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
