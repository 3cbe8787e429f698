import { useCallback, useMemo, useState } from 'react';
import { Box, CircularProgress, Drawer, Paper, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TCurrentTruck, TMarker } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { TRowKey } from '@/components/data-table';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { useLiveTrucks, useStoreSize } from '@/lib/live';
import { markerAreas, useMapStyle, type TAreaPoint } from '@/components/map';
import { useDeleteMarkers, useMarkerList } from '../api';
import { LocationMap, type TFlyTarget, type TPosition } from '../components/location-map';
import { MarkerCard } from '../components/marker-card';
import { MarkerFormDialog, type TMarkerFormTarget } from '../components/marker-form-dialog';
import { MarkerImportDialog } from '../components/marker-import-dialog';
import { MarkerListPanel } from '../components/marker-list-panel';
import { SidePanel, type TSideTab } from '../components/side-panel';
import { TruckCard } from '../components/truck-card';
import { TruckListPanel } from '../components/truck-list-panel';
import { MARKER_TYPE_COLORS } from '../lib/marker-colors';
import { useStatusParam } from '../lib/status-param';

type TSelection = { kind: 'truck'; id: number } | { kind: 'point'; id: number } | null;

const PANEL_WIDTH = 440;

/** A zoom at which a point's circle fills about a third of the map: 16 for 100 m, 12 for 1.6 km. */
const zoomToFit = (radiusM: number) =>
  Math.min(17, Math.max(6, 16 - Math.log2(Math.max(radiusM, 25) / 100)));

/**
 * Map management (/location): live trucks and map points on one map, with their lists
 * beside it (a drawer on small screens). The page frame renders the heading.
 */
