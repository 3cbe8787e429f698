import { useMemo } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatTime, type TVideo } from '@fleet/contracts';
import { recordedSpans } from '../lib/recorded-spans';

interface Props {
  videos: readonly TVideo[];
  day: string;
  timeZone: string;
  /** A span was chosen: the first clip that starts in it. */
  onPick: (video: TVideo) => void;
}

const HOURS = [0, 3, 6, 9, 12, 15, 18, 21, 24];

/** One day from 00:00 to 24:00 with the recorded spans drawn on it. */
export function DayTimeline({ videos, day, timeZone, onPick }: Props) {
  const { t } = useTranslation('media');
  const spans = useMemo(() => recordedSpans(videos, day, timeZone), [videos, day, timeZone]);
  const clock = (ms: number) => formatTime(new Date(ms), timeZone).slice(11, 16);
  const firstIn = (startMs: number, endMs: number) =>
    videos.find((video) => {
      const at = `${video.start_time}`;
      return (
        at >= formatTime(new Date(startMs), timeZone) && at <= formatTime(new Date(endMs), timeZone)
      );
    }) ?? videos[0];

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="day-timeline">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('playback.timeline', { day })}
      </Typography>
      <Box sx={{ position: 'relative', height: 28, bgcolor: 'action.hover', borderRadius: 1 }}>
        {spans.map((span) => {
          const label = t('playback.timelineSpan', {
            from: clock(span.startMs),
            to: clock(span.endMs),
          });
          return (
            <Box
              key={span.startMs}
              component="button"
              type="button"
              title={label}
              aria-label={label}
              data-testid="timeline-span"
              onClick={() => {
                const video = firstIn(span.startMs, span.endMs);
                if (video) onPick(video);
              }}
              sx={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                left: `${span.left * 100}%`,
                width: `max(3px, ${span.width * 100}%)`,
                bgcolor: 'success.main',
                border: 0,
                p: 0,
                cursor: 'pointer',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' },
              }}
            />
          );
        })}
      </Box>
      <Box sx={{ position: 'relative', height: 18 }}>
        {HOURS.map((hour) => (
          <Typography
            key={hour}
            variant="caption"
            sx={{
              position: 'absolute',
              left: `${(hour / 24) * 100}%`,
              transform:
                hour === 0 ? 'none' : hour === 24 ? 'translateX(-100%)' : 'translateX(-50%)',
              color: 'text.secondary',
            }}
          >
            {String(hour).padStart(2, '0')}:00
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
