import { useCallback, type KeyboardEvent } from 'react';
import { Slider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReplayClock } from '../lib/replay-clock';
import { cursorAt, type TTimeline } from '../lib/route-timeline';
import { durationText } from '../lib/duration-text';
import { timeLabel } from '../lib/time-label';
import { useClockState, useClockTick } from '../lib/use-replay';
import { stepReplay } from '../lib/use-replay-keys';

export interface TPositionProps {
  clock: ReplayClock;
  timeline: TTimeline;
  timeZone: string;
  withDate: boolean;
}

/** Slider positions per route: enough for any screen's pixels, few enough renders. */
const SLIDER_STEPS = 2000;

/** The time and speed at the cursor; renders once per replayed second, not per frame. */
export function CursorReadout({ clock, timeline, timeZone, withDate }: TPositionProps) {
  const { t } = useTranslation('route-replay');
  const second = useClockTick(clock, (time) => Math.floor(time / 1000));
  const cursor = cursorAt(timeline, clock.time);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
      <Typography
        variant="h6"
        component="output"
        data-testid="replay-time"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {timeLabel(second * 1000, timeZone, withDate)}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="replay-speed">
        {t('speed', { speed: Math.round(cursor?.speed_kmh ?? 0) })}
      </Typography>
    </Stack>
  );
}

/**
 * How long the whole route plays at the chosen rate (stops skipped or not), and what is left:
 * the promise of "×256" in minutes and seconds.
 */
export function PlayTime({ clock }: { clock: ReplayClock }) {
  const { t } = useTranslation('route-replay');
  const { rate, skipStops } = useClockState(clock);
  const left = useClockTick(clock, () => Math.ceil(clock.remainingPlayMs / 1000));
  const total = clock.totalPlayMs;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      data-testid="replay-plan"
      data-total-ms={Math.round(total)}
      data-rate={rate}
      data-skip-stops={skipStops}
    >
      {t(skipStops ? 'plan.skipping' : 'plan.all', {
        rate,
        total: durationText(t, total / 1000),
        left: durationText(t, left),
      })}
    </Typography>
  );
}

/** The slider over the route's time; ← and → step fix by fix as everywhere on the replay. */
export function ReplaySlider({ clock, timeline, timeZone, withDate }: TPositionProps) {
  const { t } = useTranslation('route-replay');
  const span = Math.max(1, clock.end - clock.start);
  useClockTick(clock, (time) => Math.round(((time - clock.start) / span) * SLIDER_STEPS));
  const keys = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      // Before the slider's own handler: its step is a second, a fix is what people want.
      event.preventDefault();
      event.stopPropagation();
      stepReplay(clock, timeline, event.key === 'ArrowRight' ? 1 : -1);
    },
    [clock, timeline],
  );
  return (
    <Slider
      value={clock.time}
      min={clock.start}
      max={clock.end}
      step={1000}
      shiftStep={Math.max(1000, Math.round(span / 20 / 1000) * 1000)}
      onChange={(_event, value) => clock.seek(value)}
      onKeyDownCapture={keys}
      getAriaValueText={(value) => timeLabel(value, timeZone, withDate)}
      aria-label={t('controls.position')}
      size="small"
      data-testid="replay-slider"
      sx={{ mx: 1, width: 'calc(100% - 16px)' }}
    />
  );
}
