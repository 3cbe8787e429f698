import { useState } from 'react';
import { Alert, Box, FormControlLabel, MenuItem, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  FEED_CODECS,
  ZSaveAuthorityFeedSettingsRequest,
  type TAuthorityFeedSettings,
  type TFeedCodec,
} from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField, formGridSx } from '@/components/form-text-field';
import { formFieldErrors, serverFieldErrors, serverIssues } from '@/i18n/field-error-text';
import { useFormState } from '@/lib/use-form-state';
import { useSaveFeedSettings } from '../api';

interface Props {
  settings: TAuthorityFeedSettings;
  onClose: () => void;
  onSaved: () => void;
}

const FORM = 'authority-feed';

/** The broker, exchange and identity of the feed; a stored password is kept unless retyped. */
export function FeedSettingsDialog({ settings, onClose, onSaved }: Props) {
  const { t } = useTranslation('authority-feed');
  const save = useSaveFeedSettings();
  const [enabled, setEnabled] = useState(settings.enabled);
  const { values, errors, setErrors, change, marked } = useFormState(() => ({
    url: '',
    exchange: settings.exchange,
    routing_key: settings.routing_key,
    provider_id: settings.provider_id,
    codec: settings.codec,
  }));
  const field = (name: Exclude<keyof typeof values, 'codec'>) => ({
    form: FORM,
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => change(name, value),
    disabled: settings.from_environment,
  });

  const submit = () => {
    const request = { ...values, enabled };
    const parsed = ZSaveAuthorityFeedSettingsRequest.safeParse(request);
    if (!parsed.success) return setErrors(formFieldErrors(t, parsed.error.issues, request));
    save.mutate(request, {
      onSuccess: onSaved,
      onError: (error) => setErrors(serverFieldErrors(t, error)),
    });
  };

  return (
    <FormDialog
      id={FORM}
      title={t('settings.title')}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      failure={serverIssues(save.error).length === 0 ? save.error : undefined}
      marked={marked}
      submitTestId="authority-feed-submit"
      submitDisabled={settings.from_environment}
    >
      {settings.from_environment && <Alert severity="info">{t('settings.fromEnvironment')}</Alert>}
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
            disabled={settings.from_environment}
            slotProps={{ input: { 'aria-label': t('settings.enabled') } }}
            data-testid="authority-feed-enabled"
          />
        }
        label={t('settings.enabled')}
      />
      <Box sx={formGridSx}>
        <FormTextField
          {...field('url')}
          label={t('settings.url')}
          autoComplete="off"
          wide
          help={
            settings.url
              ? `${t('settings.urlHelp')} — ${t('settings.urlSaved', { url: settings.url })}`
              : t('settings.urlHelp')
          }
        />
        <FormTextField {...field('exchange')} label={t('settings.exchange')} />
        <FormTextField {...field('routing_key')} label={t('settings.routingKey')} />
        <FormTextField {...field('provider_id')} label={t('settings.providerId')} />
        <FormTextField
          form={FORM}
          name="codec"
          label={t('settings.codec')}
          value={values.codec}
          onValueChange={(value) => change('codec', value as TFeedCodec)}
          disabled={settings.from_environment}
          select
        >
          {FEED_CODECS.map((codec) => (
            <MenuItem key={codec} value={codec}>
              {t(`settings.codecs.${codec}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
    </FormDialog>
  );
}
