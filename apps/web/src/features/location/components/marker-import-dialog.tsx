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
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/i18n';
import { fieldErrorText } from '@/i18n/field-error-text';
import { useImportMarkers } from '../api';
import { importRowErrors } from '../lib/import-errors';

const ACCEPT =
  '.csv,.xlsx,.geojson,.json,.kml,text/csv,application/geo+json,application/vnd.google-earth.kml+xml';

interface Props {
  onClose: (message?: string) => void;
}

/** Picks a file and sends it to POST /marker/import; refused rows are listed by number. */
export function MarkerImportDialog({ onClose }: Props) {
  const { t } = useTranslation('location');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useImportMarkers();
  const rows = importRowErrors(upload.error);

  const submit = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      { onSuccess: (count) => onClose(t('import.done', { count })) },
    );
  };

  return (
    <Dialog
      open
      onClose={() => !upload.isPending && onClose()}
      maxWidth="sm"
      fullWidth
      aria-labelledby="marker-import-title"
      data-testid="marker-import"
    >
      <DialogTitle id="marker-import-title">{t('import.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('import.hint')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            startIcon={<UploadFileIcon />}
          >
            {t('import.choose')}
          </Button>
          <Box
            component="input"
            id={inputId}
            type="file"
            accept={ACCEPT}
            data-testid="marker-import-file"
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setFile(event.target.files?.[0] ?? null);
              upload.reset();
            }}
            sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
          <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
            {file?.name ?? t('import.noFile')}
          </Typography>
        </Stack>
        {upload.isPending && (
          <LinearProgress variant="determinate" value={progress * 100} sx={{ mt: 2 }} />
        )}
        {upload.error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="marker-import-error">
            {errorText(t, upload.error)}
            {rows.length > 0 && (
              <>
                <Typography variant="subtitle2" sx={{ mt: 1 }}>
                  {t('import.rowsTitle')}
                </Typography>
                <List dense disablePadding sx={{ maxHeight: 240, overflowY: 'auto' }}>
                  {rows.map((row, index) => (
                    <ListItem key={`${row.row}-${row.field}-${index}`} disableGutters>
                      <ListItemText
                        primary={
                          row.field
                            ? t('import.rowField', { row: row.row, field: row.field })
                            : t('import.row', { row: row.row })
                        }
                        secondary={fieldErrorText(t, row)}
                        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()} disabled={upload.isPending} color="inherit">
          {t('import.cancel')}
        </Button>
        <Button
          onClick={submit}
          variant="contained"
          disabled={!file}
          loading={upload.isPending}
          data-testid="marker-import-submit"
        >
          {t('import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
