import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DENIAL_MESSAGES, DEVICE_ALARMS, ERROR_CODES } from '@fleet/contracts';
import { createInstance } from 'i18next';
import * as common from './common';
import * as validation from './validation';
import i18n from './index';

/**
 * Checks the message catalogues without a DOM: vi and en have the same keys and
 * placeholders, no text is empty, every literal key the source uses exists, and English
 * messages that count things have their one and other forms.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Folders whose sub-folders may hold an `i18n.ts` namespace (i18n/index.ts reads the same). */
const NAMESPACE_ROOTS = ['features', 'components', 'lib'].map((dir) => path.join(SRC, dir));

type TMessages = Record<string, unknown>;
type TCatalogue = { vi: TMessages; en: TMessages };

function flatten(messages: TMessages, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as TMessages, full)) flat.set(k, v);
    } else {
      flat.set(full, value);
    }
  }
  return flat;
}

async function loadCatalogues(): Promise<Map<string, TCatalogue>> {
  const catalogues = new Map<string, TCatalogue>([
    ['common', common],
    ['validation', validation],
  ]);
  for (const dir of NAMESPACE_ROOTS)
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name, 'i18n.ts');
      if (!fs.existsSync(file)) continue;
      catalogues.set(name, (await import(/* @vite-ignore */ file)) as TCatalogue);
    }
  return catalogues;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Literal keys used in one file, each with the namespaces it may belong to: those of the
 * file's useTranslation calls; in a helper that is handed `t`, its feature's and common.
 */
