import { useMemo, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { errorText } from '@/i18n';
import { useTruckList } from '@/api/trucks';
import { useAttachDevice } from '@/api/trucks/device-api';
import { attachCandidates, attachErrorKey, truckLabel } from '../lib/device-attach';

interface Props {
  deviceId: string;
  onClose: (doneMessage?: string) => void;
}

/** Picks the truck an unknown device belongs to. Mounted only while open. */
export function AttachDeviceDialog({ deviceId, onClose }: Props) {
  const { t } = useTranslation('trucks');
  const trucks = useTruckList();
  const attach = useAttachDevice();
  const [truck, setTruck] = useState<TTruck | null>(null);
  const [missing, setMissing] = useState(false);
  const options = useMemo(() => attachCandidates(trucks.data ?? []), [trucks.data]);
  const device = { device: deviceId };

  const submit = () => {
    if (!truck) {
      setMissing(true);
      return;
    }
    attach.mutate(
      { device_id: deviceId, truck_id: truck.id },
      {
        onSuccess: () => onClose(t('devices.attached', { ...device, plate: truck.plate_display })),
        onError: (error) => {
          // A deleted truck is no longer offered; make the person pick again.
          if (attachErrorKey(error) === 'devices.truckGone') setTruck(null);
        },
      },
    );
  };

  const failureKey = attachErrorKey(attach.error);
  const failure = attach.error ? (failureKey ? t(failureKey) : errorText(t, attach.error)) : null;
  const help = truck?.device_id
    ? t('devices.truckReplaces', { device: truck.device_id })
    : t('devices.truckHelp');

  return (
    <FormDialog
      id="device-attach"
      testId="device-attach-form"
      title={t('devices.attachTitle', device)}
      description={t('devices.attachHelp')}
      onSubmit={submit}
      onClose={() => onClose()}
      busy={attach.isPending}
      failure={failure ?? trucks.error}
      submitText={t('devices.submit')}
      submitTestId="device-attach-save"
    >
      <Autocomplete
        id="device-attach-truck"
        options={options}
        value={truck}
        onChange={(_event, next) => {
          setTruck(next);
          setMissing(false);
        }}
        autoHighlight
        loading={trucks.isLoading}
        loadingText={t('devices.trucksLoading')}
        noOptionsText={t('devices.trucksNone')}
        getOptionLabel={truckLabel}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderOption={({ key, ...props }, option) => (
          <Box
            component="li"
            key={key}
            {...props}
            data-testid={`device-attach-option-${option.id}`}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{truckLabel(option)}</Typography>
              {option.device_id && (
                <Typography variant="caption" color="text.secondary">
                  {t('devices.hasDevice', { device: option.device_id })}
                </Typography>
              )}
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            required
            autoFocus
            label={t('devices.truck')}
            error={missing}
            helperText={missing ? t('devices.truckRequired') : help}
            slotProps={{
              htmlInput: { ...params.inputProps, 'data-testid': 'device-attach-truck' },
            }}
          />
        )}
      />
    </FormDialog>
  );
}
