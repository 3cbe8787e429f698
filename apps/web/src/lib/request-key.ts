/**
 * A key made once for one request that may be sent again (the driver app's marks): 128 random
 * bits as hex. `crypto.randomUUID` exists only on HTTPS pages; `getRandomValues` everywhere.
 */
export function requestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
