import { canonicalPlate } from '@fleet/contracts';

/** The plate as the authority writes it: upper case, together, ASCII letters and digits. */
export function feedPlate(plate: string): string | null {
  const canonical = canonicalPlate(plate);
  return canonical && /^\d{2}[A-Z]{1,2}\d{4,5}$/.test(canonical) ? canonical : null;
}
