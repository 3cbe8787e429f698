import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn's common-password list (some 50,000 of the most used, from breached lists) with its
// keyboard patterns; built on first use, which takes about a second.
let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/**
 * Whether a new password is one of the common passwords, whatever its case, spelled
 * backwards or with look-alike characters (`P@ssw0rd`), or guessed within a thousand tries
 * (zxcvbn's score 0: `aaaaaaaa`, `12345678`, `qwertyuiop`).
 */
export function isCommonPassword(password: string): boolean {
  const estimate = zxcvbn().check(password);
  if (estimate.score === 0) return true;
  const [only, ...rest] = estimate.sequence;
  return rest.length === 0 && only?.dictionaryName === 'passwords-common';
}
