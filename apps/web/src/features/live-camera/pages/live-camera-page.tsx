import { useMemo, useState } from 'react';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { displayPlate, type TCurrentTruck } from '@fleet/contracts';
import { useLiveTrucks, useStoreValue } from '@/lib/live';
import { MapFlyTo, MapView, TruckLayer, useMapStyle, type TTruckFeed } from '@/components/map';
import { useLiveChannels, useLiveStreams } from '../api';
import { LiveTile } from '../components/live-tile';
import { TruckPanel } from '../components/truck-panel';
import { MAX_TILES, tilesOf } from '../lib/truck-filter';

/** /live-camera: pick trucks, watch their cameras live, see where they are and how fast. */
export default function LiveCameraPage() {
  const { t } = useTranslation('live-camera');
  const live = useLiveTrucks();
  const channels = useLiveChannels();
  const mapStyle = useMapStyle();
  const [selected, setSelected] = useState<number[]>([]);
  const [shown, setShown] = useState<number[]>([]);
  const [flyTarget, setFlyTarget] = useState<{ lat: number; lon: number } | null>(null);
  const trucks = useStoreValue(live.store, (store) => [...store.values()]);
  const allTiles = tilesOf(shown, channels.data ?? []);
  // The same tiles give the same keys, so the streams query keeps its cache entry.
  const tilesKey = JSON.stringify(allTiles.map(({ truck_id, channel }) => ({ truck_id, channel })));
  const keys = useMemo(() => JSON.parse(tilesKey) as typeof allTiles, [tilesKey]);
  const streams = useLiveStreams(keys);
  const countOf = (id: number) => (channels.data ?? []).filter((c) => c.truck_id === id).length;
  const shownCount = shown.reduce((n, id) => n + countOf(id), 0);
  // Shown trucks with nothing to watch live are named, not silently left out of the grid.
  const withoutCamera = channels.data
    ? shown.flatMap((id) => {
        const truck = live.store.get(id);
        return truck && countOf(id) === 0 ? [displayPlate(truck.plate)] : [];
      })
    : [];

  const feed: TTruckFeed = useMemo(
    () => ({
      values: () => trucks.filter((truck) => shown.includes(truck.id)),
      subscribe: (listener) => live.store.subscribe(listener),
    }),
    [trucks, shown, live.store],
  );
  const locate = (truck: TCurrentTruck) =>
    truck.lat != null && truck.lon != null && setFlyTarget({ lat: truck.lat, lon: truck.lon });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '280px 1fr', xl: '280px 1fr 360px' },
        alignItems: 'start',
      }}
    >
      <TruckPanel
        trucks={trucks}
        loading={!live.store.hasSnapshot || channels.isPending}
        failed={(Boolean(live.error) && !live.store.hasSnapshot) || channels.isError}
        onRetry={() => {
          live.retry();
          void channels.refetch();
        }}
        liveCount={countOf}
        selected={selected}
        onSelectedChange={setSelected}
        onShow={() => setShown(selected)}
      />
      <Stack spacing={1}>
        {withoutCamera.length > 0 && (
          <Alert severity="warning" data-testid="live-camera-no-camera">
            {t('grid.noCamera', { count: withoutCamera.length, plates: withoutCamera.join(', ') })}
          </Alert>
        )}
        {shown.length === 0 ? (
          <Paper sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('grid.empty')}</Typography>
          </Paper>
        ) : keys.length === 0 ? null : (
          <>
            {shownCount > MAX_TILES && (
              <Alert severity="info">{t('grid.capped', { count: MAX_TILES })}</Alert>
            )}
            <Box
              data-testid="live-camera-grid"
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
              }}
            >
              {allTiles.map((tile) => (
                <LiveTile
                  key={`${tile.truck_id}-${tile.channel}`}
                  stream={streams.data?.find(
                    (s) => s.truck_id === tile.truck_id && s.channel === tile.channel,
                  )}
                  channelName={tile.name}
                  truck={live.store.get(tile.truck_id)}
                  onLocate={locate}
                />
              ))}
            </Box>
          </>
        )}
      </Stack>
      <Paper
        sx={{ height: { xs: 300, xl: 'calc(100vh - 160px)' }, minHeight: 300, overflow: 'hidden' }}
      >
        {mapStyle && (
          <MapView mapStyle={mapStyle} sx={{ height: '100%' }}>
            <TruckLayer id="live-camera-trucks" feed={feed} cluster={false} />
            <MapFlyTo target={flyTarget} />
          </MapView>
        )}
      </Paper>
    </Box>
  );
}
