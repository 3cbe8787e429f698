import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PlaceText } from '@/components/place-text';
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
  return (
    <ReplaySection id="replay-stops-title" title={t('stops.title', { count: stops.length })}>
      {stops.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('stops.empty')}
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader data-testid="replay-stops">
            <TableHead>
              <TableRow>
                <TableCell>{t('stops.start')}</TableCell>
                <TableCell>{t('stops.duration')}</TableCell>
                <TableCell>{t('stops.kind')}</TableCell>
                <TableCell>{t('stops.place')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stops.map((stop) => (
                <TableRow
                  key={stop.index}
                  hover
                  selected={stop.index === selectedIndex}
                  onClick={() => onSelect(stop)}
                  sx={{ cursor: 'pointer' }}
                  data-testid={`replay-stop-row-${stop.index}`}
                >
                  <TableCell>
                    {/* The row's keyboard way in: a real button, named by the stop's time. */}
                    <Link
                      component="button"
                      type="button"
                      underline="hover"
                      onClick={(event) => {
                        event.stopPropagation();
                        onSelect(stop);
                      }}
                      aria-label={t('stops.show', {
                        time: timeLabel(stop.startMs, timeZone, true),
                      })}
                      sx={{ fontVariantNumeric: 'tabular-nums' }}
                    >
                      {timeLabel(stop.startMs, timeZone, withDate)}
                    </Link>
                  </TableCell>
                  <TableCell>{durationText(t, stop.duration_s)}</TableCell>
                  <TableCell>
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
                    >
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          width: 10,
                          height: 10,
                          borderRadius: '50%',
                          bgcolor: stop.idle
                            ? TRUCK_STATUS_COLORS.idle
                            : TRUCK_STATUS_COLORS.stopped,
                        }}
                      />
                      {t(stop.idle ? 'stops.idle' : 'stops.stopped')}
                    </Box>
                  </TableCell>
                  <TableCell data-testid={`replay-stop-place-${stop.index}`}>
                    <PlaceText place={stop} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ReplaySection>
  );
}
