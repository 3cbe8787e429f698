import type { ReactNode } from 'react';
import {
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import { useTranslation } from 'react-i18next';
import { REPLAY_RATES, type ReplayClock, type TReplayRate } from '../lib/replay-clock';
import { useClockState } from '../lib/use-replay';
import { stepReplay } from '../lib/use-replay-keys';
import { CursorReadout, PlayTime, ReplaySlider, type TPositionProps } from './replay-position';

/** Previous fix, play/pause, next fix. */
function PlayButtons({ clock, timeline }: TPositionProps) {
  const { t } = useTranslation('route-replay');
  const { playing } = useClockState(clock);
  const playLabel = t(playing ? 'controls.pause' : 'controls.play');
  const step = (direction: 1 | -1, label: string, icon: ReactNode, testId: string) => (
    <Tooltip title={label}>
      <IconButton
        size="small"
        onClick={() => stepReplay(clock, timeline, direction)}
        aria-label={label}
        data-testid={testId}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {step(-1, t('controls.previousFix'), <SkipPreviousIcon />, 'replay-previous')}
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
      {step(1, t('controls.nextFix'), <SkipNextIcon />, 'replay-next')}
    </Stack>
  );
}

/** ×1 … ×256, and "skip stops". */
function SpeedChoice({ clock }: { clock: ReplayClock }) {
  const { t } = useTranslation('route-replay');
  const { rate, skipStops } = useClockState(clock);
  return (
    <>
      <Tooltip title={t('controls.rateHint')}>
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
      </Tooltip>
      <Tooltip title={t('controls.skipStopsHint')}>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={skipStops}
              onChange={(event) => clock.setSkipStops(event.target.checked)}
              slotProps={{ input: { 'data-testid': 'replay-skip-stops' } as object }}
            />
          }
          label={t('controls.skipStops')}
          sx={{ mr: 0 }}
        />
      </Tooltip>
    </>
  );
}

/** Play, pause and step, the replay speed, "skip stops", the time readout and the slider. */
export function ReplayControls(props: TPositionProps) {
  return (
    <Paper variant="outlined" sx={{ px: 1.5, pt: 1, pb: 0.5 }} data-testid="replay-controls">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
      >
        <PlayButtons {...props} />
        <SpeedChoice clock={props.clock} />
        <CursorReadout {...props} />
      </Stack>
      <ReplaySlider {...props} />
      <PlayTime clock={props.clock} />
    </Paper>
  );
}
