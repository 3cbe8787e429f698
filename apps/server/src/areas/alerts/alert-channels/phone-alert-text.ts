import type { TLanguage } from '@fleet/contracts';
import { warningAlertWords, type WarningMailFacts } from '../warnings/warning-mail-text.js';

/** Zalo caps a template parameter's length; longer values are cut rather than refused. */
const PARAM_MAX = 200;
const cut = (text: string) => (text.length > PARAM_MAX ? `${text.slice(0, PARAM_MAX - 1)}…` : text);

/**
 * A warning's fields for the ZNS template (its parameters, as the template approved at Zalo
 * names them: README "Zalo ZNS template"), in the recipient's language.
 */
export function znsTemplateData(language: TLanguage, facts: WarningMailFacts) {
  const words = warningAlertWords(language, facts);
  return {
    driver_name: cut(facts.driver ?? words.none),
    plate: cut(facts.plate ?? words.none),
    warning_kind: cut(words.kind),
    detail: cut(words.sentence),
    time: words.time,
    address: cut(facts.address ?? words.none),
    link: facts.link,
  };
}

/** A warning as one text message in the recipient's language. */
export function smsText(language: TLanguage, facts: WarningMailFacts): string {
  const words = warningAlertWords(language, facts);
  const head = [words.kind, facts.plate].filter(Boolean).join(' – ');
  return [`${head}: ${words.sentence}`, facts.driver, facts.address, words.time, facts.link]
    .filter(Boolean)
    .join('. ');
}
