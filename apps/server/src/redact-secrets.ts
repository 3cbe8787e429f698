/**
 * Query parameters that carry a credential in camera, NVR and stream URLs: `user=`/`password=`
 * of playback templates, Foscam-style `usr=`/`pwd=`, `loginuse=`/`loginpas=`, tokens and keys.
 */
const CREDENTIAL_PARAM =
  'user(?:name)?|usr|login\\w*|pass(?:word|wd)?|pwd|token|access_token|auth\\w*|api_?key|key|secret';

const CREDENTIAL_PARAM_NAME = new RegExp(`^(?:${CREDENTIAL_PARAM})$`, 'i');

/** What replaces a secret. */
export const REDACTED = '***';

/**
 * `scheme://userinfo@`: the userinfo runs to the last `@` before the host, so a password
 * holding an unencoded `@` goes whole. Quotes and backslashes end it, so a URL inside a JSON
 * log line never swallows the line's structure.
 */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#"'`<>\\]+@/gi;
const CREDENTIAL_QUERY = new RegExp(`([?&;](?:${CREDENTIAL_PARAM})=)[^&#;\\s"'\`<>\\\\]*`, 'gi');

/** Shorter known secrets are left to the URL rules: replacing "12" everywhere garbles text. */
const MIN_KNOWN_LENGTH = 4;

export const isCredentialParam = (name: string): boolean => CREDENTIAL_PARAM_NAME.test(name);

/**
 * The one redaction of camera and NVR credentials, for every text that may be logged, stored
 * or shown: the userinfo of any URL, credential-like query parameters, and the exact `known`
 * secrets (as written and percent-encoded) wherever they appear.
 */
export function redactSecrets(text: string, known: readonly (string | null | undefined)[] = []) {
  let out = text.replace(URL_USERINFO, `$1${REDACTED}@`).replace(CREDENTIAL_QUERY, `$1${REDACTED}`);
  for (const secret of known) {
    if (!secret || secret.length < MIN_KNOWN_LENGTH) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)]))
      out = out.split(form).join(REDACTED);
  }
  return out;
}

/** The secrets a URL carries (user name, password, credential parameters), decoded; else none. */
export function secretsOfUrl(text: string): string[] {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return [];
  }
  const secrets = [url.username, url.password].map(safeDecode);
  for (const [name, value] of url.searchParams) if (isCredentialParam(name)) secrets.push(value);
  return secrets.filter((secret) => secret.length > 0);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
