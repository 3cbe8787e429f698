import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { displayTime } from '@/lib/company-time';
import { useTranslation } from 'react-i18next';
import type { TVideo } from '@fleet/contracts';

interface Props {
  video: TVideo | null;
  onClose: () => void;
}

/** Plays a recorded clip from its signed link (a `<video>` cannot send the token header). */
export function VideoDialog({ video, onClose }: Props) {
  const { t } = useTranslation('contracts');
  return (
    <Dialog
      open={Boolean(video)}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="trip-video-title"
    >
      {video && (
        <>
          <DialogTitle id="trip-video-title">
            {t('video.title', { cam: video.cam_number, time: displayTime(video.start_time) })}
          </DialogTitle>
          <DialogContent>
            <video
              src={video.url}
              controls
              autoPlay
              style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
              data-testid="trip-video"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('video.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
