import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@fleet/contracts';
import { storage } from '@/lib/storage';
import * as common from './common';
import * as validation from './validation';

export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'vi';

export const isLanguage = (value: unknown): value is TLanguage =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

type TFeatureMessages = { vi: ResourceLanguage[string]; en: ResourceLanguage[string] };

/**
 * Every `i18n.ts` of a feature or a shared piece is a namespace named after its folder
 * (`features/users` → `users`, `components/map` → `map`, `lib/live` → `live`).
 */
const featureModules = import.meta.glob<TFeatureMessages>(
  ['../features/*/i18n.ts', '../components/*/i18n.ts', '../lib/*/i18n.ts'],
  { eager: true },
);

function buildResources(): Resource {
  const resources: Resource = {
    vi: { common: common.vi, validation: validation.vi },
    en: { common: common.en, validation: validation.en },
  };
  for (const [path, messages] of Object.entries(featureModules)) {
    const namespace = /(?:features|components|lib)\/([^/]+)\/i18n\.ts$/.exec(path)?.[1];
    if (!namespace) continue;
    resources.vi![namespace] = messages.vi;
    resources.en![namespace] = messages.en;
  }
  return resources;
}

const resources = buildResources();
const stored = storage.language();

void i18n.use(initReactI18next).init({
  resources,
  lng: isLanguage(stored) ? stored : DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources.vi ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches the interface language and remembers it in this browser. */
export function setLanguage(language: TLanguage): void {
  storage.setLanguage(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** The language saved on the user's account wins when they sign in (spec: remembered per user). */
export function applyUserLanguage(language: string | null | undefined): void {
  if (isLanguage(language)) setLanguage(language);
}

export { errorText } from './error-text';
export { fieldErrorText } from './field-error-text';
export default i18n;
