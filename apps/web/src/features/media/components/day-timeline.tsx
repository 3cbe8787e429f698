import { useMemo } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatTime, type TDeviceRecording, type TVideo } from '@fleet/contracts';
import { recordedSpans, type TSpan } from '../lib/recorded-spans';

interface Props {
  videos: readonly TVideo[];
  day: string;
  timeZone: string;
  /** A span was chosen: the first clip that starts in it. */
  onPick: (video: TVideo) => void;
  /** A dashcam camera's recordings on its SD card, drawn on a row of their own. */
  deviceRecordings?: readonly TDeviceRecording[];
  onPickDevice?: (recording: TDeviceRecording) => void;
}

const HOURS = [0, 3, 6, 9, 12, 15, 18, 21, 24];

/** The first of `items` that starts within a span (else the first of all). */
function firstIn<T extends { start_time: string }>(
  items: readonly T[],
  span: TSpan,
  timeZone: string,
): T | undefined {
  const from = formatTime(new Date(span.startMs), timeZone);
  const to = formatTime(new Date(span.endMs), timeZone);
  return items.find((item) => item.start_time >= from && item.start_time <= to) ?? items[0];
}

/**
 * One day from 00:00 to 24:00 with the recorded spans drawn on it: the server's clips, and
 * for a dashcam camera a second row of what its SD card holds.
 */
export function DayTimeline({
  videos,
  day,
  timeZone,
  onPick,
  deviceRecordings,
  onPickDevice,
}: Props) {
  const { t } = useTranslation('media');
  const withDevice = deviceRecordings !== undefined && onPickDevice !== undefined;

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="day-timeline">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('playback.timeline', { day })}
      </Typography>
      {withDevice && <RowLabel text={t('device.timelineServer')} />}
      <SpanRow
        items={videos}
        day={day}
        timeZone={timeZone}
        color="success.main"
        spanLabel="playback.timelineSpan"
        testId="timeline-span"
        onPick={onPick}
      />
      {withDevice && (
        <>
          <RowLabel text={t('device.timeline')} />
          <SpanRow
            items={deviceRecordings}
            day={day}
            timeZone={timeZone}
            color="secondary.main"
            spanLabel="device.timelineSpan"
            testId="timeline-device-span"
            onPick={onPickDevice}
          />
        </>
      )}
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

function RowLabel({ text }: { text: string }) {
  return (
    <Typography variant="caption" component="div" sx={{ color: 'text.secondary', mt: 0.5 }}>
      {text}
    </Typography>
  );
}

function SpanRow<T extends { start_time: string; end_time: string }>(props: {
  items: readonly T[];
  day: string;
  timeZone: string;
  color: string;
  spanLabel: 'playback.timelineSpan' | 'device.timelineSpan';
  testId: string;
  onPick: (item: T) => void;
}) {
  const { t } = useTranslation('media');
  const { items, day, timeZone, onPick } = props;
  const spans = useMemo(() => recordedSpans(items, day, timeZone), [items, day, timeZone]);
  const clock = (ms: number) => formatTime(new Date(ms), timeZone).slice(11, 16);
  return (
    <Box sx={{ position: 'relative', height: 28, bgcolor: 'action.hover', borderRadius: 1 }}>
      {spans.map((span) => {
        const label = t(props.spanLabel, { from: clock(span.startMs), to: clock(span.endMs) });
        return (
          <Box
            key={span.startMs}
            component="button"
            type="button"
            title={label}
            aria-label={label}
            data-testid={props.testId}
            onClick={() => {
              const item = firstIn(items, span, timeZone);
              if (item) onPick(item);
            }}
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${span.left * 100}%`,
              width: `max(3px, ${span.width * 100}%)`,
              bgcolor: props.color,
              border: 0,
              p: 0,
              cursor: 'pointer',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' },
            }}
          />
        );
      })}
    </Box>
  );
}
