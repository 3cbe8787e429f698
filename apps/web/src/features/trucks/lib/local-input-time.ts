/**
 * A `datetime-local` input's value (`YYYY-MM-DDTHH:mm`, seconds optional) as a wire time.
 * The wall time typed is taken as company time, which is what staff mean.
 */
export function wireOfLocalInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  return match ? `${match[1]} ${match[2]}${match[3] ?? ':00'}` : null;
}
