/** What the browser keeps between visits (spec 4 and 9): the access token, the username, the language. */
const KEYS = { token: 'access_token', username: 'username', language: 'language' } as const;

/** Usernames are unique without regard to case (the server compares them so). */
const hiddenColumnsKey = (username: string, tableId: string) =>
  `table-columns:${username.toLowerCase()}:${tableId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private mode, policies); the app then works for this tab only.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // See read(): nothing to keep when storage is blocked.
  }
}

export const storage = {
  token: () => read(KEYS.token),
  setToken: (token: string | null) => write(KEYS.token, token),
  username: () => read(KEYS.username),
  setUsername: (username: string | null) => write(KEYS.username, username),
  language: () => read(KEYS.language),
  setLanguage: (language: string) => write(KEYS.language, language),
  /** The columns a user hid in one table, kept per user and table (JSON list of keys). */
  hiddenColumns: (username: string, tableId: string) => read(hiddenColumnsKey(username, tableId)),
  setHiddenColumns: (username: string, tableId: string, keys: string) =>
    write(hiddenColumnsKey(username, tableId), keys),
  clearSession() {
    write(KEYS.token, null);
    write(KEYS.username, null);
  },
};
