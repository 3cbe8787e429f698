import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  ButtonBase,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  Button,
  ImageList,
  ImageListItem,
  ImageListItemBar,
  Paper,
  Skeleton,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TOrderImage } from '@fleet/contracts';
import { errorText } from '@/i18n';
import { fetchAuthorizedBlob } from '@/lib/download';
import { useOrderImages } from '../api';

/** A photo needs the token header, so it is fetched and shown from a local object URL. */
function usePhotoUrl(url: string): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let cancelled = false;
    fetchAuthorizedBlob(url)
      .then((blob) => {
        if (cancelled) return;
        made = URL.createObjectURL(blob);
        setObjectUrl(made);
      })
      .catch(() => setObjectUrl(null));
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return objectUrl;
}

function Photo({ image, onOpen }: { image: TOrderImage; onOpen: (src: string) => void }) {
  const { t } = useTranslation('excel-report');
  const src = usePhotoUrl(image.url);
  const gps =
    image.lat !== null && image.lon !== null
      ? ` · ${t('photos.gps', { lat: image.lat, lon: image.lon })}`
      : '';
  return (
    <ImageListItem>
      {src ? (
        <ButtonBase onClick={() => onOpen(src)} aria-label={t('photos.open', { name: image.name })}>
          <img
            src={src}
            alt={image.name}
            loading="lazy"
            style={{ width: '100%', height: 160, objectFit: 'cover' }}
          />
        </ButtonBase>
      ) : (
        <Skeleton variant="rectangular" height={160} />
      )}
      <ImageListItemBar
        title={image.name}
        subtitle={`${t('photos.by', { user: image.uploaded_by, time: image.uploaded_at })}${gps}`}
      />
    </ImageListItem>
  );
}

/** Proof-of-delivery photos of the trip's order. */
export function OrderPhotos({ orderCode }: { orderCode: string | null }) {
  const { t } = useTranslation('excel-report');
  const { t: tc } = useTranslation();
  const images = useOrderImages(orderCode);
  const [open, setOpen] = useState<string | null>(null);
  let body;
  if (!orderCode) body = <Typography color="text.secondary">{t('photos.noOrder')}</Typography>;
  else if (images.isPending)
    body = <CircularProgress size={24} aria-label={tc('status.loading')} />;
  else if (images.isError) body = <Alert severity="error">{errorText(tc, images.error)}</Alert>;
  else if (images.data.length === 0)
    body = <Typography color="text.secondary">{t('photos.none')}</Typography>;
  else
    body = (
      <ImageList cols={3} gap={8} sx={{ m: 0 }}>
        {images.data.map((image) => (
          <Photo key={image.id} image={image} onOpen={setOpen} />
        ))}
      </ImageList>
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="order-photos">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('photos.title', { order: orderCode ?? '—' })}
      </Typography>
      <Box>{body}</Box>
      <Dialog open={Boolean(open)} onClose={() => setOpen(null)} maxWidth="lg">
        <DialogContent>
          {open && <img src={open} alt="" style={{ maxWidth: '100%' }} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{t('photos.close')}</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
