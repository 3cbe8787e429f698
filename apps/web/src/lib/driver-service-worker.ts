/** The driver app's service worker (public/driver-sw.js): it controls /driver only. */
export const DRIVER_SW_URL = '/driver-sw.js';
export const DRIVER_SCOPE = '/driver';
export const DRIVER_MANIFEST_URL = '/driver.webmanifest';

/**
 * Whether this document was loaded under /driver. Only such documents are controlled by the
 * worker, and only they may ask the phone's position (the server's Permissions-Policy): the
 * app reached from another page of the console (after signing in) loads itself once more.
 */
export function loadedInDriverScope(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  const path = new URL(entry?.name ?? window.location.href).pathname;
  return path === DRIVER_SCOPE || path.startsWith(`${DRIVER_SCOPE}/`);
}

/** Registers the worker once the app has loaded; a browser without workers simply works online. */
export function registerDriverServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker
    .register(DRIVER_SW_URL, { scope: DRIVER_SCOPE })
    .catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('The driver app could not install its offline worker', error);
    });
}

/** Links the driver app's manifest while /driver is shown (the office console installs nothing). */
export function linkDriverManifest(): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = DRIVER_MANIFEST_URL;
  document.head.appendChild(link);
  return () => link.remove();
}

/** Forgets the driver's kept answers (at sign-out: the next person on this phone must not see them). */
export async function forgetDriverData(): Promise<void> {
  if (!('caches' in window)) return;
  for (const name of await caches.keys()) {
    if (!name.startsWith('driver-')) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys())
      if (new URL(request.url).pathname.startsWith('/api/driver/')) await cache.delete(request);
  }
}
