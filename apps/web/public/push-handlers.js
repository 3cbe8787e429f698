/*
 * Web push in a service worker (imported by push-sw.js and driver-sw.js): a warning arrives
 * as JSON { warning_id, kind, plate, title, body, link } (contracts `ZPushPayload`), is shown
 * as a notice, and a click opens the page it is about (or brings that tab forward).
 */
self.addEventListener('push', (event) => {
  let alert = null;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  if (!alert || typeof alert.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      // One notice per warning: the same warning sent again replaces it.
      tag: `warning-${alert.warning_id}`,
      icon: '/driver-icon-192.png',
      data: { link: alert.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === link);
      return open ? open.focus() : self.clients.openWindow(link);
    }),
  );
});
