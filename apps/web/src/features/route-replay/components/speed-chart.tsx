import { useEffect, useRef } from 'react';
import { Box, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import { formatTime } from '@fleet/contracts';
import 'uplot/dist/uPlot.min.css';
import { TRUCK_STATUS_COLORS } from '@/components/map';
import type { ReplayClock } from '../lib/replay-clock';
import type { TTimedStop, TTimeline } from '../lib/route-timeline';
import { useMovingSpeedKmh } from '@/lib/domain-settings';
import { bandGradientStops } from '@/components/map/speed-bands';

interface Props {
  timeline: TTimeline;
  clock: ReplayClock;
  timeZone: string;
  height?: number;
}

const STOP_SHADE = {
  idle: `${TRUCK_STATUS_COLORS.idle}33`,
  stopped: `${TRUCK_STATUS_COLORS.stopped}26`,
};

/** Axis times in the company zone, 24-hour: seconds only when ticks are seconds apart. */
function axisTimes(timeZone: string) {
  return (_u: uPlot, splits: number[], _axis: number, _space: number, increment: number) =>
    splits.map((seconds) => {
      const wire = formatTime(new Date(seconds * 1000), timeZone);
      if (increment >= 86_400) return wire.slice(5, 10);
      return increment < 60 ? wire.slice(11) : wire.slice(11, 16);
    });
}

/** The speed line in the colours of its speed bands, like the track on the map. */
const bandStroke =
  (movingKmh: number) =>
  (plot: uPlot): CanvasGradient | string => {
    const max = plot.scales.y?.max ?? 0;
    const bottom = plot.valToPos(0, 'y', true);
    const top = plot.valToPos(max, 'y', true);
    const gradient = plot.ctx.createLinearGradient(0, bottom, 0, top);
    for (const stop of bandGradientStops(max, movingKmh))
      gradient.addColorStop(stop.offset, stop.color);
    return gradient;
  };

/** Stops as shaded spans behind the line, orange while idling, blue with the engine off. */
function shadeStops(plot: uPlot, stops: readonly TTimedStop[]): void {
  const { ctx, bbox } = plot;
  ctx.save();
  for (const stop of stops) {
    const left = plot.valToPos(stop.startMs / 1000, 'x', true);
    const right = plot.valToPos(stop.endMs / 1000, 'x', true);
    ctx.fillStyle = stop.idle ? STOP_SHADE.idle : STOP_SHADE.stopped;
    ctx.fillRect(left, bbox.top, Math.max(1, right - left), bbox.height);
  }
  ctx.restore();
}

/**
 * Speed over time under the map (uPlot). Its cursor line follows the replay without React:
 * the clock moves it each frame. Clicking or dragging on the chart seeks the replay.
 */
export function SpeedChart({ timeline, clock, timeZone, height = 150 }: Props) {
  const { t } = useTranslation('route-replay');
  const theme = useTheme();
  const host = useRef<HTMLDivElement>(null);
  const cursorColor = theme.palette.error.main;
  const axisColor = theme.palette.text.secondary;
  const gridColor = theme.palette.divider;
  const axisLabel = t('chart.axis');
  const movingKmh = useMovingSpeedKmh();

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const grid = { stroke: gridColor, width: 1 };
    const plot = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), timeZone),
        legend: { show: false },
        cursor: { y: false, drag: { x: false, y: false }, points: { show: false } },
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => [0, Math.max(20, max * 1.1)] },
        },
        axes: [
          { stroke: axisColor, grid, ticks: grid, values: axisTimes(timeZone) },
          { stroke: axisColor, grid, ticks: grid, label: axisLabel, size: 44, labelSize: 18 },
        ],
        series: [{}, { stroke: bandStroke(movingKmh), width: 2, points: { show: false } }],
        hooks: { drawClear: [(u) => shadeStops(u, timeline.stops)] },
      },
      [timeline.times.map((ms) => ms / 1000), timeline.points.map((p) => p.speed_kmh)],
      element,
    );

    const line = document.createElement('div');
    line.style.cssText = `position:absolute;top:0;bottom:0;left:0;width:2px;pointer-events:none;background:${cursorColor}`;
    plot.over.appendChild(line);
    const place = () => {
      const x = plot.valToPos(clock.time / 1000, 'x');
      line.style.transform = `translateX(${Math.round(x) - 1}px)`;
    };

    let dragging = false;
    const seek = (event: PointerEvent) => {
      const rect = plot.over.getBoundingClientRect();
      const x = Math.min(rect.width, Math.max(0, event.clientX - rect.left));
      clock.seek(plot.posToVal(x, 'x') * 1000);
    };
    const down = (event: PointerEvent) => {
      dragging = true;
      plot.over.setPointerCapture(event.pointerId);
      clock.pause();
      seek(event);
    };
    const move = (event: PointerEvent) => dragging && seek(event);
    const up = () => (dragging = false);
    plot.over.addEventListener('pointerdown', down);
    plot.over.addEventListener('pointermove', move);
    plot.over.addEventListener('pointerup', up);
    plot.over.addEventListener('pointercancel', up);
    plot.over.style.cursor = 'col-resize';

    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(200, element.clientWidth), height });
      place();
    });
    resize.observe(element);
    place();
    const unsubscribe = clock.subscribe(place);
    return () => {
      unsubscribe();
      resize.disconnect();
      plot.destroy();
    };
  }, [timeline, clock, timeZone, height, cursorColor, axisColor, gridColor, axisLabel, movingKmh]);

  return (
    <Box
      ref={host}
      role="img"
      aria-label={t('chart.label')}
      data-testid="replay-chart"
      sx={{ width: '100%', minWidth: 0, height, overflow: 'hidden' }}
    />
  );
}