function usedKeys(file: string): { key: string; namespaces: string[] }[] {
  const source = fs.readFileSync(file, 'utf8');
  const declared = [...source.matchAll(/useTranslation\(\s*\[?\s*['"]([\w-]+)['"]/g)].map(
    (m) => m[1]!,
  );
  const feature = /^features[\\/]([^\\/]+)[\\/]/.exec(path.relative(SRC, file))?.[1];
  const fallback = feature ? [feature, 'common'] : ['common'];
  const namespaces = declared.length > 0 ? declared : fallback;
  const literals = [
    ...source.matchAll(/\bt\(\s*(['"])((?:(?!\1)[^\\\n])+)\1/g),
    ...source.matchAll(/i18nKey=\{?\s*(['"])((?:(?!\1)[^\\\n])+)\1/g),
  ].map((m) => m[2]!);
  return literals.map((literal) => {
    const colon = literal.indexOf(':');
    if (colon > 0 && /^[\w-]+$/.test(literal.slice(0, colon))) {
      return { key: literal.slice(colon + 1), namespaces: [literal.slice(0, colon)] };
    }
    return { key: literal, namespaces };
  });
}

const catalogues = await loadCatalogues();
const flat = new Map(
  [...catalogues].map(([ns, c]) => [ns, { vi: flatten(c.vi), en: flatten(c.en) }] as const),
);

describe('message catalogues', () => {
  it.each([...flat.keys()])('namespace %s has the same keys in vi and en', (ns) => {
    const { vi, en } = flat.get(ns)!;
    expect([...en.keys()].sort()).toEqual([...vi.keys()].sort());
  });

  it.each([...flat.keys()])('namespace %s has no empty texts', (ns) => {
    for (const lang of ['vi', 'en'] as const) {
      const empty = [...flat.get(ns)![lang]]
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => `${lang}:${k}`);
      expect(empty).toEqual([]);
    }
  });

  it.each([...flat.keys()])('namespace %s uses the same placeholders in vi and en', (ns) => {
    const { vi, en } = flat.get(ns)!;
    for (const [key, text] of vi) {
      expect(placeholders(en.get(key)), `${ns}:${key}`).toEqual(placeholders(text));
    }
  });

  it('has a text for every error code', () => {
    const { vi } = flat.get('common')!;
    expect(ERROR_CODES.filter((code) => !vi.has(`errors.${code}`))).toEqual([]);
  });

  it('has a word for every device alarm a warning can name', () => {
    const { vi } = flat.get('warning')!;
    expect(DEVICE_ALARMS.filter((alarm) => !vi.has(`alarms.${alarm}`))).toEqual([]);
  });

  it('has a text for every account rule a refusal can name', () => {
    const { vi } = flat.get('common')!;
    const reasons = Object.keys(ACCOUNT_DENIAL_MESSAGES);
    expect(reasons.filter((reason) => !vi.has(`accountRules.${reason}`))).toEqual([]);
  });

  it('keeps the strings the spec words the same in both languages', () => {
    const { vi, en } = flat.get('common')!;
    const fixed = {
      'noticeBell.title': 'Notifications',
      'noticeBell.empty': "There's nothing here...",
      'noticeBell.viewAll': 'Xem toàn bộ',
      'alerts.redownloadSuccess': 'Redownload request sent successfully',
      'alerts.redownloadError': 'Error occurred while requesting redownload',
    };
    for (const [key, text] of Object.entries(fixed)) {
      expect(vi.get(key)).toBe(text);
      expect(en.get(key)).toBe(text);
    }
  });
});

describe('keys used in the source', () => {
  const files = sourceFiles(SRC);

  it('finds source files to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it('exist in the namespace they are read from', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const { key, namespaces } of usedKeys(file)) {
        const found = namespaces.some((ns) => {
          const keys = flat.get(ns)?.vi;
          return keys?.has(key) || keys?.has(`${key}_one`) || keys?.has(`${key}_other`);
        });
        if (!found) {
          missing.push(`${path.relative(SRC, file)}: ${namespaces.join('|')}:${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

/**
 * English messages that show `{{count}}` without counting a noun that changes with it: labels
 * like "Delete (3)" or "Total: 3", "3 of 10 selected", unit abbreviations ("3 min"), and
 * texts whose noun belongs to another number ("3 / 200 characters").
 */
const NOT_COUNTING = new Set([
  'common:table.range',
  'common:noticeBell.button',
  'common:avatarStack.more',
  'contracts:report.minutes',
  'contracts:report.minutesSetting',
  'excel-report:trip.delayMinutes',
  'location:driverText.help',
  'roles:grants.selected',
  'route-replay:summary.stopCountIdle',
]);

/** "Label (3)" and "Label: 3" read the same for any count. */
const countAsLabel = (text: string) => /\(\{\{count\}\}\)|: \{\{count\}\}\.?$/.test(text);

describe('plural forms', () => {
  it('every English message that counts things has its one and other forms', () => {
    const lacking: string[] = [];
    for (const [ns, { en }] of flat) {
      for (const [key, text] of en) {
        if (!String(text).includes('{{count}}') || /_(one|other)$/.test(key)) continue;
        if (countAsLabel(String(text)) || NOT_COUNTING.has(`${ns}:${key}`)) continue;
        lacking.push(`${ns}:${key}`);
      }
    }
    expect(lacking).toEqual([]);
  });

  it('pairs every one form with an other form', () => {
    const unpaired = [...flat].flatMap(([ns, { en }]) =>
      [...en.keys()]
        .filter((key) => key.endsWith('_one') && !en.has(key.replace(/_one$/, '_other')))
        .map((key) => `${ns}:${key}`),
    );
    expect(unpaired).toEqual([]);
  });
});

describe('plural forms through the app instance', () => {
  const render = (language: 'vi' | 'en', key: string, options: Record<string, unknown>) =>
    i18n.getFixedT(language)(key, options);

  it.each([
    ['live-camera:trucks.cameras', {}, ['1 camera', '2 cameras'], ['1 camera', '2 camera']],
    ['overview:fleet.total', {}, ['1 truck', '2 trucks'], ['1 xe', '2 xe']],
    [
      'contracts:delete.done',
      {},
      ['1 contract deleted.', '2 contracts deleted.'],
      ['Đã xóa 1 hợp đồng.', 'Đã xóa 2 hợp đồng.'],
    ],
    [
      'trucks:delete.message',
      { plates: '60C-451.28' },
      [
        'Delete the 1 selected truck: 60C-451.28? Its journey history is kept.',
        'Delete the 2 selected trucks: 60C-451.28? Their journey history is kept.',
      ],
      [
        'Xoá 1 xe đã chọn: 60C-451.28? Lịch sử hành trình của xe vẫn được giữ lại.',
        'Xoá 2 xe đã chọn: 60C-451.28? Lịch sử hành trình của xe vẫn được giữ lại.',
      ],
    ],
  ] as const)('%s at 1 and 2', (key, options, en, vi) => {
    expect([1, 2].map((count) => render('en', key, { ...options, count }))).toEqual(en);
    expect([1, 2].map((count) => render('vi', key, { ...options, count }))).toEqual(vi);
  });

  it('reads only the other form in Vietnamese, so its one form just keeps the keys alike', async () => {
    expect(new Intl.PluralRules('vi').resolvedOptions().pluralCategories).toEqual(['other']);
    expect(new Intl.PluralRules('en').resolvedOptions().pluralCategories).toEqual(['one', 'other']);
    const probe = createInstance();
    await probe.init({
      lng: 'vi',
      resources: { vi: { translation: { marked_one: 'one', marked_other: 'other', plain: 'x' } } },
    });
    expect(probe.t('marked', { count: 1 })).toBe('other');
    // A plain key would do too; the one form stays because vi and en share one key set.
    expect(probe.t('plain', { count: 1 })).toBe('x');
  });
});
