import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import type { TImageListRequest } from '@fleet/contracts';
import { boundsOf, MapFitBounds, MapFlyTo, MapView, useMapStyle } from '@/components/map';
import { useTruckList } from '@/api/trucks';
import { useImages } from '../api';
import { ImagePointsLayer } from '../components/image-points-layer';
import { ImageStrip } from '../components/image-strip';
import { ImageViewer } from '../components/image-viewer';
import { MediaFilter, type TMediaFilter } from '../components/media-filter';
import { TakePhotoButton } from '../components/take-photo-button';
import { useClientConfig } from '@/lib/client-config';
import { companyToday, formTime } from '@/lib/company-time';

/**
 * After "take a photo now" the list is asked again this often for this long (while the tab
 * is shown), for the photos the terminal uploads; otherwise only on "Show" and "Refresh".
 */
const PHOTO_POLL_MS = 5_000;
const PHOTO_WAIT_MS = 2 * 60_000;

/** Image history (/management/image): a truck's camera images beside the map of where they were taken. */
export default function ImageHistoryPage() {
  const { t } = useTranslation('media');
  const { config } = useClientConfig();
  const mapStyle = useMapStyle();
  const trucks = useTruckList();
  const [filter, setFilter] = useState<(TMediaFilter & { truckId: number }) | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const initial = useMemo(
    () => ({ truckId: null, camera: 0, ...companyToday(config.time_zone) }),
    [config.time_zone],
  );
  const truck = trucks.data?.find((candidate) => candidate.id === filter?.truckId) ?? null;
  const query = useMemo<TImageListRequest | null>(() => {
    const from = filter && formTime(filter.from);
    const to = filter && formTime(filter.to);
    return truck && from && to
      ? { truck_plate: truck.plate, start_time: from, end_time: to }
      : null;
  }, [truck, filter]);
  // Photos asked of the truck's terminal come by upload: the list is asked again meanwhile.
  const [awaitingPhotos, setAwaitingPhotos] = useState(false);
  useEffect(() => {
    if (!awaitingPhotos) return;
    const stop = setTimeout(() => setAwaitingPhotos(false), PHOTO_WAIT_MS);
    return () => clearTimeout(stop);
  }, [awaitingPhotos]);
  const images = useImages(query, awaitingPhotos && PHOTO_POLL_MS);
  const list = useMemo(() => images.data ?? [], [images.data]);
  const bounds = useMemo(() => boundsOf(list), [list]);
  const selected = list.find((image) => image.id === selectedId) ?? null;

  const open = (id: number) => {
    setSelectedId(id);
    setViewerIndex(list.findIndex((image) => image.id === id));
  };

  return (
    <Stack spacing={2}>
      <MediaFilter
        initial={initial}
        trucks={trucks.data ?? []}
        trucksLoading={trucks.isPending}
        withCamera={false}
        busy={images.isFetching}
        onShow={(next) => {
          setFilter(next);
          setSelectedId(null);
        }}
      />
      {!query && <Alert severity="info">{t('images.pickHint')}</Alert>}
      {truck && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            startIcon={<RefreshIcon />}
            onClick={() => void images.refetch()}
            disabled={!query || images.isFetching}
            data-testid="images-refresh"
          >
            {t('images.refresh')}
          </Button>
          <TakePhotoButton key={truck.id} truck={truck} onTaken={() => setAwaitingPhotos(true)} />
        </Stack>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 1.5, maxHeight: { md: '70vh' }, overflow: 'auto' }}>
          {query ? (
            <ImageStrip
              images={images.data}
              loading={images.isFetching}
              error={images.error}
              onRetry={() => void images.refetch()}
              selectedId={selectedId}
              onOpen={(image) => open(image.id)}
            />
          ) : null}
        </Paper>
        <Paper
          variant="outlined"
          sx={{ height: { xs: 340, md: '70vh' }, overflow: 'hidden' }}
          data-testid="image-map"
        >
          {mapStyle && (
            <MapView mapStyle={mapStyle}>
              <ImagePointsLayer images={list} selectedId={selectedId} onPick={open} />
              <MapFitBounds bounds={bounds} maxZoom={15} />
              <MapFlyTo
                target={
                  selected?.lat != null && selected.lon != null
                    ? { lat: selected.lat, lon: selected.lon }
                    : null
                }
              />
            </MapView>
          )}
        </Paper>
      </Box>
      {viewerIndex !== null && viewerIndex >= 0 && (
        <ImageViewer
          images={list}
          index={viewerIndex}
          onIndex={(index) => {
            setViewerIndex(index);
            setSelectedId(list[index]?.id ?? null);
          }}
          onClose={() => setViewerIndex(null)}
        />
      )}
    </Stack>
  );
}
