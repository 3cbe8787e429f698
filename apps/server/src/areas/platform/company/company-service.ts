import { ZCompanyProfile, type TCompanyProfile, type TCompanyProfileInput } from '@fleet/contracts';
import type { SettingsStore } from '../settings/settings-store.js';

const KEY = 'company';
/** Another instance's edit shows within this. */
const CACHE_TTL_MS = 30_000;

/**
 * The company's identity (the 'company' setting): the standard reports' headers, the
 * authority feed's RegCompany and the TT 71/2024 data sets all read it from here. Until an
 * admin saves it, the name is COMPANY_NAME and the rest is empty.
 */
export function companyService(
  store: SettingsStore,
  defaultName: string,
  /** The profile was saved (the authority feed's RegCompany follows). */
  onChange: () => void = () => {},
) {
  let cached: { value: TCompanyProfile; until: number } | null = null;
  const empty = (): TCompanyProfile => ({
    name: defaultName,
    tax_code: null,
    business_licence_number: null,
    business_licence_issuer: null,
    address: null,
    phone: null,
  });

  async function profile(): Promise<TCompanyProfile> {
    if (cached && cached.until > Date.now()) return cached.value;
    const stored = ZCompanyProfile.safeParse(await store.read(KEY));
    const value = stored.success ? stored.data : empty();
    cached = { value, until: Date.now() + CACHE_TTL_MS };
    return value;
  }

  return {
    profile,
    async save(input: TCompanyProfileInput, username: string): Promise<TCompanyProfile> {
      const value = ZCompanyProfile.parse(input);
      await store.write(KEY, value, username);
      cached = null;
      onChange();
      return profile();
    },
  };
}

export type CompanyService = ReturnType<typeof companyService>;
