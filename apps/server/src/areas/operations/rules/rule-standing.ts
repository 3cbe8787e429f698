import type { TRuleStatus } from '@fleet/contracts';

/** A rule is "due soon" within this share of its interval, at most this many km before. */
const DUE_SOON_SHARE = 0.1;
const DUE_SOON_MAX_KM = 1_000;

export interface RuleStanding {
  due_km: number;
  km_left: number;
  status: TRuleStatus;
  /** The rule fires: odometer − odometer at last service ≥ interval (domain-vietnam.md). */
  due: boolean;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

export function ruleStanding(
  lastServiceKm: number,
  intervalKm: number,
  currentKm: number,
): RuleStanding {
  const dueKm = lastServiceKm + intervalKm;
  const kmLeft = dueKm - currentKm;
  const soon = Math.min(intervalKm * DUE_SOON_SHARE, DUE_SOON_MAX_KM);
  const due = currentKm - lastServiceKm >= intervalKm;
  return {
    due_km: round1(dueKm),
    km_left: round1(kmLeft),
    status: due ? 'overdue' : kmLeft <= soon ? 'due_soon' : 'ok',
    due,
  };
}
