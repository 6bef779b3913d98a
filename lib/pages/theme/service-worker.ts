import type { PageFallback } from '@/lib/pages/render';

// Network first for pages, with the last good copy as the offline fallback; API calls are never cached.
const SERVICE_WORKER = `const CACHE = 'pages-v1';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (req.mode !== 'navigate') return;
  event.respondWith(
    fetch(req)
      .then((res) => {
        if (res.ok) caches.open(CACHE).then((c) => c.put(req, res.clone()));
        return res;
      })
      .catch(() => caches.match(req).then((hit) => hit || Response.error())),
  );
});
`;

export const serviceWorker: PageFallback = async (_site, facts) =>
  facts.path === '/sw.js' ? { kind: 'page', status: 200, body: SERVICE_WORKER, contentType: 'text/javascript; charset=utf-8' } : null;
