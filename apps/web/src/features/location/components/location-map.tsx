import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import ListIcon from '@mui/icons-material/ViewList';
import { useTranslation } from 'react-i18next';
import type { StyleSpecification } from 'maplibre-gl';
import type { TTruckStatus } from '@fleet/contracts';
import { LiveIndicator, type LiveTruckStore, type TLiveConnectionState } from '@/lib/live';
import {
  AreaLayer,
  boundsOf,
  MapDock,
  MapFitBounds,
  MapFlyTo,
  MapPick,
  MapView,
  TruckLayer,
  type TAreaPoint,
  type TBounds,
} from '@/components/map';
import { useDockPadding } from '../lib/use-dock-padding';
import { useFullscreen } from '../lib/use-fullscreen';
import { useHoverIntent } from '../lib/use-hover-intent';
import { FollowTruck } from './follow-truck';
import { FullscreenButton } from './fullscreen-button';
import { TruckHoverCard } from './truck-hover-card';

export type TFlyTarget = { lat: number; lon: number; zoom?: number };
export type TPosition = { lat: number; lon: number };

interface Props {
  mapStyle: string | StyleSpecification;
  store: LiveTruckStore;
  connection: TLiveConnectionState;
  points: readonly TAreaPoint[];
  selectedTruckId: number | null;
  selectedPointId: number | null;
  onTruckClick: (id: number) => void;
  onPointClick: (id: number) => void;
  flyTarget: TFlyTarget | null;
  picking: boolean;
  onPick: (position: { lat: number; lon: number }) => void;
  onCancelPick: () => void;
  /** The button that opens the lists on small screens (absent on wide ones). */
  onOpenPanel?: () => void;
  /** The card of the selected truck or point, docked so that it never covers it. */
  card: ReactNode;
  /** A newly selected truck's position: moved out from under the card if needed. */
  reveal: TPosition | null;
  /** The status chips: only these statuses are on the map (none = all). */
  statuses: readonly TTruckStatus[];
  /** Follow mode is on for the selected truck; the person panning turns it off. */
  following: boolean;
  onFollowStop: () => void;
}

/** Fits the view to the trucks once, when the first positions are known. */
function useFirstBounds(store: LiveTruckStore): TBounds | null {
  const [bounds, setBounds] = useState<TBounds | null>(null);
  useEffect(() => {
    let found = false;
    const check = () => {
      if (found || !store.hasSnapshot) return;
      const next = boundsOf(store.values());
      if (!next) return;
      found = true;
      setBounds(next);
    };
    check();
    const unsubscribe = store.subscribe(check);
    return unsubscribe;
  }, [store]);
  return bounds;
}

/**
 * The live map: map points under the trucks, plus the overlays (state chip, buttons, the
 * hover card and the docked card, hints). The whole of it goes full screen.
 */
export function LocationMap(props: Props) {
  const { mapStyle, store, connection, points, flyTarget, picking, onOpenPanel, card } = props;
  const { onCancelPick, selectedTruckId, following, onFollowStop } = props;
  const { t } = useTranslation('location');
  const firstBounds = useFirstBounds(store);
  const frame = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frame);
  const [dock, dockPadding] = useDockPadding();
  const [hovered, onTruckHover] = useHoverIntent();

  useEffect(() => {
    if (!picking) return;
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancelPick();
    };
    window.addEventListener('keydown', escape);
    return () => window.removeEventListener('keydown', escape);
  }, [picking, onCancelPick]);

  const overlay = (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ position: 'absolute', top: 12, left: 12, alignItems: 'center', zIndex: 2 }}
      >
        {onOpenPanel && (
          <Button
            variant="contained"
            size="small"
            startIcon={<ListIcon />}
            onClick={onOpenPanel}
            aria-label={t('panel.open')}
            data-testid="location-panel-open"
          >
            {t('tabs.label')}
          </Button>
        )}
        <LiveIndicator state={connection} />
        <FullscreenButton fullscreen={fullscreen.on} onToggle={fullscreen.toggle} />
      </Stack>
      {picking && (
        <Alert
          severity="info"
          data-testid="marker-pick-hint"
          sx={{
            position: 'absolute',
            top: 56,
            left: 12,
            right: 12,
            mx: 'auto',
            maxWidth: 520,
            zIndex: 2,
          }}
          action={
            <Button color="inherit" size="small" onClick={onCancelPick}>
              {t('points.cancelPick')}
            </Button>
          }
        >
          {t('points.picking')}
        </Alert>
      )}
      {card && (
        <Box
          ref={dock}
          data-testid="location-dock"
          sx={{
            position: 'absolute',
            zIndex: 3,
            top: { xs: 'auto', sm: 12 },
            bottom: { xs: 12, sm: 'auto' },
            right: 12,
            left: { xs: 12, sm: 'auto' },
            maxHeight: { xs: '60%', sm: 'calc(100% - 24px)' },
            display: 'flex',
          }}
        >
          {card}
        </Box>
      )}
    </>
  );

  return (
    <Box
      ref={frame}
      data-testid="location-map-frame"
      sx={[
        { width: '100%', height: '100%', bgcolor: 'background.paper' },
        fullscreen.pinned && {
          position: 'fixed',
          inset: 0,
          zIndex: (theme) => theme.zIndex.modal,
        },
      ]}
    >
      <MapView
        mapStyle={mapStyle}
        overlay={overlay}
        // The trucks draw on their own canvas: they show, in the fleet's view, while the
        // style still loads (issue 34).
        beforeStyle={
          <>
            <TruckLayer
              feed={store}
              selectedId={selectedTruckId}
              statuses={props.statuses}
              onTruckClick={picking ? undefined : props.onTruckClick}
              onTruckHover={picking ? undefined : onTruckHover}
            />
            <MapFitBounds bounds={firstBounds} />
          </>
        }
      >
        <AreaLayer
          id="map-points"
          points={points}
          selectedId={props.selectedPointId}
          onPointClick={picking ? undefined : props.onPointClick}
        />
        <MapFlyTo target={flyTarget} />
        <MapDock padding={card ? dockPadding : NO_PADDING} reveal={props.reveal} />
        {following && selectedTruckId !== null && (
          <FollowTruck
            store={store}
            truckId={selectedTruckId}
            padding={card ? dockPadding : NO_PADDING}
            onStop={onFollowStop}
          />
        )}
        {hovered !== null && hovered !== selectedTruckId && (
          <TruckHoverCard store={store} truckId={hovered} onClose={() => onTruckHover(null)} />
        )}
        {picking && <MapPick onPick={props.onPick} />}
      </MapView>
    </Box>
  );
}

const NO_PADDING = { right: 0, bottom: 0 };
