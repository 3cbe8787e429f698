import { useState } from 'react';
import { Box, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WAREHOUSE_VENDORS, type TWarehouseChannelAdmin } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField, formGridSx } from '@/components/form-text-field';
import { fieldErrors } from '@/lib/api';
import { useSaveChannel } from '../api';

interface Props {
  channel: TWarehouseChannelAdmin | null;
  onClose: () => void;
  onSaved: (key: string) => void;
}

const FORM = 'warehouse-channel';

/** Adds or edits an NVR channel; the stored password is kept unless a new one is typed. */
export function ChannelFormDialog({ channel, onClose, onSaved }: Props) {
  const { t } = useTranslation('warehouse');
  const save = useSaveChannel();
  const [values, setValues] = useState({
    ip: channel?.ip ?? '',
    channel: String(channel?.channel ?? 1),
    name: channel?.name ?? '',
    warehouse: channel?.warehouse ?? '',
    vendor: channel?.vendor ?? 'hikvision',
    port: String(channel?.port ?? 554),
    username: channel?.username ?? '',
    password: '',
    playback_template: channel?.playback_template ?? '',
  });
  const errors = fieldErrors(save.error);
  const field = (name: keyof typeof values) => ({
    form: FORM,
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
  });

  const submit = () =>
    save.mutate(
      {
        ...values,
        channel: Number(values.channel),
        port: Number(values.port),
        playback_template: values.vendor === 'generic_rtsp' ? values.playback_template : null,
      },
      { onSuccess: () => onSaved(`${values.ip}:${values.channel}`) },
    );

  return (
    <FormDialog
      id={FORM}
      title={
        channel
          ? t('channels.formEdit', { key: `${channel.ip}:${channel.channel}` })
          : t('channels.formAdd')
      }
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      failure={Object.keys(errors).length === 0 ? save.error : undefined}
      marked={Object.keys(errors).length > 0}
      submitTestId="warehouse-channel-submit"
    >
      <Box sx={formGridSx}>
        <FormTextField {...field('ip')} label={t('channels.ip')} disabled={Boolean(channel)} />
        <FormTextField
          {...field('channel')}
          label={t('channels.channel')}
          type="number"
          disabled={Boolean(channel)}
        />
        <FormTextField {...field('name')} label={t('channels.name')} />
        <FormTextField {...field('warehouse')} label={t('channels.warehouse')} />
        <FormTextField {...field('vendor')} label={t('channels.vendor')} select>
          {WAREHOUSE_VENDORS.map((vendor) => (
            <MenuItem key={vendor} value={vendor}>
              {t(`channels.vendors.${vendor}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField {...field('port')} label={t('channels.port')} type="number" />
        <FormTextField {...field('username')} label={t('channels.username')} autoComplete="off" />
        <FormTextField
          {...field('password')}
          label={t('channels.password')}
          type="password"
          autoComplete="new-password"
          help={channel?.has_password ? t('channels.passwordKeep') : undefined}
        />
        {values.vendor === 'generic_rtsp' && (
          <FormTextField
            {...field('playback_template')}
            label={t('channels.template')}
            help={t('channels.templateHelp')}
            wide
          />
        )}
      </Box>
    </FormDialog>
  );
}
