/*
 * The office console's service worker: web push only (docs/decisions.md "Web push"). It has
 * no fetch handler, so nothing of the console is ever served from a cache.
 */
importScripts('/push-handlers.js');

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
