import { useCallback, useMemo, useRef, useState } from 'react';
import { Box, CircularProgress, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRoute } from '@fleet/contracts';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { useMapStyle } from '@/components/map';
import { useClientConfig } from '@/lib/client-config';
import { buildTimeline, cursorAt, type TTimedStop } from '../lib/route-timeline';
import { differentDays } from '../lib/time-label';
import { useReplayClock } from '../lib/use-replay';
import { useReplayKeys } from '../lib/use-replay-keys';
import { FixTable } from './fix-table';
import { ReplayControls } from './replay-controls';
import { ReplayMap, type TFlyTarget } from './replay-map';
import { RouteSummary } from './route-summary';
import { SpeedChart } from './speed-chart';
import { StopTable } from './stop-table';

export interface TRouteReplayProps {
  /** A route with at least one fix (the screen says "no positions" itself otherwise). */
  route: TRoute;
  /** The zone the route's wire times are in; the company zone by default. */
  timeZone?: string;
  /** Where the cursor starts (epoch ms; a deep link's moment): shown and zoomed to. */
  at?: number | null;
}

/**
 * Replays one route: the track by speed on the map with its stops, a truck moving along it,
 * play controls, the speed chart, the stop list and the fixes (chart and fixes follow the
 * cursor). Embeddable wherever a route is shown
 * (route replay, video history, reports).
 */
export function RouteReplay({ route, timeZone: zone, at = null }: TRouteReplayProps) {
  const { t } = useTranslation('route-replay');
  const { config } = useClientConfig();
  const timeZone = zone ?? config.time_zone;
  const mapStyle = useMapStyle();
  const root = useRef<HTMLDivElement>(null);
  const timeline = useMemo(() => buildTimeline(route, timeZone), [route, timeZone]);
  const clock = useReplayClock(timeline, at);
  const withDate = differentDays(timeline.startMs, timeline.endMs, timeZone);
  const [selectedIndex, setSelectedIndex] = useState<number | null>(null);
  const [flyTarget, setFlyTarget] = useState<TFlyTarget | null>(() => {
    const cursor = at === null ? null : cursorAt(timeline, clock.time);
    return cursor ? { lat: cursor.lat, lon: cursor.lon, zoom: 15 } : null;
  });
  const [status, setStatus] = useState<TStatus | null>(null);
  useReplayKeys(root, clock, timeline);

  const selectedStop = selectedIndex === null ? null : (timeline.stops[selectedIndex] ?? null);
  const showStop = useCallback(
    (stop: TTimedStop) => {
      clock.pause();
      clock.seek(stop.startMs);
      setSelectedIndex(stop.index);
      setFlyTarget({ lat: stop.lat, lon: stop.lon, zoom: 15 });
    },
    [clock],
  );
  const exported = useCallback(
    (error: unknown) =>
      setStatus(
        error
          ? { text: errorText(t, error), severity: 'error' }
          : { text: t('export.done'), severity: 'success' },
      ),
    [t],
  );

  const shared = { timeline, clock, timeZone, withDate };
  return (
    <Box
      ref={root}
      data-testid="route-replay"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Paper
          variant="outlined"
          sx={{ height: { xs: 340, sm: 420, md: '52vh' }, minHeight: 300, overflow: 'hidden' }}
        >
          {mapStyle ? (
            <ReplayMap
              {...shared}
              mapStyle={mapStyle}
              selectedStop={selectedStop}
              onStopSelect={setSelectedIndex}
              flyTarget={flyTarget}
            />
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
              <CircularProgress aria-label={t('common:status.loading')} />
            </Box>
          )}
        </Paper>
        <ReplayControls {...shared} />
        <Paper variant="outlined" sx={{ p: 1 }}>
          <SpeedChart timeline={timeline} clock={clock} timeZone={timeZone} />
        </Paper>
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <RouteSummary route={route} onExported={exported} />
        <StopTable
          stops={timeline.stops}
          selectedIndex={selectedIndex}
          onSelect={showStop}
          timeZone={timeZone}
          withDate={withDate}
        />
        <FixTable {...shared} />
      </Stack>
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="replay-status" />
    </Box>
  );
}
