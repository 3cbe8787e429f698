import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fetchAuthorizedBlob } from '@/lib/download';

/** The photo of a warning, fetched with the session token (an <img> cannot send it). */
export function WarningImageDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation('warning');
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchAuthorizedBlob(url).then(
      (blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return (
    <Dialog open onClose={onClose} maxWidth="md" aria-labelledby="warning-image-title">
      <DialogTitle id="warning-image-title">{t('imageTitle')}</DialogTitle>
      <DialogContent>
        {failed && <Alert severity="error">{t('imageFailed')}</Alert>}
        {!failed && !source && <CircularProgress />}
        {source && (
          <Box
            component="img"
            src={source}
            alt={t('imageTitle')}
            data-testid="warning-image"
            sx={{ maxWidth: '100%', maxHeight: '70vh', display: 'block' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
