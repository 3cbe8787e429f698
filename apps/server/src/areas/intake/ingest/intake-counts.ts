/**
 * Since this process started, what the intake met that was not quite right but did not
 * refuse, or refused by a setting (`/api/health` shows them; a diagnostic, per instance).
 */
const counts = {
  /** Reports whose driver id (card id, driverUniqueId) named no driver: kept as an id. */
  unknownDriverIds: 0,
  /** JT/T 808 frames whose check code was wrong: taken (their header read), or refused. */
  checkCodeTaken: 0,
  checkCodeRefused: 0,
};

export type IntakeCounts = typeof counts;

export const intakeCounts = (): IntakeCounts => ({ ...counts });

export function countUnknownDriverId(): void {
  counts.unknownDriverIds += 1;
}

export function countWrongCheckCode(taken: boolean): void {
  if (taken) counts.checkCodeTaken += 1;
  else counts.checkCodeRefused += 1;
}
