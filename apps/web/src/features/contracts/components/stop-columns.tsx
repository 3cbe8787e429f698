import { Button, Link, Stack, Typography } from '@mui/material';
import PlayIcon from '@mui/icons-material/PlayCircleOutline';
import type { TTripStop, TVideo } from '@fleet/contracts';
import type { TDataTableColumn } from '@/components/data-table';
import { placeExport } from '@/components/place-format';
import { PlaceText } from '@/components/place-text';
import { durationColumn } from '@/components/table-columns';
import { displayClock, displayTime } from '@/lib/company-time';
import { MomentLinks } from '@/components/moment-links';
import { durationText } from '../lib/trip-format';
import type { TTranslate } from '../lib/translate';

/**
 * A stop row with its number in the day (the table pages, the number stays); the last row
 * is the total (QCVN 31 B.4 ends the stop list with one), so the export carries it too.
 */
export type TStopRow = TTripStop & { index: number; total?: boolean };

/** The stop's address; a server without one names the map point it lies in, else `lat, lon`. */
const worded = (s: TStopRow) => (s.address ? s : { ...s, address: s.place });

interface Options {
  t: TTranslate;
  /** The truck of the report, for the links to its replay and video history. */
  plate: string | null;
  onShow: (index: number) => void;
  onPlay: (video: TVideo) => void;
}

export function stopColumns({ t, plate, onShow, onPlay }: Options): TDataTableColumn<TStopRow>[] {
  return [
    {
      key: 'index',
      header: t('stops.index'),
      width: 56,
      exportValue: (s) => (s.total ? t('sum.row') : s.index + 1),
      render: (s) => (s.total ? <strong>{t('sum.row')}</strong> : s.index + 1),
    },
    {
      key: 'place',
      header: t('stops.place'),
      render: (s) =>
        s.total ? (
          <strong>{s.place}</strong>
        ) : (
          <Link
            component="button"
            type="button"
            onClick={() => onShow(s.index)}
            aria-label={`${t('stops.showOnMap')}: ${worded(s).address}`}
            sx={{ textAlign: 'left' }}
          >
            <PlaceText place={worded(s)} />
          </Link>
        ),
      exportValue: (s) => (s.total ? s.place : placeExport(worded(s))),
    },
    {
      key: 'start_time',
      header: t('stops.start'),
      render: (s) =>
        s.total ? null : (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <span>{displayTime(s.start_time)}</span>
            <MomentLinks
              plate={plate}
              time={s.start_time}
              hasClip={s.videos.length > 0}
              testId={`stop-${s.index}`}
            />
          </Stack>
        ),
      exportValue: (s) => s.start_time,
    },
    { key: 'end_time', header: t('stops.end') },
    durationColumn(
      'duration_s',
      t('stops.duration'),
      (s) => s.duration_s,
      (s) => durationText(t, s),
    ),
    durationColumn(
      'idle_s',
      t('stops.idle'),
      (s) => s.idle_s,
      (s) => durationText(t, s),
    ),
    {
      key: 'videos',
      header: t('stops.video'),
      exportValue: (s) =>
        s.total
          ? null
          : s.videos.length
            ? s.videos.map((v) => `cam ${v.cam_number} ${displayTime(v.start_time)}`).join('; ')
            : t('stops.noVideo'),
      render: (s) =>
        s.total ? null : s.videos.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('stops.noVideo')}
          </Typography>
        ) : (
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {s.videos.map((video) => (
              <Button
                key={video.id}
                size="small"
                startIcon={<PlayIcon />}
                onClick={() => onPlay(video)}
                aria-label={t('stops.openVideo', { cam: video.cam_number })}
                data-testid="trip-stop-video"
              >
                {displayClock(video.start_time).slice(0, 5)}
              </Button>
            ))}
          </Stack>
        ),
    },
  ];
}
