/*
 * The driver app's service worker (issue 33), hand-written (docs/decisions.md): registered
 * with scope /driver, so it serves the driver's pages only. The shell is kept so the app
 * opens without a network; the driver's own data (GET /api/driver/...) is fetched from the
 * network first and the last answer kept, given back when the phone is offline. An answer is
 * kept under the session that asked for it (a digest of its token) and only given back to that
 * session: a driver signing in on a phone another driver used never gets the other's answers,
 * even when their own request fails. Warnings the driver opted in to arrive as push notices
 * (push-handlers.js).
 */
importScripts('/push-handlers.js');

const VERSION = 'driver-v3';
const SHELL = [
  '/driver',
  '/driver.webmanifest',
  '/driver-icon-192.png',
  '/driver-icon-512.png',
  '/favicon.svg',
];

/**
 * A request for a file of the shell. The app's page is asked for as a browser opening it asks
 * (HTML): the console answers other callers of an address that is no file with a JSON 404, and
 * one failed file fails the whole install.
 */
const shellRequest = (path) =>
  new Request(path, path === '/driver' ? { headers: { accept: 'text/html' } } : {});

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL.map(shellRequest)))
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

/** The session a request is made under: a digest of its token (never the token itself). */
async function sessionOf(request) {
  const token = request.headers.get('token');
  if (!token) return 'none';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The session whose answers alone are kept; other sessions' are dropped when it changes. */
let keptSession = null;

/** Drops the kept answers of every session but `session`. */
async function keepOnly(cache, session) {
  for (const kept of await cache.keys()) {
    const other = new URL(kept.url).searchParams.get('session');
    if (other && other !== session) await cache.delete(kept);
  }
  keptSession = session;
}

/**
 * The driver's own data: the network's answer, kept for this session only (the answers of other
 * sessions are dropped when a new session's is kept); this session's kept answer when the
 * network fails.
 */
async function sessionNetworkFirst(request, url) {
  const session = await sessionOf(request);
  const key = new URL(url);
  key.searchParams.set('session', session);
  const cache = await caches.open(VERSION);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(key.href, response.clone());
      if (session !== keptSession) await keepOnly(cache, session);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(key.href);
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
  } else if (url.pathname.startsWith('/api/driver/')) {
    event.respondWith(sessionNetworkFirst(request, url));
  } else if (SHELL.includes(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname + url.search));
  }
});
