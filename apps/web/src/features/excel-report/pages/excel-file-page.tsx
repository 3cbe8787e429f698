import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTabs } from '@/components/page-tabs';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { downloadOriginal, exportReconciliation, useExcelFile } from '../api';
import { ErrorTable } from '../components/error-table';
import { filePath } from '../components/excel-file-table';
import { FileSummary } from '../components/file-summary';
import { SheetTable } from '../components/sheet-table';
import { TripTable } from '../components/trip-table';

const TABS = ['summary', 'trips', 'errors', 'sheet'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string | undefined): value is TTab => TABS.includes(value as TTab);

/** One uploaded file (/management/excel-report/:id/:tab): summary, trips, errors, sheet. */
export default function ExcelFilePage() {
  const { t } = useTranslation('excel-report');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ?? '';
  const tab: TTab = isTab(params.tab) ? params.tab : 'summary';
  const opened = useExcelFile(id);
  const [status, setStatus] = useState<TStatus | null>(null);
  const failed = (error: unknown) => setStatus({ severity: 'error', text: errorText(tc, error) });

  const back = (
    <Button component={RouterLink} to="/management/excel-report" startIcon={<ArrowBackIcon />}>
      {t('file.back')}
    </Button>
  );
  if (opened.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={tc('status.loading')} />
      </Box>
    );
  if (opened.isError)
    return (
      <Box>
        {back}
        <Alert severity="error" sx={{ mt: 2 }} data-testid="excel-file-error">
          {errorText(tc, opened.error)}
        </Alert>
      </Box>
    );
  const { file, errors, sheet } = opened.data;
  const panel = {
    summary: <FileSummary file={file} />,
    trips: <TripTable fileId={id} />,
    errors: <ErrorTable errors={errors} />,
    sheet: <SheetTable sheet={sheet} />,
  }[tab];

  return (
    <Box data-testid="excel-file">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        {back}
        <Button
          startIcon={<DownloadIcon />}
          disabled={!sheet}
          onClick={() => void downloadOriginal(file).catch(failed)}
        >
          {t('file.download')}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => void exportReconciliation(id).catch(failed)}
          data-testid="excel-export-reconciliation"
        >
          {t('file.exportReconciliation')}
        </Button>
      </Stack>
      <PageTabs
        prefix="excel-file"
        value={tab}
        onChange={(next) => void navigate(`${filePath(id)}/${next}`, { replace: true })}
        tabs={[
          { value: 'summary', label: t('file.tabs.summary') },
          { value: 'trips', label: t('file.tabs.trips') },
          { value: 'errors', label: t('file.tabs.errors'), badge: file.errors },
          { value: 'sheet', label: t('file.tabs.sheet') },
        ]}
      >
        {panel}
      </PageTabs>
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="excel-file-status" />
    </Box>
  );
}
