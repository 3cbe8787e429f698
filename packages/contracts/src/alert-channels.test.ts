import { describe, expect, it } from 'vitest';
import {
  normalizePhone,
  ZAlertPhone,
  ZSaveAlertChannelRequest,
  ZSaveSmsChannel,
} from './alert-channels.js';

describe('phone numbers for Zalo and SMS', () => {
  it('writes a Vietnamese mobile number written any usual way as 84…', () => {
    for (const text of [
      '0912345678',
      '0912 345 678',
      '0912.345.678',
      '+84 912 345 678',
      '84912345678',
      '(+84) 912-345-678',
    ])
      expect(normalizePhone(text)).toBe('84912345678');
    expect(normalizePhone('0387654321')).toBe('84387654321');
  });

  it('refuses landlines, short or long numbers, foreign numbers and letters', () => {
    for (const text of [
      '028 3822 1234',
      '091234567',
      '09123456789',
      '+1 415 555 0100',
      '0912abc678',
      '',
    ])
      expect(normalizePhone(text)).toBeNull();
  });

  it('keeps a user field as 84… and an empty one as none', () => {
    expect(ZAlertPhone.parse(' 0912 345 678 ')).toBe('84912345678');
    expect(ZAlertPhone.parse('')).toBeNull();
    const refused = ZAlertPhone.safeParse('12345');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('phone');
  });
});

describe('channel settings', () => {
  it('keeps a stored secret when none is typed, and defaults to the eSMS API', () => {
    const sms = ZSaveSmsChannel.parse({ enabled: true, api_key: '', secret_key: '' });
    expect(sms.api_key).toBeUndefined();
    expect(sms.url).toMatch(/^https:\/\/rest\.esms\.vn\//);
    expect(sms.per_minute).toBe(60);
  });

  it('refuses a rate of 0, a URL that is not http(s) and an unknown channel', () => {
    expect(ZSaveSmsChannel.safeParse({ enabled: true, per_minute: 0 }).success).toBe(false);
    expect(ZSaveSmsChannel.safeParse({ enabled: true, url: 'file:///etc/passwd' }).success).toBe(
      false,
    );
    expect(ZSaveAlertChannelRequest.safeParse({ channel: 'fax', settings: {} }).success).toBe(
      false,
    );
  });
});
