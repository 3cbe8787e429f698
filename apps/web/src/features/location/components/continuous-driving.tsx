import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTruckLive } from '@fleet/contracts';
import { hoursMinutes } from '@/lib/format';

/** Amber near the limit, red over it: the server decides which, this only shows it. */
export const drivingColor = (state: TTruckLive['continuous_driving']) =>
  state === 'over' ? 'error.main' : state === 'near' ? 'warning.main' : 'inherit';

/**
 * The truck's continuous driving now (nothing when none): its time, and in words when near or
 * over the limit (the colour alone does not reach everyone).
 */
export function ContinuousDriving(props: {
  truck: Pick<TTruckLive, 'continuous_driving_s' | 'continuous_driving'>;
  testId: string;
  /** "Driving 3:55 non-stop" rather than the bare time (a row with no label of its own). */
  labelled?: boolean;
}) {
  const { truck, testId, labelled = false } = props;
  const { t } = useTranslation('location');
  if (truck.continuous_driving_s <= 0) return null;
  const state = truck.continuous_driving;
  const time = hoursMinutes(truck.continuous_driving_s);
  return (
    <Box
      component="span"
      data-testid={testId}
      data-state={state}
      sx={{ color: drivingColor(state), fontWeight: state === 'ok' ? undefined : 600 }}
    >
      {labelled ? t('driving.time', { time }) : time}
      {state !== 'ok' && ` · ${t(`driving.${state}`)}`}
    </Box>
  );
}
