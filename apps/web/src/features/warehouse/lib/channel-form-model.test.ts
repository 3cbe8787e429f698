import { describe, expect, it } from 'vitest';
import type { TWarehouseChannelAdmin } from '@fleet/contracts';
import i18n from '@/i18n';
import { serverFieldErrors } from '@/i18n/field-error-text';
import { ApiError } from '@/lib/api';
import { channelFormFrom, channelRequestOf, validateChannelForm } from './channel-form-model';

const vi = i18n.getFixedT('vi');
const en = i18n.getFixedT('en');

const stored: TWarehouseChannelAdmin = {
  ip: '192.168.1.64',
  channel: 3,
  name: 'Cửa kho',
  warehouse: 'Kho A',
  vendor: 'dahua',
  port: 554,
  username: 'admin',
  has_password: true,
  playback_template: null,
};

describe('channel form model', () => {
  it('starts a new channel on channel 1, port 554, and sends numbers as numbers', () => {
    const values = { ...channelFormFrom(null), ip: '10.0.0.5' };
    expect(values).toMatchObject({ channel: '1', port: '554', vendor: 'hikvision', password: '' });
    expect(validateChannelForm(vi, values)).toEqual({});
    expect(channelRequestOf(values)).toMatchObject({
      ip: '10.0.0.5',
      channel: 1,
      port: 554,
      playback_template: null,
    });
  });

  it('edits a stored channel and keeps its password unless a new one is typed', () => {
    const values = channelFormFrom(stored);
    expect(validateChannelForm(vi, values)).toEqual({});
    expect(channelRequestOf(values)).toMatchObject({ channel: 3, vendor: 'dahua', password: '' });
  });

  it('names each wrong field in Vietnamese, by the contract schema', () => {
    const errors = validateChannelForm(vi, {
      ...channelFormFrom(null),
      ip: 'kho a/b',
      channel: '300',
      port: '',
    });
    expect(errors).toEqual({
      ip: 'Phải là địa chỉ IP hoặc tên máy',
      channel: 'Không được lớn hơn 256',
      port: 'Bắt buộc nhập',
    });
    const template = {
      ...channelFormFrom(stored),
      vendor: 'generic_rtsp' as const,
      playback_template: 'http://nvr/{start}',
    };
    expect(validateChannelForm(vi, template)).toEqual({
      playback_template: 'Kênh RTSP chung cần mẫu rtsp:// có {start} và {end}',
    });
    expect(validateChannelForm(en, { ...channelFormFrom(null), channel: '1.5' })).toEqual({
      ip: 'Required',
      channel: 'Must be a whole number',
    });
  });

  it('words a refused save by its codes, never the English message', () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'bad', [
      { field: 'ip', code: 'host', params: {}, message: 'must be an IP address or host name' },
    ]);
    expect(serverFieldErrors(vi, refused)).toEqual({ ip: 'Phải là địa chỉ IP hoặc tên máy' });
  });
});
