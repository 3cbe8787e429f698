/*
 * The driver app's service worker (issue 33), hand-written (docs/decisions.md): registered
 * with scope /driver, so it serves the driver's pages only. The shell is kept so the app
 * opens without a network; the driver's own data (GET /api/driver/...) is fetched from the
 * network first and the last answer kept, given back when the phone is offline. Warnings the
 * driver opted in to arrive as push notices (push-handlers.js).
 */
importScripts('/push-handlers.js');

const VERSION = 'driver-v2';
const SHELL = [
  '/driver',
  '/driver.webmanifest',
  '/driver-icon-192.png',
  '/driver-icon-512.png',
  '/favicon.svg',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('driver-') && name !== VERSION)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, kept under `key`; the kept one when the network fails. */
async function networkFirst(request, key) {
  const cache = await caches.open(VERSION);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

/** Built files have hashed names and never change: the kept copy, else the network's. */
async function cacheFirst(request) {
  const cache = await caches.open(VERSION);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Every page of the app is the same index.html.
    event.respondWith(networkFirst(request, '/driver'));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.startsWith('/api/driver/') || SHELL.includes(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname + url.search));
  }
});
