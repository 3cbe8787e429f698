import {
  ZSaveWarehouseChannelRequest,
  type TSaveWarehouseChannelRequest,
  type TWarehouseChannelAdmin,
  type TWarehouseVendor,
} from '@fleet/contracts';
import { formFieldErrors, type TFieldErrors } from '@/i18n/field-error-text';

type TTranslate = Parameters<typeof formFieldErrors>[0];

/** What the channel form holds: text as typed; the password is empty unless a new one is typed. */
export interface TChannelFormValues {
  ip: string;
  channel: string;
  name: string;
  warehouse: string;
  vendor: TWarehouseVendor;
  port: string;
  username: string;
  password: string;
  playback_template: string;
}

export type TChannelFormField = keyof TChannelFormValues;

/** The form of a channel to edit, or of a new one (channel 1 on RTSP port 554). */
export function channelFormFrom(channel: TWarehouseChannelAdmin | null): TChannelFormValues {
  return {
    ip: channel?.ip ?? '',
    channel: String(channel?.channel ?? 1),
    name: channel?.name ?? '',
    warehouse: channel?.warehouse ?? '',
    vendor: channel?.vendor ?? 'hikvision',
    port: String(channel?.port ?? 554),
    username: channel?.username ?? '',
    password: '',
    playback_template: channel?.playback_template ?? '',
  };
}

/** Empty text is NaN so that the schema refuses it; `validateChannelForm` says "required". */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The save request; only a generic RTSP channel keeps its playback template. */
export function channelRequestOf(values: TChannelFormValues): TSaveWarehouseChannelRequest {
  return {
    ...values,
    channel: numberOf(values.channel),
    port: numberOf(values.port),
    playback_template: values.vendor === 'generic_rtsp' ? values.playback_template : null,
  };
}

const REQUIRED: TChannelFormField[] = ['ip', 'channel', 'port'];

/** Checks the form with the schema the server uses; field → text in the interface language. */
export function validateChannelForm(t: TTranslate, values: TChannelFormValues): TFieldErrors {
  const request = channelRequestOf(values);
  const parsed = ZSaveWarehouseChannelRequest.safeParse(request);
  const errors = parsed.success ? {} : formFieldErrors(t, parsed.error.issues, request);
  for (const field of REQUIRED) {
    if (values[field].trim() === '') errors[field] = t('validation:required');
  }
  return errors;
}
