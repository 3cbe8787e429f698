import { useMemo, useState } from 'react';
import { Box, Button } from '@mui/material';
import HelpIcon from '@mui/icons-material/HelpOutline';
import TemplateIcon from '@mui/icons-material/DescriptionOutlined';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { useClientConfig } from '@/lib/client-config';
import { downloadTemplate } from '../api';
import { ExcelFileTable, filePath } from '../components/excel-file-table';
import { HeaderHelpDialog } from '../components/header-help-dialog';
import { RangeFilter } from '../components/range-filter';
import { UploadDialog } from '../components/upload-dialog';
import { defaultRange, rangeToWire, type TRangeInput } from '../lib/excel-range';

/** The excel report (/management/excel-report): trip plans uploaded in a range, 48 h by default. */
export default function ExcelReportPage() {
  const { t } = useTranslation('excel-report');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useClientConfig().config.time_zone;
  const [range, setRange] = useState<TRangeInput>(() => defaultRange(timeZone));
  const [filterKey, setFilterKey] = useState(0);
  const [dialog, setDialog] = useState<'upload' | 'help' | null>(null);
  const [status, setStatus] = useState<TStatus | null>(null);
  const wire = useMemo(() => rangeToWire(range)!, [range]);

  const template = () =>
    downloadTemplate().catch((error: unknown) =>
      setStatus({ severity: 'error', text: errorText(tc, error) }),
    );

  return (
    <Box>
      <RangeFilter
        key={filterKey}
        initial={range}
        onShow={setRange}
        onReset={() => {
          setRange(defaultRange(timeZone));
          setFilterKey((key) => key + 1);
        }}
      />
      <ExcelFileTable
        range={wire}
        onStatus={setStatus}
        toolbar={
          <>
            <Button
              variant="contained"
              startIcon={<UploadIcon />}
              onClick={() => setDialog('upload')}
              data-testid="excel-upload-open"
            >
              {t('list.upload')}
            </Button>
            <Button
              startIcon={<TemplateIcon />}
              onClick={() => void template()}
              data-testid="excel-template"
            >
              {t('list.template')}
            </Button>
            <Button
              startIcon={<HelpIcon />}
              onClick={() => setDialog('help')}
              data-testid="excel-help-open"
            >
              {t('list.headerHelp')}
            </Button>
          </>
        }
      />
      {dialog === 'upload' && (
        <UploadDialog
          onClose={() => setDialog(null)}
          onImported={(file) => {
            setDialog(null);
            setStatus({ severity: 'success', text: t('upload.done', { count: file.rows }) });
            void navigate(`${filePath(file.file_id)}/trips`);
          }}
        />
      )}
      {dialog === 'help' && <HeaderHelpDialog onClose={() => setDialog(null)} />}
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="excel-status" />
    </Box>
  );
}
