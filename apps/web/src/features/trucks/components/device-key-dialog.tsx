import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/i18n';
import { useRotateDeviceKey } from '@/api/trucks/device-api';
import { NewDeviceKeyDialog } from './new-device-key-dialog';

interface Props {
  /** A truck with a device id. */
  truck: TTruck & { device_id: string };
  onClose: () => void;
}

/**
 * "Device key": first a confirmation, because a new key stops the old one at once; then
 * the new key, shown this one time only. Mounted only while open, so the key is gone once
 * the dialog closes.
 */
export function DeviceKeyDialog({ truck, onClose }: Props) {
  const { t } = useTranslation('trucks');
  const rotate = useRotateDeviceKey();
  const [key, setKey] = useState<string | null>(null);
  const names = { device: truck.device_id, plate: truck.plate_display };

  if (key !== null) {
    return <NewDeviceKeyDialog deviceId={truck.device_id} deviceKey={key} onClose={onClose} />;
  }
  return (
    <ConfirmDialog
      open
      title={t('deviceKey.confirmTitle')}
      message={
        <Stack spacing={2}>
          <span>{t('deviceKey.confirmMessage', names)}</span>
          {rotate.error && (
            <Alert severity="error" role="alert">
              {errorText(t, rotate.error)}
            </Alert>
          )}
        </Stack>
      }
      confirmText={t('deviceKey.confirm')}
      onConfirm={() => rotate.mutate(truck.device_id, { onSuccess: (data) => setKey(data.key) })}
      onClose={onClose}
      busy={rotate.isPending}
    />
  );
}
