import { describe, expect, it } from 'vitest';
import { DOMAIN_SETTINGS_DEFAULTS, RETENTION_FIELDS } from '@fleet/contracts';
import * as texts from '../i18n';
import { draftOf, parseDraft, serverErrors } from './settings-form';

describe('the settings form', () => {
  it('gives back the settings it was filled with', () => {
    expect(parseDraft(draftOf(DOMAIN_SETTINGS_DEFAULTS))).toEqual({
      settings: DOMAIN_SETTINGS_DEFAULTS,
    });
  });

  it('refuses retention below the legal floors and names each floor', () => {
    const draft = {
      ...draftOf(DOMAIN_SETTINGS_DEFAULTS),
      journey_retention_months: '6',
      camera_media_retention_months: '1',
      delivery_photo_retention_months: '2',
      violation_retention_months: '24',
    };
    expect(parseDraft(draft)).toEqual({
      errors: {
        journey_retention_months: { floor: 12 },
        camera_media_retention_months: { floor: 3 },
        delivery_photo_retention_months: { floor: 3 },
        violation_retention_months: { floor: 36 },
      },
    });
    const longer = { ...draftOf(DOMAIN_SETTINGS_DEFAULTS), journey_retention_months: '18' };
    expect(parseDraft(longer)).toMatchObject({ settings: { journey_retention_months: 18 } });
  });

  it('shows a refusal of the server on a retention field as its floor', () => {
    expect(
      serverErrors({
        violation_retention_months: 'must be at least 36 months (legal minimum)',
        offline_minutes: 'Too big',
      }),
    ).toEqual({
      violation_retention_months: { floor: 36 },
      offline_minutes: { message: 'Too big' },
    });
  });

  it('labels every retention field in both languages', () => {
    for (const messages of [texts.vi, texts.en])
      for (const field of RETENTION_FIELDS)
        expect(messages.thresholds.retention.fields[field], field).toBeTruthy();
  });
});
