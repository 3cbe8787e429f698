import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, type TDevicePlayback, type TDeviceRecording } from '@fleet/contracts';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { HlsVideo } from '@/components/hls-video';
import { ClosablePanel } from './closable-panel';
import { errorText } from '@/i18n';
import { useMayCall } from '@/lib/grants';
import { displayTime } from '@/lib/company-time';
import {
  startDevicePlayback,
  stopDevicePlayback,
  useControlDevicePlayback,
  useDevicePlayback,
  useSaveDevicePlayback,
} from '../api';
import { clipDuration } from '../lib/media-range';
import { spanSeconds, timeAfter } from '../lib/device-recording';

interface Props {
  plate: string;
  recording: TDeviceRecording;
  timeZone: string;
  /** A clip was saved to the server: the clip list is to be asked again. */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * A recording played back from the dashcam: the server asks the device (0x9201) when this
 * opens and ends the playback when it closes; the stream plays as HLS with pause, resume
 * and seek sent to the device, and "save to server" keeps what was played as a clip.
 */
export function DevicePlaybackView({ plate, recording, timeZone, onSaved, onClose }: Props) {
  const { t } = useTranslation('media');
  const [opened, setOpened] = useState<TDevicePlayback | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let closed = false;
    let id: string | null = null;
    setOpened(null);
    setFailure(null);
    startDevicePlayback({
      truck_plate: plate,
      channel: recording.channel,
      start_time: recording.start_time,
      end_time: recording.end_time,
      stream_type: recording.stream_type,
      storage_type: recording.storage_type,
    }).then(
      (playback) => {
        id = playback.id;
        if (closed) void stopDevicePlayback(playback.id).catch(() => undefined);
        else setOpened(playback);
      },
      (error: unknown) => !closed && setFailure(error),
    );
    return () => {
      closed = true;
      // The device is told to stop; a playback already gone needs nothing more.
      if (id) void stopDevicePlayback(id).catch(() => undefined);
    };
  }, [plate, recording]);

  const title = t('device.viewing', {
    camera: recording.channel,
    from: recording.start_time,
    to: recording.end_time,
  });
  return (
    <ClosablePanel
      title={title}
      closeLabel={t('device.close')}
      onClose={onClose}
      testId="device-playback"
    >
      {failure !== null && (
        <Alert severity="error" data-testid="device-playback-error">
          {errorText(t, failure)}
        </Alert>
      )}
      {!opened && failure === null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography variant="body2">{t('device.states.connecting')}</Typography>
        </Stack>
      )}
      {opened && (
        <DevicePlayer
          playback={opened}
          recording={recording}
          timeZone={timeZone}
          onSaved={onSaved}
        />
      )}
    </ClosablePanel>
  );
}

function DevicePlayer({
  playback,
  recording,
  timeZone,
  onSaved,
}: {
  playback: TDevicePlayback;
  recording: TDeviceRecording;
  timeZone: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('media');
  const status = useDevicePlayback(playback.id);
  const control = useControlDevicePlayback(playback.id);
  const save = useSaveDevicePlayback(playback.id);
  // An inspector watches and keeps nothing: no save.
  const maySave = useMayCall(ENDPOINTS.saveDevicePlayback);
  const [result, setResult] = useState<TStatus | null>(null);
  const [seekS, setSeekS] = useState(0);
  const now = status.data ?? playback;
  const total = spanSeconds(recording.start_time, recording.end_time, timeZone);
  const streaming = now.state === 'playing' || now.state === 'ended';
  const failed = (error: unknown) => setResult({ text: errorText(t, error), severity: 'error' });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip
          size="small"
          color={streaming ? 'success' : now.state === 'connecting' ? 'default' : 'error'}
          label={t(`device.states.${now.state}`)}
          data-testid="device-playback-state"
          data-state={now.state}
        />
        {now.reason_code && (
          <Typography variant="body2">{t(`common:streamReasons.${now.reason_code}`)}</Typography>
        )}
      </Stack>
      {status.error && <Alert severity="error">{errorText(t, status.error)}</Alert>}
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
        {streaming && (
          <HlsVideo
            src={now.playlist_url}
            label={displayTime(now.start_time)}
            testId="device-playback-video"
          />
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          startIcon={now.paused ? <PlayArrowIcon /> : <PauseIcon />}
          disabled={now.state !== 'playing' || control.isPending}
          onClick={() =>
            control.mutate(
              { action: now.paused ? 'resume' : 'pause' },
              { onSuccess: () => void status.refetch(), onError: failed },
            )
          }
          data-testid="device-pause"
        >
          {now.paused ? t('device.resume') : t('device.pause')}
        </Button>
        <Slider
          value={seekS}
          min={0}
          max={Math.max(1, total)}
          onChange={(_event, value) => setSeekS(value)}
          valueLabelDisplay="auto"
          valueLabelFormat={clipDuration}
          aria-label={t('device.seekAria')}
          sx={{ flex: 1, minWidth: 160, mx: 1 }}
        />
        <Button
          disabled={now.state !== 'playing' || control.isPending}
          onClick={() => {
            const position = timeAfter(recording.start_time, seekS, timeZone);
            if (position) control.mutate({ action: 'seek', position }, { onError: failed });
          }}
          data-testid="device-seek"
        >
          {t('device.seek')} {clipDuration(seekS)}
        </Button>
        {maySave && (
          <Button
            variant="contained"
            startIcon={save.isPending ? <CircularProgress size={16} /> : <SaveAltIcon />}
            disabled={!streaming || save.isPending}
            onClick={() =>
              save.mutate(undefined, {
                onSuccess: () => {
                  setResult({ text: t('device.saved'), severity: 'success' });
                  onSaved();
                },
                onError: failed,
              })
            }
            data-testid="device-save"
          >
            {save.isPending ? t('device.saving') : t('device.save')}
          </Button>
        )}
      </Stack>
      <StatusSnackbar status={result} onClose={() => setResult(null)} testId="device-status" />
    </Stack>
  );
}
