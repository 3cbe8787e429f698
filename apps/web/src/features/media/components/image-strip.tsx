import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, ButtonBase, Skeleton, Stack, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { TImage } from '@fleet/contracts';
import { downloadXlsx, type TExportColumn } from '@/components/export-excel';
import { Pager } from '@/components/pager';
import { useClientConfig } from '@/lib/client-config';
import { displayClock } from '@/lib/company-time';
import { errorText } from '@/i18n';
import { coordinatesText, placeText } from '@/components/place-format';
import { refusedRangeDays } from '../lib/range-limit';
import { imageLabels } from '../lib/image-label';

const PAGE = 12;

interface Props {
  images: TImage[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  selectedId: number | null;
  onOpen: (image: TImage) => void;
}

/** The thumbnails, a page at a time, with loading, empty and error states and Excel export. */
export function ImageStrip({ images, loading, error, onRetry, selectedId, onOpen }: Props) {
  const { t } = useTranslation('media');
  const timeZone = useClientConfig().config.time_zone;
  const [page, setPage] = useState(1);
  const all = useMemo(() => images ?? [], [images]);
  const pageCount = Math.max(1, Math.ceil(all.length / PAGE));
  useEffect(() => setPage(1), [images]);
  // The selected image (picked on the map) is brought into view.
  useEffect(() => {
    const at = all.findIndex((image) => image.id === selectedId);
    if (at >= 0) setPage(Math.floor(at / PAGE) + 1);
  }, [all, selectedId]);
  const columns: TExportColumn<TImage>[] = [
    { key: 'time', header: t('images.columns.time') },
    { key: 'channel', header: t('images.columns.channel') },
    { key: 'lat', header: t('images.columns.lat') },
    { key: 'lon', header: t('images.columns.lon') },
    { key: 'address', header: t('images.columns.address') },
  ];

  if (error) {
    const days = refusedRangeDays(error);
    // A range the server does not answer: say the limit, a retry would be refused again.
    if (days !== null)
      return (
        <Alert severity="warning" data-testid="media-range-too-long">
          {t('filter.rangeTooLong', { days })}
        </Alert>
      );
    return (
      <Alert
        severity="error"
        action={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
      >
        {errorText(t, error)}
      </Alert>
    );
  }
  if (loading && !images)
    return (
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, 1fr)' }} aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
        ))}
      </Box>
    );
  if (all.length === 0) return <Alert severity="info">{t('images.empty')}</Alert>;

  return (
    <Stack spacing={1} component="section" aria-label={t('images.strip')}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t('images.count', { count: all.length })}
        </Typography>
        <Button
          size="small"
          startIcon={<FileDownloadIcon />}
          onClick={() =>
            void downloadXlsx(
              { fileName: t('images.exportName'), sheetName: t('common:sheets.images'), timeZone },
              columns,
              all,
            )
          }
        >
          {t('images.export')}
        </Button>
      </Stack>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        }}
      >
        {all.slice((page - 1) * PAGE, page * PAGE).map((image) => {
          const labels = imageLabels(t, image);
          return (
            <li key={image.id}>
              <ButtonBase
                onClick={() => onOpen(image)}
                data-testid={`image-thumb-${image.id}`}
                sx={{
                  display: 'block',
                  width: '100%',
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: image.id === selectedId ? '3px solid' : 'none',
                  outlineColor: 'warning.main',
                }}
              >
                <Box
                  component="img"
                  src={image.thumb_url}
                  alt={labels.alt}
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
                />
                <Typography variant="caption" sx={{ display: 'block', p: 0.5, textAlign: 'left' }}>
                  {displayClock(image.time)} · {labels.caption}
                  {image.lat === null ? ` · ${t('images.noPosition')}` : ''}
                </Typography>
                {labels.detail && (
                  <Typography
                    variant="caption"
                    color="primary"
                    noWrap
                    title={`${labels.detail} (${labels.login})`}
                    sx={{ display: 'block', px: 0.5, textAlign: 'left' }}
                    data-testid={`image-pod-${image.id}`}
                  >
                    {labels.detail}
                  </Typography>
                )}
                {image.lat !== null && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    noWrap
                    title={coordinatesText(image) ?? undefined}
                    sx={{ display: 'block', px: 0.5, pb: 0.5, textAlign: 'left' }}
                    data-testid={`image-address-${image.id}`}
                  >
                    {placeText(image)}
                  </Typography>
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      {pageCount > 1 && <Pager page={page} pageCount={pageCount} onChange={setPage} />}
    </Stack>
  );
}
