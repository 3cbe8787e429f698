import { describe, expect, it } from 'vitest';
import {
  RETENTION_DEFAULTS_MONTHS,
  RETENTION_FIELDS,
  RETENTION_FLOORS_MONTHS,
  retentionOf,
} from './retention.js';
import { DOMAIN_SETTINGS_DEFAULTS, ZDomainSettings } from './settings.js';
import { issueOf } from './validation-codes.js';

describe('retention months', () => {
  it('defaults sit at or above the legal floors', () => {
    for (const field of RETENTION_FIELDS)
      expect(RETENTION_DEFAULTS_MONTHS[field]).toBeGreaterThanOrEqual(
        RETENTION_FLOORS_MONTHS[field],
      );
    expect(ZDomainSettings.safeParse(DOMAIN_SETTINGS_DEFAULTS).success).toBe(true);
  });

  it('reads a value below a floor as the floor, and nonsense as the default', () => {
    expect(
      retentionOf({
        journey_retention_months: 1,
        camera_media_retention_months: -5,
        delivery_photo_retention_months: 'x',
        violation_retention_months: 48.2,
      }),
    ).toEqual({
      journey_retention_months: 12,
      camera_media_retention_months: 3,
      delivery_photo_retention_months: 24,
      violation_retention_months: 49,
    });
  });

  it('refuses a value below a floor with code legal_minimum, naming the field and the minimum', () => {
    const input = { ...DOMAIN_SETTINGS_DEFAULTS, violation_retention_months: 35 };
    const parsed = ZDomainSettings.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(issueOf(parsed.error!.issues[0]!, input)).toEqual({
      field: 'violation_retention_months',
      code: 'legal_minimum',
      params: { min: 36 },
      message: 'must be at least 36 months (legal minimum)',
    });
  });
});
