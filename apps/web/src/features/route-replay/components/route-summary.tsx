import { useState, type ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { TRoute } from '@fleet/contracts';
import { buildWorkbook, downloadWorkbook, type TExportColumn } from '@/components/export-excel';
import { placeExport } from '@/components/place-format';
import { useClientConfig } from '@/lib/client-config';
import { durationText } from '../lib/duration-text';
import { summarizeStops } from '../lib/stop-summary';
import type { TTranslate } from '../lib/translate';

type TPoint = TRoute['points'][number];
type TStop = TRoute['stops'][number];

interface Props {
  route: TRoute;
  /** Says whether the export worked; the screen shows it. */
  onExported: (error: unknown) => void;
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600 }}
        data-testid={testId}
      >
        {children}
      </Typography>
    </Box>
  );
}

function pointColumns(t: TTranslate): TExportColumn<TPoint>[] {
  return [
    { key: 'time', header: t('export.time') },
    { key: 'lat', header: t('export.lat') },
    { key: 'lon', header: t('export.lon') },
    { key: 'speed_kmh', header: t('export.speed') },
    { key: 'course', header: t('export.course') },
  ];
}

/** The route's stops as the server's motion model gave them: times, duration, kind, address. */
function stopColumns(t: TTranslate): TExportColumn<TStop>[] {
  return [
    { key: 'start_time', header: t('stops.start'), kind: 'datetime' },
    { key: 'end_time', header: t('stops.end'), kind: 'datetime' },
    { key: 'duration_s', header: t('stops.duration'), kind: 'duration' },
    {
      key: 'kind',
      header: t('stops.kind'),
      exportValue: (stop) => t(stop.idle ? 'stops.idle' : 'stops.stopped'),
    },
    { key: 'address', header: t('stops.place'), exportValue: placeExport },
  ];
}

/** The replay's workbook: the fixes, and the stops with their addresses on a second sheet. */
export function routeWorkbook(
  route: TRoute,
  t: TTranslate,
  sheetName: (key: 'routePoints' | 'routeStops') => string,
  timeZone?: string,
): Promise<ArrayBuffer> {
  return buildWorkbook(timeZone, [
    { sheetName: sheetName('routePoints'), columns: pointColumns(t), rows: route.points },
    { sheetName: sheetName('routeStops'), columns: stopColumns(t), rows: route.stops },
  ]);
}

/** Distance, top speed and stops of the route, and its fixes to Excel. */
export function RouteSummary({ route, onExported }: Props) {
  const { t, i18n } = useTranslation('route-replay');
  const timeZone = useClientConfig().config.time_zone;
  const [exporting, setExporting] = useState(false);
  const stops = summarizeStops(route.stops);
  const number = (value: number, digits: number) =>
    value.toLocaleString(i18n.language, { maximumFractionDigits: digits });

  const exportPoints = () => {
    setExporting(true);
    const fileName = t('export.fileName', {
      plate: route.plate,
      date: route.start_time.slice(0, 10),
    });
    downloadWorkbook(
      fileName,
      routeWorkbook(route, t, (key) => i18n.t(`common:sheets.${key}`), timeZone),
    )
      .then(
        () => onExported(null),
        (error: unknown) => onExported(error),
      )
      .finally(() => setExporting(false));
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="replay-summary-title"
      sx={{ p: 2 }}
    >
      <Typography
        id="replay-summary-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('summary.title', { plate: route.plate })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
      >
        <Row label={t('summary.distance')} testId="replay-distance">
          {t('summary.km', { km: number(route.distance_km, 2) })}
        </Row>
        <Row label={t('summary.maxSpeed')} testId="replay-max-speed">
          {t('speed', { speed: number(route.max_speed_kmh, 0) })}
        </Row>
        <Row label={t('summary.stops')} testId="replay-stop-count">
          {stops.idleCount > 0
            ? t('summary.stopCountIdle', { count: stops.count, idle: stops.idleCount })
            : stops.count}
        </Row>
        <Row label={t('summary.stopTime')} testId="replay-stop-time">
          {durationText(t, stops.totalSeconds)}
        </Row>
        <Row label={t('summary.fixes')} testId="replay-fix-count">
          {route.points.length}
        </Row>
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={exportPoints}
        disabled={exporting || route.points.length === 0}
        sx={{ mt: 2 }}
        data-testid="replay-export"
      >
        {t('export.button')}
      </Button>
    </Paper>
  );
}