export default function LocationPage() {
  const { t } = useTranslation('location');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const mapStyle = useMapStyle();
  const live = useLiveTrucks();
  const truckCount = useStoreSize(live.store);
  const markers = useMarkerList();
  const remove = useDeleteMarkers();

  const [tab, setTab] = useState<TSideTab>('trucks');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [selection, setSelection] = useState<TSelection>(null);
  const [flyTarget, setFlyTarget] = useState<TFlyTarget | null>(null);
  const [picking, setPicking] = useState(false);
  const [formTarget, setFormTarget] = useState<TMarkerFormTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const [checked, setChecked] = useState<TRowKey[]>([]);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const [status, setStatus] = useState<TStatus | null>(null);
  const [statuses, setStatuses] = useStatusParam();
  const [following, setFollowing] = useState(false);
  const [reveal, setReveal] = useState<TPosition | null>(null);

  const points = useMemo<TAreaPoint[]>(
    () => markerAreas(markers.data ?? [], (marker) => MARKER_TYPE_COLORS[marker.type]),
    [markers.data],
  );
  const selectedPoint =
    selection?.kind === 'point' ? markers.data?.find((m) => m.id === selection.id) : undefined;

  /** Selects a truck; follow mode belongs to one truck and ends with a new selection. */
  const select = useCallback((next: TSelection) => {
    setSelection(next);
    setFollowing(false);
  }, []);
  const showTruck = useCallback(
    (truck: TCurrentTruck) => {
      select({ kind: 'truck', id: truck.id });
      if (truck.lat !== null && truck.lon !== null) {
        setFlyTarget({ lat: truck.lat, lon: truck.lon });
        setReveal({ lat: truck.lat, lon: truck.lon });
      }
      setDrawerOpen(false);
    },
    [select],
  );
  const showPoint = (marker: TMarker) => {
    select({ kind: 'point', id: marker.id });
    setFlyTarget({ lat: marker.lat, lon: marker.lon, zoom: zoomToFit(marker.radius_m) });
    setDrawerOpen(false);
  };
  const selectTruck = useCallback(
    (id: number) => {
      select({ kind: 'truck', id });
      const truck = live.store.get(id);
      if (truck?.lat != null && truck.lon != null) setReveal({ lat: truck.lat, lon: truck.lon });
    },
    [select, live.store],
  );
  const selectPoint = useCallback((id: number) => select({ kind: 'point', id }), [select]);
  const stopFollowing = useCallback(() => setFollowing(false), []);
  const cancelPick = useCallback(() => setPicking(false), []);
  const pick = useCallback((position: { lat: number; lon: number }) => {
    setPicking(false);
    setFormTarget({ position });
  }, []);
  const startPicking = (on: boolean) => {
    setPicking(on);
    if (!on) return;
    // The map needs to be clear to pick on: no card over it, no drawer in front of it.
    select(null);
    setDrawerOpen(false);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const ids = deleting;
    remove.mutate(ids, {
      onSuccess: (count) => {
        // Spec 4: removing points clears the selection.
        setChecked([]);
        if (selection?.kind === 'point' && ids.includes(selection.id)) select(null);
        setStatus({ text: t('delete.done', { count }), severity: 'success' });
      },
      onError: (error) => setStatus({ text: errorText(t, error), severity: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };

  const panel = (
    <SidePanel
      tab={tab}
      onTab={setTab}
      truckCount={truckCount}
      pointCount={markers.data?.length ?? 0}
      onClose={wide ? undefined : () => setDrawerOpen(false)}
    >
      {tab === 'trucks' ? (
        <TruckListPanel
          store={live.store}
          error={live.error}
          onRetry={live.retry}
          selectedId={selection?.kind === 'truck' ? selection.id : null}
          onSelect={showTruck}
          statuses={statuses}
          onStatusesChange={setStatuses}
        />
      ) : (
        <MarkerListPanel
          selected={checked}
          onSelectedChange={setChecked}
          onShow={showPoint}
          onEdit={(marker) => setFormTarget({ marker })}
          onAdd={() => setFormTarget({})}
          picking={picking}
          onPickingChange={startPicking}
          onImport={() => setImporting(true)}
          onDelete={setDeleting}
          onError={(text) => setStatus({ text, severity: 'error' })}
        />
      )}
    </SidePanel>
  );

  let card = null;
  if (selection?.kind === 'truck') {
    card = (
      <TruckCard
        store={live.store}
        truckId={selection.id}
        onClose={() => select(null)}
        following={following}
        onFollowChange={setFollowing}
      />
    );
  } else if (selectedPoint) {
    card = (
      <MarkerCard
        marker={selectedPoint}
        onClose={() => select(null)}
        onEdit={(marker) => setFormTarget({ marker })}
        onDelete={(marker) => setDeleting([marker.id])}
      />
    );
  }

  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        height: { xs: 'calc(100dvh - 150px)', sm: 'calc(100dvh - 170px)' },
        minHeight: 420,
      }}
      data-testid="location-page"
    >
      {wide ? (
        <Paper
          variant="outlined"
          component="aside"
          sx={{ width: PANEL_WIDTH, flexShrink: 0, display: 'flex', flexDirection: 'column' }}
        >
          {panel}
        </Paper>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          // The top bar sits above ordinary drawers; this one must cover it.
          sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
          slotProps={{ paper: { sx: { width: `min(${PANEL_WIDTH}px, 92vw)` } } }}
        >
          {panel}
        </Drawer>
      )}
      <Paper
        variant="outlined"
        sx={{ flex: 1, minWidth: 0, overflow: 'hidden', position: 'relative' }}
      >
        {mapStyle ? (
          <LocationMap
            mapStyle={mapStyle}
            store={live.store}
            connection={live.connection}
            points={points}
            selectedTruckId={selection?.kind === 'truck' ? selection.id : null}
            selectedPointId={selection?.kind === 'point' ? selection.id : null}
            onTruckClick={selectTruck}
            onPointClick={selectPoint}
            flyTarget={flyTarget}
            picking={picking}
            onPick={pick}
            onCancelPick={cancelPick}
            onOpenPanel={wide ? undefined : () => setDrawerOpen(true)}
            card={card}
            reveal={reveal}
            statuses={statuses}
            following={following}
            onFollowStop={stopFollowing}
          />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
            <CircularProgress aria-label={t('common:status.loading')} />
          </Box>
        )}
      </Paper>
      {formTarget && (
        <MarkerFormDialog
          target={formTarget}
          onClose={(saved) => {
            setFormTarget(null);
            if (!saved) return;
            setStatus({ text: saved.message, severity: 'success' });
            select({ kind: 'point', id: saved.marker.id });
          }}
        />
      )}
      {importing && (
        <MarkerImportDialog
          onClose={(message) => {
            setImporting(false);
            if (message) setStatus({ text: message, severity: 'success' });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        message={t('delete.message', { count: deleting?.length ?? 0 })}
        confirmText={t('delete.confirm')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        busy={remove.isPending}
      />
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="location-status" />
    </Box>
  );
}
