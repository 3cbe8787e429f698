import { useState } from 'react';
import { Button } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { useTranslation } from 'react-i18next';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { useRecordClip } from '../api';

interface Props {
  plate: string;
  camera: number;
  onRecorded: () => void;
}

/** Asks the server to record 30 s of the camera's live source; the list then shows it. */
export function RecordClipButton({ plate, camera, onRecorded }: Props) {
  const { t } = useTranslation('media');
  const record = useRecordClip();
  const [status, setStatus] = useState<TStatus | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<FiberManualRecordIcon />}
        disabled={record.isPending}
        onClick={() =>
          record.mutate(
            { truck_plate: plate, channel: camera, seconds: 30 },
            {
              onSuccess: () => {
                setStatus({ text: t('playback.recordDone', { camera }), severity: 'success' });
                onRecorded();
              },
              onError: (error) => setStatus({ text: errorText(t, error), severity: 'error' }),
            },
          )
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('playback.record')}
      </Button>
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="record-status" />
    </>
  );
}
