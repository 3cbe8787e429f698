import { Box, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WAREHOUSE_VENDORS, type TWarehouseChannelAdmin } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField, formGridSx } from '@/components/form-text-field';
import { serverFieldErrors, serverIssues } from '@/i18n/field-error-text';
import { useFormState } from '@/lib/use-form-state';
import { useSaveChannel } from '../api';
import {
  channelFormFrom,
  channelRequestOf,
  validateChannelForm,
  type TChannelFormField,
} from '../lib/channel-form-model';

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
  const { values, errors, setErrors, change, marked } = useFormState(() =>
    channelFormFrom(channel),
  );
  const field = (name: TChannelFormField) => ({
    form: FORM,
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => change(name, value),
  });

  const submit = () => {
    const found = validateChannelForm(t, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(channelRequestOf(values), {
      onSuccess: () => onSaved(`${values.ip}:${values.channel}`),
      // Worded by each problem's code in the interface language, never the English message.
      onError: (error) => setErrors(serverFieldErrors(t, error)),
    });
  };

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
      failure={serverIssues(save.error).length === 0 ? save.error : undefined}
      marked={marked}
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
