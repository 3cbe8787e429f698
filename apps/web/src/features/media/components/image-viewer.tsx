import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { TImage } from '@fleet/contracts';
import { MomentLinks } from '@/components/moment-links';
import { imageLabels } from '../lib/image-label';

interface Props {
  images: readonly TImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** One image full size, with previous/next (also ← →), download, and replay/video then. */
export function ImageViewer({ images, index, onIndex, onClose }: Props) {
  const { t } = useTranslation('media');
  const image = images[index];
  if (!image) return null;
  const labels = imageLabels(t, image);
  const go = (step: number) => onIndex((index + step + images.length) % images.length);
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="image-viewer-title"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      <DialogTitle id="image-viewer-title">
        {labels.title}
        {labels.detail && (
          <Typography
            variant="body2"
            color="text.secondary"
            title={labels.login ?? undefined}
            data-testid="image-viewer-pod"
          >
            {labels.detail}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          onClick={() => go(-1)}
          aria-label={t('images.previous')}
          disabled={images.length < 2}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Box
          component="img"
          src={image.url}
          alt={labels.alt}
          data-testid="image-viewer-img"
          sx={{ flex: 1, minWidth: 0, maxHeight: '70vh', objectFit: 'contain' }}
        />
        <IconButton
          onClick={() => go(1)}
          aria-label={t('images.next')}
          disabled={images.length < 2}
        >
          <ChevronRightIcon />
        </IconButton>
      </DialogContent>
      <DialogActions>
        <Box sx={{ flex: 1 }}>
          <MomentLinks plate={image.truck_plate} time={image.time} testId="image" />
        </Box>
        <Button
          component="a"
          href={image.url}
          download={`image-${image.id}.jpg`}
          startIcon={<DownloadIcon />}
          data-testid="image-download"
        >
          {t('images.download')}
        </Button>
        <Button onClick={onClose}>{t('images.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
