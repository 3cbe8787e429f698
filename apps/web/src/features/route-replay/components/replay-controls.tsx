import { useCallback, type KeyboardEvent } from 'react';
import {
  IconButton,
  Paper,
  Slider,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import { REPLAY_RATES, type ReplayClock, type TReplayRate } from '../lib/replay-clock';
import { cursorAt, type TTimeline } from '../lib/route-timeline';
import { timeLabel } from '../lib/time-label';
import { useClockState, useClockTick } from '../lib/use-replay';
import { stepReplay } from '../lib/use-replay-keys';

interface Props {
  clock: ReplayClock;
  timeline: TTimeline;
  timeZone: string;
  withDate: boolean;
}

/** Slider positions per route: enough for any screen's pixels, few enough renders. */
const SLIDER_STEPS = 2000;

/** The time and speed at the cursor; renders once per replayed second, not per frame. */
function CursorReadout({ clock, timeline, timeZone, withDate }: Props) {
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

/** The slider over the route's time; ← and → step fix by fix as everywhere on the replay. */
function ReplaySlider({ clock, timeline, timeZone, withDate }: Props) {
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

/** Play and pause, the replay speed, the time readout and the slider. */
export function ReplayControls(props: Props) {
  const { clock } = props;
  const { t } = useTranslation('route-replay');
  const { playing, rate } = useClockState(clock);
  const playLabel = t(playing ? 'controls.pause' : 'controls.play');
  return (
    <Paper variant="outlined" sx={{ px: 1.5, pt: 1, pb: 0.5 }} data-testid="replay-controls">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
      >
        <Tooltip title={t('controls.hint', { action: playLabel })}>
          <IconButton
            color="primary"
            onClick={() => clock.toggle()}
            aria-label={playLabel}
            data-state={playing ? 'playing' : 'paused'}
            data-testid="replay-play"
            sx={{ border: 1, borderColor: 'divider' }}
          >
            {playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
        </Tooltip>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={rate}
          onChange={(_event, next: TReplayRate | null) => next && clock.setRate(next)}
          aria-label={t('controls.rate')}
        >
          {REPLAY_RATES.map((option) => (
            <ToggleButton
              key={option}
              value={option}
              data-testid={`replay-rate-${option}`}
              sx={{ px: 1, minWidth: 40 }}
            >
              {t('controls.rateOption', { rate: option })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <CursorReadout {...props} />
      </Stack>
      <ReplaySlider {...props} />
    </Paper>
  );
}
