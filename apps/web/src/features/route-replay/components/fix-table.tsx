import { useEffect, useRef, useState } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReplayClock } from '../lib/replay-clock';
import { indexAtTime, type TTimeline } from '../lib/route-timeline';
import { rowWindow, scrollToShow } from '../lib/row-window';
import { timeLabel } from '../lib/time-label';
import { ReplaySection } from './replay-section';
import { useClockTick } from '../lib/use-replay';

interface Props {
  timeline: TTimeline;
  clock: ReplayClock;
  timeZone: string;
  withDate: boolean;
}

const ROW = 33;
const HEADER = 37;
const VIEW = HEADER + ROW * 10;

/**
 * Every fix of the route, the one at the cursor marked and kept in view while the replay
 * moves; choosing one moves the cursor there. A day holds thousands of fixes, so only the
 * rows in view are drawn.
 */
export function FixTable({ timeline, clock, timeZone, withDate }: Props) {
  const { t } = useTranslation('route-replay');
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const current = useClockTick(clock, (time) => indexAtTime(timeline.times, time));
  const count = timeline.points.length;
  const { first, end } = rowWindow(scrollTop, VIEW - HEADER, ROW, count);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const next = scrollToShow(current, element.scrollTop, element.clientHeight - HEADER, ROW);
    if (next !== null) element.scrollTop = next;
  }, [current]);

  const choose = (index: number) => {
    clock.pause();
    clock.seek(timeline.times[index]!);
  };

  return (
    <ReplaySection id="replay-fixes-title" title={t('fixes.title', { count })}>
      <TableContainer
        ref={box}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        sx={{ maxHeight: VIEW }}
        data-testid="replay-fixes-box"
      >
        <Table size="small" stickyHeader sx={{ tableLayout: 'fixed' }} data-testid="replay-fixes">
          <TableHead>
            <TableRow sx={{ height: HEADER }}>
              <TableCell sx={{ width: 56 }}>#</TableCell>
              <TableCell>{t('fixes.time')}</TableCell>
              <TableCell sx={{ width: 84 }}>{t('fixes.speed')}</TableCell>
              <TableCell sx={{ width: 150 }}>{t('fixes.position')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {first > 0 && <TableRow aria-hidden sx={{ height: first * ROW }} />}
            {timeline.points.slice(first, end).map((point, offset) => {
              const index = first + offset;
              return (
                <TableRow
                  key={index}
                  hover
                  selected={index === current}
                  aria-selected={index === current}
                  onClick={() => choose(index)}
                  sx={{ height: ROW, cursor: 'pointer', '& td': { whiteSpace: 'nowrap' } }}
                  data-testid={`replay-fix-row-${index}`}
                >
                  <TableCell>{index + 1}</TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {timeLabel(timeline.times[index]!, timeZone, withDate)}
                  </TableCell>
                  <TableCell>{t('speed', { speed: Math.round(point.speed_kmh) })}</TableCell>
                  <TableCell sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {point.lat.toFixed(5)}, {point.lon.toFixed(5)}
                  </TableCell>
                </TableRow>
              );
            })}
            {end < count && <TableRow aria-hidden sx={{ height: (count - end) * ROW }} />}
          </TableBody>
        </Table>
      </TableContainer>
    </ReplaySection>
  );
}
