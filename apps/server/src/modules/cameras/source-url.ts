/** A camera source URL split into what browsers may see and whether it had credentials. */
export function publicSourceUrl(url: string): { url: string; hasCredentials: boolean } {
  const parsed = new URL(url);
  const hasCredentials = parsed.username !== '' || parsed.password !== '';
  parsed.username = '';
  parsed.password = '';
  // Some cameras take the password as a query parameter instead.
  for (const name of [...parsed.searchParams.keys()]) {
    if (/^(user(name)?|pass(word)?|pwd|token|auth|key)$/i.test(name)) {
      parsed.searchParams.delete(name);
      return { url: parsed.toString(), hasCredentials: true };
    }
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
    if (
      /^(user(name)?|pass(word)?|pwd|token|auth|key)$/i.test(name) &&
      !target.searchParams.has(name)
    )
      target.searchParams.set(name, value);
  }
  return target.toString();
}
