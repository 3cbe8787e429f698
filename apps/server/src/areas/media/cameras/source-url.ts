import { isCredentialParam } from '../../../redact-secrets.js';

/** A camera source URL split into what browsers may see and whether it had credentials. */
export function publicSourceUrl(url: string): { url: string; hasCredentials: boolean } {
  const parsed = new URL(url);
  let hasCredentials = parsed.username !== '' || parsed.password !== '';
  parsed.username = '';
  parsed.password = '';
  // Some cameras take the user and password as query parameters instead: all of them go.
  for (const name of [...new Set(parsed.searchParams.keys())]) {
    if (!isCredentialParam(name)) continue;
    parsed.searchParams.delete(name);
    hasCredentials = true;
  }
  return { url: parsed.toString(), hasCredentials };
}

/** Puts the stored credentials of `stored` onto `url` (which came from a browser without them). */
export function withCredentialsOf(url: string, stored: string): string {
  const target = new URL(url);
  const source = new URL(stored);
  target.username = source.username;
  target.password = source.password;
  for (const [name, value] of source.searchParams) {
    if (isCredentialParam(name) && !target.searchParams.has(name))
      target.searchParams.set(name, value);
  }
  return target.toString();
}
