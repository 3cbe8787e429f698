import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '@/components/data-table';
import type { ReplayClock } from '../lib/replay-clock';
import { indexAtTime, type TTimeline } from '../lib/route-timeline';
import { timeLabel } from '../lib/time-label';
import { ReplaySection } from './replay-section';
import { useClockTick } from '../lib/use-replay';

interface Props {
  timeline: TTimeline;
  clock: ReplayClock;
  timeZone: string;
  withDate: boolean;
}

/** One fix as the list shows it; `index` is its place in the route. */
interface TFixRow {
  index: number;
  number: number;
  time: number;
  speed: number;
  position: string;
}

/** A small table's one-line row, and ten of them in view. */
const LINES = { rowHeight: 33, rows: 10 };

/**
 * Every fix of the route, the one at the cursor marked and kept in view while the replay
 * moves; choosing one moves the cursor there. A day holds thousands of fixes, so only the
 * rows in view are drawn.
 */
export function FixTable({ timeline, clock, timeZone, withDate }: Props) {
  const { t } = useTranslation('route-replay');
  const current = useClockTick(clock, (time) => indexAtTime(timeline.times, time));
  const count = timeline.points.length;

  const rows = useMemo(
    () =>
      timeline.points.map((point, index): TFixRow => ({
        index,
        number: index + 1,
        time: timeline.times[index]!,
        speed: point.speed_kmh,
        position: `${point.lat.toFixed(5)}, ${point.lon.toFixed(5)}`,
      })),
    [timeline],
  );
  // Times and speeds sort as the numbers they are; the cells show them as words.
  const columns = useMemo(
    (): TDataTableColumn<TFixRow>[] => [
      { key: 'number', header: '#', width: 56, kind: 'number' },
      {
        key: 'time',
        header: t('fixes.time'),
        kind: 'number',
        render: (row) => (
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {timeLabel(row.time, timeZone, withDate)}
          </Box>
        ),
      },
      {
        key: 'speed',
        header: t('fixes.speed'),
        width: 84,
        kind: 'number',
        render: (row) => t('speed', { speed: Math.round(row.speed) }),
      },
      { key: 'position', header: t('fixes.position'), width: 150 },
    ],
    [t, timeZone, withDate],
  );

  const choose = (row: TFixRow) => {
    clock.pause();
    clock.seek(row.time);
  };

  return (
    <ReplaySection id="replay-fixes-title" title={t('fixes.title', { count })}>
      <Box data-testid="replay-fixes-box">
        <DataTable
          tableId="replay-fixes"
          sortPrefix="fixes"
          rows={rows}
          columns={columns}
          rowKey={(row) => row.index}
          loading={false}
          virtual={LINES}
          activeRow={current}
          onRowClick={choose}
          rowTestId={(row) => `replay-fix-row-${row.index}`}
        />
      </Box>
    </ReplaySection>
  );
}
