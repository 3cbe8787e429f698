import { useMemo } from 'react';
import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '@/components/data-table';
import { PlaceText } from '@/components/place-text';
import { placeExport } from '@/components/place-format';
import { TRUCK_STATUS_COLORS } from '@/components/map';
import { durationText } from '../lib/duration-text';
import type { TTimedStop } from '../lib/route-timeline';
import { timeLabel } from '../lib/time-label';
import { ReplaySection } from './replay-section';

interface Props {
  stops: readonly TTimedStop[];
  selectedIndex: number | null;
  onSelect: (stop: TTimedStop) => void;
  timeZone: string;
  withDate: boolean;
}

/** The stops in time order; choosing one moves the replay there and shows it on the map. */
export function StopTable({ stops, selectedIndex, onSelect, timeZone, withDate }: Props) {
  const { t } = useTranslation('route-replay');
  const rows = useMemo(() => [...stops], [stops]);
  const kindText = (stop: TTimedStop) => t(stop.idle ? 'stops.idle' : 'stops.stopped');
  // Start and duration sort as the numbers they are; the cells show them as words.
  const columns: TDataTableColumn<TTimedStop>[] = [
    {
      key: 'startMs',
      header: t('stops.start'),
      kind: 'number',
      render: (stop) => (
        // The row's keyboard way in: a real button, named by the stop's time.
        <Link
          component="button"
          type="button"
          underline="hover"
          onClick={(event) => {
            event.stopPropagation();
            onSelect(stop);
          }}
          aria-label={t('stops.show', { time: timeLabel(stop.startMs, timeZone, true) })}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {timeLabel(stop.startMs, timeZone, withDate)}
        </Link>
      ),
    },
    {
      key: 'duration_s',
      header: t('stops.duration'),
      kind: 'duration',
      render: (stop) => durationText(t, stop.duration_s),
    },
    {
      key: 'kind',
      header: t('stops.kind'),
      exportValue: kindText,
      render: (stop) => (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: stop.idle ? TRUCK_STATUS_COLORS.idle : TRUCK_STATUS_COLORS.stopped,
            }}
          />
          {kindText(stop)}
        </Box>
      ),
    },
    {
      key: 'place',
      header: t('stops.place'),
      exportValue: placeExport,
      render: (stop) => (
        <span data-testid={`replay-stop-place-${stop.index}`}>
          <PlaceText place={stop} />
        </span>
      ),
    },
  ];

  return (
    <ReplaySection id="replay-stops-title" title={t('stops.title', { count: stops.length })}>
      <Box data-testid="replay-stops">
        <DataTable
          tableId="replay-stops"
          sortPrefix="stops"
          rows={rows}
          columns={columns}
          rowKey={(stop) => stop.index}
          loading={false}
          emptyText={t('stops.empty')}
          activeRow={selectedIndex}
          onRowClick={onSelect}
          rowTestId={(stop) => `replay-stop-row-${stop.index}`}
        />
      </Box>
    </ReplaySection>
  );
}
