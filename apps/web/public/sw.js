// TalentBridge service worker: shows Web Push notifications and opens their page when clicked.
// It caches nothing; the app works the same without it. Payload: { title, body, url, tag, notificationId, lang }.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof data.url === 'string' ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(data.title || 'TalentBridge', {
      body: data.body || '',
      tag: data.tag,
      lang: data.lang,
      icon: '/favicon.svg',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only pages of this site are opened, whatever the payload says.
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          // navigate() works for pages this worker controls; otherwise a new window is opened below.
          const navigated = await open.navigate(url);
          if (navigated) return navigated.focus();
        } catch {
          // Not controlled by this worker.
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
