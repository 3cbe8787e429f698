import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import * as common from './common';
import { errorText } from './error-text';

describe('error texts', () => {
  it("shows a 429 of sign-in or change-password in the reader's language", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { vi: { common: common.vi }, en: { common: common.en } },
      lng: 'vi',
      ns: ['common', 'auth', 'account'],
      defaultNS: 'common',
    });
    const refused = new ApiError(429, 'RATE_LIMITED', 'Too many attempts; try again in 15 minutes');
    // The forms translate with their own namespace and name the common one.
    for (const namespace of ['auth', 'account']) {
      expect(errorText(i18n.getFixedT('vi', namespace), refused)).toBe(
        common.vi.errors.RATE_LIMITED,
      );
      expect(errorText(i18n.getFixedT('en', namespace), refused)).toBe(
        common.en.errors.RATE_LIMITED,
      );
    }
  });

  it("names the account rule that refused a change, in the reader's language", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { vi: { common: common.vi }, en: { common: common.en } },
      lng: 'vi',
      ns: ['common', 'users'],
      defaultNS: 'common',
    });
    const refused = new ApiError(403, 'FORBIDDEN', 'Only an admin…', { reason: 'admin_only' });
    expect(errorText(i18n.getFixedT('vi', 'users'), refused)).toBe(
      common.vi.accountRules.admin_only,
    );
    expect(errorText(i18n.getFixedT('en', 'users'), refused)).toBe(
      common.en.accountRules.admin_only,
    );
    const plain = new ApiError(403, 'FORBIDDEN', 'You do not have permission');
    expect(errorText(i18n.getFixedT('en', 'users'), plain)).toBe(common.en.errors.FORBIDDEN);
  });
});
