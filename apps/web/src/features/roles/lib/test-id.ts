/** `grant-page-management-image`: the key with every character outside [A-Za-z0-9_-] as '-'. */
export function grantTestId(type: string, key: string): string {
  return `grant-${type}-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
