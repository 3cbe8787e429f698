import {
  durationLabel,
  measuredDurationLabel,
  displayDate,
  displayWireTime,
  PAPER_TYPE_NAMES,
  WARNING_TYPE_NAMES,
  type TLanguage,
} from '@fleet/contracts';

/** What a warning's mail says, gathered in the recipient's language before it is worded. */
export interface WarningMailFacts {
  id: number;
  type: string;
  /** The stored text (Vietnamese, as the system words it). */
  content: string;
  params: Params;
  plate: string | null;
  /** The driver's full name (the login when the user has none). */
  driver: string | null;
  /** Wire time; said as DD/MM/YYYY HH:mm:ss. */
  time: string;
  address: string | null;
  link: string;
}

type Words = (typeof WORDS)['vi'];
type Params = Record<string, string | number>;
type Sentence = (p: Params, facts: WarningMailFacts) => string;

/** A driving time and its limit, as every screen words a breach: "4 giờ 0 phút" / "4 giờ". */
const drove = (p: Params, language: TLanguage) => ({
  value: measuredDurationLabel(Number(p.value_min), language),
  limit: durationLabel(Number(p.limit_min), language),
});

/** Whose paper: the truck's plate, else the driver's name (a licence). */
const holder = (facts: WarningMailFacts, truck: string) =>
  facts.plate ? `${truck} ${facts.plate}` : (facts.driver ?? String(facts.params.owner ?? ''));

/** "Phí đường bộ số PD-7" / "Road fee PD-7": the paper's kind and its number when it has one. */
const paperName = (language: TLanguage, p: Params, numberWord: string) => {
  const kind =
    (PAPER_TYPE_NAMES[language] as Record<string, string>)[String(p.paper_type)] ??
    String(p.paper_type);
  return p.number ? `${kind} ${numberWord}${p.number}` : kind;
};

const WORDS = {
  vi: {
    tag: 'Cảnh báo',
    truck: 'Xe',
    driver: 'Lái xe',
    kind: 'Loại',
    time: 'Thời gian',
    address: 'Địa chỉ',
    open: 'Xem lại trên bản đồ',
    none: '—',
    kinds: WARNING_TYPE_NAMES.vi as Record<string, string>,
    texts: {
      overspeed: (p: Params) => `Quá tốc độ ${p.value} km/h (giới hạn ${p.limit} km/h)`,
      continuous_driving: (p: Params) => {
        const d = drove(p, 'vi');
        return `Lái xe liên tục ${d.value} (giới hạn ${d.limit})`;
      },
      daily_driving: (p: Params) => {
        const d = drove(p, 'vi');
        return `Lái xe ${d.value} trong ngày (giới hạn ${d.limit})`;
      },
      lost_signal: (p: Params) => `Mất tín hiệu từ ${p.since}`,
      paper_expiring: (p: Params, facts: WarningMailFacts) =>
        `${paperName('vi', p, 'số ')} của ${holder(facts, 'xe')} hết hạn ngày ${displayDate(String(p.expires_at))} (còn ${p.days_left} ngày)`,
      paper_expired: (p: Params, facts: WarningMailFacts) =>
        `${paperName('vi', p, 'số ')} của ${holder(facts, 'xe')} đã hết hạn ngày ${displayDate(String(p.expires_at))}`,
    } as Record<string, Sentence>,
  },
  en: {
    tag: 'Warning',
    truck: 'Truck',
    driver: 'Driver',
    kind: 'Kind',
    time: 'Time',
    address: 'Address',
    open: 'Replay on the map',
    none: '—',
    kinds: WARNING_TYPE_NAMES.en as Record<string, string>,
    texts: {
      overspeed: (p: Params) => `Overspeed ${p.value} km/h (limit ${p.limit} km/h)`,
      continuous_driving: (p: Params) => {
        const d = drove(p, 'en');
        return `Drove ${d.value} without a break (limit ${d.limit})`;
      },
      daily_driving: (p: Params) => {
        const d = drove(p, 'en');
        return `Drove ${d.value} today (limit ${d.limit})`;
      },
      lost_signal: (p: Params) => `No signal since ${p.since}`,
      paper_expiring: (p: Params, facts: WarningMailFacts) =>
        `${paperName('en', p, '')} of ${holder(facts, 'truck')} expires on ${displayDate(String(p.expires_at))} (${p.days_left} days left)`,
      paper_expired: (p: Params, facts: WarningMailFacts) =>
        `${paperName('en', p, '')} of ${holder(facts, 'truck')} expired on ${displayDate(String(p.expires_at))}`,
    } as Record<string, Sentence>,
  },
} satisfies Record<TLanguage, unknown>;

/** Params a kind's sentence needs: without them the sentence is not worded from them. */
const NEEDS: Record<string, string[]> = {
  overspeed: ['value', 'limit'],
  continuous_driving: ['value_min', 'limit_min'],
  daily_driving: ['value_min', 'limit_min'],
  lost_signal: ['since'],
  paper_expiring: ['paper_type', 'expires_at', 'days_left'],
  paper_expired: ['paper_type', 'expires_at'],
};

/**
 * The warning in words: worded from its params where the kind has a sentence; else the stored
 * (Vietnamese) text for Vietnamese readers and the kind's name for English ones.
 */
function sentence(words: Words, language: TLanguage, facts: WarningMailFacts): string {
  const text = words.texts[facts.type];
  const needs = NEEDS[facts.type] ?? [];
  if (text && needs.every((key) => facts.params[key] !== undefined))
    return text(facts.params, facts);
  return language === 'vi' ? facts.content : (words.kinds[facts.type] ?? words.tag);
}

/** A warning's mail in one language: subject and body say nothing in the other. */
export function warningMailText(language: TLanguage, facts: WarningMailFacts) {
  const words = WORDS[language];
  const kind = words.kinds[facts.type] ?? words.tag;
  const about = facts.plate ?? facts.driver;
  const time = displayWireTime(facts.time) || facts.time;
  return {
    subject: [`[${words.tag}] ${kind}`, about, time].filter(Boolean).join(' – '),
    text: [
      sentence(words, language, facts),
      '',
      `${words.truck}: ${facts.plate ?? words.none}`,
      `${words.driver}: ${facts.driver ?? words.none}`,
      `${words.kind}: ${kind}`,
      `${words.time}: ${time}`,
      `${words.address}: ${facts.address ?? words.none}`,
      '',
      `${words.open}: ${facts.link}`,
    ].join('\n'),
  };
}

/**
 * A warning's parts in one language, for channels that lay them out themselves (a Zalo
 * template's fields, a text message): its kind, its sentence and its time as DD/MM/YYYY HH:mm:ss.
 */
export function warningAlertWords(language: TLanguage, facts: WarningMailFacts) {
  const words = WORDS[language];
  return {
    kind: words.kinds[facts.type] ?? words.tag,
    sentence: sentence(words, language, facts),
    time: displayWireTime(facts.time) || facts.time,
    none: words.none,
  };
}

/** A warning's push notice in one language: a short title and the sentence with its place. */
export function warningPushText(language: TLanguage, facts: WarningMailFacts) {
  const words = WORDS[language];
  const kind = words.kinds[facts.type] ?? words.tag;
  return {
    title: [kind, facts.plate ?? facts.driver].filter(Boolean).join(' – '),
    body: [sentence(words, language, facts), facts.driver, facts.address]
      .filter(Boolean)
      .join(' · '),
  };
}
