/**
 * Vietnamese plates (domain-vietnam.md "Formats"): stored canonical, upper case without
 * `-`, `.` or spaces (`51D12345`), shown as `51D-123.45`. Letters I, J, O, Q, W are not used.
 */
const ACCEPTED = /^\d{2}(?:[A-HK-NPR-VX-Z]|Đ){1,2}-?(?:\d{3}\.?\d{2}|\d{4})$/u;

export function canonicalPlate(input: string): string | null {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  if (!ACCEPTED.test(compact)) return null;
  return compact.replace(/[-.]/g, '');
}

export function displayPlate(canonical: string): string {
  const m = /^(\d{2}(?:[A-Z]|Đ){1,2})(\d{4,5})$/u.exec(canonical);
  if (!m) return canonical;
  const [, series, digits] = m as unknown as [string, string, string];
  return digits.length === 5
    ? `${series}-${digits.slice(0, 3)}.${digits.slice(3)}`
    : `${series}-${digits}`;
}

/**
 * The params a notice or warning is worded from, with its `plate` in display form (texts
 * stored before plates were shown so carry the stored form).
 */
export function withDisplayPlate<T extends Record<string, string | number>>(params: T): T {
  return typeof params.plate === 'string' && params.plate !== ''
    ? { ...params, plate: displayPlate(params.plate) }
    : params;
}
