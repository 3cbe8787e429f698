import { useId, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { TRIP_PLAN_HEADERS, type TExcelFile } from '@fleet/contracts';
import { errorText } from '@/i18n';
import { useImportTripPlan } from '../api';
import { importRowErrors, missingColumns, offersPartialImport } from '../lib/row-errors';
import { RowErrorList } from './row-error-list';

interface Props {
  onClose: () => void;
  onImported: (file: TExcelFile) => void;
}

/**
 * Picks an .xlsx and sends it with a progress bar. Rows with errors are listed and nothing
 * is stored; the user may then import the valid rows only.
 */
export function UploadDialog({ onClose, onImported }: Props) {
  const { t, i18n } = useTranslation('excel-report');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useImportTripPlan();
  const rowErrors = importRowErrors(upload.error);
  const missing = missingColumns(upload.error);

  const send = (confirmPartial: boolean) => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, confirmPartial, onProgress: setProgress },
      { onSuccess: (answer) => onImported(answer.file) },
    );
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    upload.reset();
  };

  return (
    <Dialog
      open
      onClose={() => !upload.isPending && onClose()}
      maxWidth="sm"
      fullWidth
      aria-labelledby="excel-upload-title"
      data-testid="excel-upload"
    >
      <DialogTitle id="excel-upload-title">{t('upload.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('upload.hint')}
        </Typography>
        <input
          id={inputId}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          onChange={choose}
          data-testid="excel-upload-input"
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFileIcon />}
        >
          {t('upload.choose')}
        </Button>
        {file && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="excel-upload-file">
            {t('upload.chosen', { name: file.name })}
          </Typography>
        )}
        {upload.isPending && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              data-testid="excel-upload-progress"
            />
            <Typography variant="caption">
              {t('upload.uploading', { percent: Math.round(progress * 100) })}
            </Typography>
          </Box>
        )}
        {upload.isError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="excel-upload-error">
            {rowErrors.length > 0
              ? t('upload.rowErrors', { count: rowErrors.length })
              : errorText(tc, upload.error)}
            {rowErrors.length > 0 && <RowErrorList errors={rowErrors} />}
            {missing.length > 0 && (
              <Box
                component="span"
                sx={{ display: 'block', mt: 1 }}
                data-testid="excel-upload-missing"
              >
                {t('upload.missing', {
                  columns: missing.map((field) => TRIP_PLAN_HEADERS[field][language]).join(', '),
                })}
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={upload.isPending}>
          {tc('actions.cancel')}
        </Button>
        {offersPartialImport(upload.error) && (
          <Button
            onClick={() => send(true)}
            disabled={upload.isPending}
            data-testid="excel-upload-partial"
            title={t('upload.confirmPartial')}
          >
            {t('upload.importPartial')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={() => send(false)}
          disabled={!file || upload.isPending}
          data-testid="excel-upload-submit"
        >
          {t('upload.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
