import { describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS, RETENTION_FIELDS } from '@fleet/contracts';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import * as texts from '../i18n';
import { draftOf, parseDraft, serverErrors, valueHint } from './settings-form';

const vi = i18n.getFixedT('vi');
const en = i18n.getFixedT('en');

describe('the settings form', () => {
  it('gives back the settings it was filled with', () => {
    expect(parseDraft(vi, draftOf(DOMAIN_SETTINGS_DEFAULTS))).toEqual({
      settings: DOMAIN_SETTINGS_DEFAULTS,
    });
  });

  it('refuses retention below the legal floors and names each floor in Vietnamese', () => {
    const draft = {
      ...draftOf(DOMAIN_SETTINGS_DEFAULTS),
      journey_retention_months: '6',
      camera_media_retention_months: '1',
      delivery_photo_retention_months: '2',
      violation_retention_months: '24',
    };
    expect(parseDraft(vi, draft)).toEqual({
      errors: {
        journey_retention_months: 'Tối thiểu 12 tháng (mức pháp luật yêu cầu)',
        camera_media_retention_months: 'Tối thiểu 3 tháng (mức pháp luật yêu cầu)',
        delivery_photo_retention_months: 'Tối thiểu 3 tháng (mức pháp luật yêu cầu)',
        violation_retention_months: 'Tối thiểu 36 tháng (mức pháp luật yêu cầu)',
      },
    });
    expect(parseDraft(en, draft)).toMatchObject({
      errors: { journey_retention_months: 'At least 12 months (legal minimum)' },
    });
    const longer = { ...draftOf(DOMAIN_SETTINGS_DEFAULTS), journey_retention_months: '18' };
    expect(parseDraft(vi, longer)).toMatchObject({ settings: { journey_retention_months: 18 } });
  });

  it('puts band edge problems on their band input, and an empty input is required', () => {
    const draft = {
      ...draftOf(DOMAIN_SETTINGS_DEFAULTS),
      band_2: '500',
      offline_minutes: '',
      moving_speed_kmh: 'abc',
      continuous_warn_minutes: '1.5',
    };
    expect(parseDraft(vi, draft)).toEqual({
      errors: {
        band_2: 'Không được lớn hơn 200',
        offline_minutes: 'Bắt buộc nhập',
        moving_speed_kmh: 'Phải là số',
        continuous_warn_minutes: 'Phải là số nguyên',
      },
    });
  });

  it('words the rules across fields by their codes', () => {
    const draft = {
      ...draftOf(DOMAIN_SETTINGS_DEFAULTS),
      continuous_warn_minutes: '300',
      band_1: '30',
    };
    expect(parseDraft(vi, draft)).toEqual({
      errors: {
        continuous_warn_minutes: 'Không được vượt quá giới hạn',
        band_1: 'Các mốc phải tăng dần và lớn hơn mức vượt tốc cho phép',
      },
    });
  });

  it('words a refusal of the server by its code, never by its English message', () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'bad', [
      {
        field: 'violation_retention_months',
        code: 'legal_minimum',
        params: { min: 36 },
        message: 'must be at least 36 months (legal minimum)',
      },
      { field: 'overspeed_band_edges_kmh.2', code: 'max', params: { max: 200 }, message: 'x' },
      { field: 'offline_minutes', code: 'whole_number', params: {}, message: 'Too big' },
    ]);
    expect(serverErrors(vi, refused)).toEqual({
      violation_retention_months: 'Tối thiểu 36 tháng (mức pháp luật yêu cầu)',
      band_3: 'Không được lớn hơn 200',
      offline_minutes: 'Phải là số nguyên',
    });
    expect(serverErrors(vi, new Error('network'))).toEqual({});
  });

  it('labels every retention field in both languages', () => {
    for (const messages of [texts.vi, texts.en])
      for (const field of RETENTION_FIELDS)
        expect(messages.thresholds.retention.fields[field], field).toBeTruthy();
  });

  it('words each value as the reports will: minutes as hours, band edges as their bands', () => {
    const draft = {
      ...draftOf(DOMAIN_SETTINGS_DEFAULTS),
      continuous_limit_minutes: '270',
      band_1: '12',
    };
    expect(valueHint(draft, 'continuous_limit_minutes', 'vi')).toBe('4 giờ 30 phút');
    expect(valueHint(draft, 'continuous_warn_minutes', 'en')).toBe('3 h 55 min');
    expect(valueHint(draft, 'weekly_limit_minutes', 'vi')).toBe('48 giờ');
    expect(valueHint(draft, 'band_1', 'vi')).toBe('5–<12 km/h');
    expect(valueHint(draft, 'band_2', 'en')).toBe('12–<20 km/h');
    expect(valueHint(draft, 'band_3', 'en')).toBe('20–35 km/h · over 35 km/h');
    // Nothing for a value the form would refuse, nor for fields that are no threshold words.
    expect(valueHint({ ...draft, band_2: '11' }, 'band_1', 'vi')).toBeUndefined();
    expect(valueHint({ ...draft, daily_limit_minutes: '2.5' }, 'daily_limit_minutes', 'vi')).toBe(
      undefined,
    );
    expect(valueHint(draft, 'moving_speed_kmh', 'vi')).toBeUndefined();
  });
});
