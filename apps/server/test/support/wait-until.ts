/**
 * Waits until `condition` holds, checking every `everyMs`; fails naming `what` after
 * `timeoutMs`. Answers the milliseconds it waited (for figures a test reports).
 */
export async function waitUntil(
  what: string,
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 30_000, everyMs = 100 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await condition()) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
