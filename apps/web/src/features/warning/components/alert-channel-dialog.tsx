import { useState } from 'react';
import { Alert, Box, FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  displayWireTime,
  ZSaveSmsChannel,
  ZSaveZaloChannel,
  type TAlertChannelSettings,
  type TPhoneAlertChannel,
} from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { formGridSx, textFieldsOf } from '@/components/form-text-field';
import {
  fieldErrorText,
  formFieldErrors,
  serverIssues,
  type TFieldErrors,
} from '@/i18n/field-error-text';
import { useFormState } from '@/lib/use-form-state';
import { useSaveAlertChannel } from '../warning-mail-api';

interface Props {
  channel: TPhoneAlertChannel;
  settings: TAlertChannelSettings;
  onClose: () => void;
  onSaved: () => void;
}

type TTranslate = Parameters<typeof fieldErrorText>[0];

/** The server names a channel's fields `settings.<name>`; the form names them `<name>`. */
function ownFields(t: TTranslate, error: unknown): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of serverIssues(error)) {
    const name = issue.field.replace(/^settings\./, '').split('.')[0];
    if (name && !errors[name]) errors[name] = fieldErrorText(t, issue);
  }
  return errors;
}

function initialValues(
  channel: TPhoneAlertChannel,
  settings: TAlertChannelSettings,
): Record<string, string> {
  const { zalo, sms } = settings;
  return channel === 'zalo'
    ? {
        app_id: zalo.app_id,
        oa_id: zalo.oa_id,
        template_id: zalo.template_id,
        secret_key: '',
        refresh_token: '',
        per_minute: String(zalo.per_minute),
        api_url: zalo.api_url,
        oauth_url: zalo.oauth_url,
      }
    : {
        url: sms.url,
        api_key: '',
        secret_key: '',
        brandname: sms.brandname,
        sms_type: sms.sms_type,
        per_minute: String(sms.per_minute),
      };
}

/**
 * One phone channel's settings (admins): Zalo ZNS (app, OA, template, tokens) or the SMS
 * gateway (eSMS.vn API). A secret shows only as set; left empty, the stored one is kept.
 */
export function AlertChannelDialog({ channel, settings, onClose, onSaved }: Props) {
  const { t } = useTranslation('warning');
  const save = useSaveAlertChannel();
  const view = settings[channel];
  const [enabled, setEnabled] = useState(view.enabled);
  const { values, errors, setErrors, change, marked } = useFormState(() =>
    initialValues(channel, settings),
  );
  const form = `alert-channel-${channel}`;
  const field = textFieldsOf({
    form,
    values,
    errors,
    onChange: (name: string, value: string) => change(name, value),
  });
  const locked = view.from_environment;
  const secretHelp = (set: boolean) => (set ? t('channels.secretKept') : t('channels.secretNone'));
  /** A secret: typed anew or left empty to keep the stored one, never shown. */
  const secret = (name: string, label: string, help: string) =>
    field(name, label, {
      disabled: locked,
      type: 'password',
      autoComplete: 'new-password',
      help,
    });

  const submit = () => {
    const settingsOut = { ...values, enabled, per_minute: Number(values.per_minute) };
    const parsed = (channel === 'zalo' ? ZSaveZaloChannel : ZSaveSmsChannel).safeParse(settingsOut);
    if (!parsed.success) return setErrors(formFieldErrors(t, parsed.error.issues, settingsOut));
    save.mutate({ channel, settings: settingsOut } as Parameters<typeof save.mutate>[0], {
      onSuccess: onSaved,
      onError: (error) => setErrors(ownFields(t, error)),
    });
  };

  return (
    <FormDialog
      id={form}
      title={t(`channels.${channel}.title`)}
      description={t(`channels.${channel}.description`)}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      failure={serverIssues(save.error).length === 0 ? save.error : undefined}
      marked={marked}
      submitTestId={`${form}-submit`}
      submitDisabled={locked}
      testId={`${form}-dialog`}
    >
      {locked && <Alert severity="info">{t('channels.fromEnvironment')}</Alert>}
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
            disabled={locked}
            slotProps={{ input: { 'aria-label': t('channels.enabled') } }}
            data-testid={`${form}-enabled`}
          />
        }
        label={t('channels.enabled')}
      />
      {channel === 'zalo' ? (
        <Box sx={formGridSx}>
          {field('app_id', t('channels.zalo.appId'), { disabled: locked })}
          {field('oa_id', t('channels.zalo.oaId'), { disabled: locked })}
          {field('template_id', t('channels.zalo.templateId'), {
            disabled: locked,
            help: t('channels.zalo.templateHelp'),
          })}
          {field('per_minute', t('channels.perMinute'), { disabled: locked, type: 'number' })}
          {secret(
            'secret_key',
            t('channels.zalo.secretKey'),
            secretHelp(settings.zalo.secret_key_set),
          )}
          {secret(
            'refresh_token',
            t('channels.zalo.refreshToken'),
            settings.zalo.token_expires_at
              ? t('channels.zalo.tokenUntil', {
                  time: displayWireTime(settings.zalo.token_expires_at),
                })
              : secretHelp(settings.zalo.refresh_token_set),
          )}
          {field('api_url', t('channels.zalo.apiUrl'), { disabled: locked, wide: true })}
          {field('oauth_url', t('channels.zalo.oauthUrl'), { disabled: locked, wide: true })}
        </Box>
      ) : (
        <Box sx={formGridSx}>
          {field('url', t('channels.sms.url'), { disabled: locked, wide: true })}
          {secret('api_key', t('channels.sms.apiKey'), secretHelp(settings.sms.api_key_set))}
          {secret(
            'secret_key',
            t('channels.sms.secretKey'),
            secretHelp(settings.sms.secret_key_set),
          )}
          {field('brandname', t('channels.sms.brandname'), { disabled: locked })}
          {field('sms_type', t('channels.sms.smsType'), {
            disabled: locked,
            help: t('channels.sms.smsTypeHelp'),
          })}
          {field('per_minute', t('channels.perMinute'), { disabled: locked, type: 'number' })}
        </Box>
      )}
    </FormDialog>
  );
}
