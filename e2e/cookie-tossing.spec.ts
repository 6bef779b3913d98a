import http from 'node:http';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../test/helpers/server';
import { tlsProxy, type TlsProxy } from './tls-proxy';

// Issue 22: a script in one owner's pages plants its sessions in a visitor's browser for the parent
// domain (`Domain=…`, once at `/`, once under a longer path that the browser sends first), then the
// visitor opens another owner's shop, or the platform's admin. Chromium resolves real-looking names
// to this machine (--host-resolver-rules), since it refuses `Domain=localhost` and so hides the attack.
// Each deployment is a real `npm start` server of its own: over https behind a TLS proxy (as in
// production: host-only `__Host-` cookies), with and without a sites domain apart from the platform's;
// and over plain http with one.

const PASSWORD = 'tossing-password-1';
// The API's answers as the test reads them, by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one untyped boundary of this test
type Json = Record<string, any>;
type Envelope = { state?: string; data?: Json };

interface Deployment {
  name: string;
  https: boolean;
  sitesDomain: string;
}

const DEPLOYMENTS: Deployment[] = [
  { name: 'https, sites on a domain of their own', https: true, sitesDomain: 'sites.test' },
  { name: 'https, sites under the platform host', https: true, sitesDomain: 'platform.test' },
  { name: 'http, sites on a domain of their own', https: false, sitesDomain: 'sites.test' },
];

function call(server: RunningServer, host: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: Envelope }> {
  const url = new URL(server.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const headers = { host, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const req = http.request({ hostname: url.hostname, port: url.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Envelope }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function ok(answer: Promise<{ status: number; json: Envelope }>, what: string): Promise<Json> {
  const r = await answer;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.data ?? {};
}

for (const d of DEPLOYMENTS) {
  test.describe(`cookie tossing (${d.name})`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: RunningServer;
    let proxy: TlsProxy | null = null;
    let browser: Browser;
    let origin: (host: string) => string;
    const shopHost = `shop.${d.sitesDomain}`;
    const evilHost = `evil.${d.sitesDomain}`;
    const platformHost = 'platform.test';
    let mallory: { shopToken: string; evilToken: string };
    let variantId: number;

    test.beforeAll(async ({}, info) => {
      test.setTimeout(120_000);
      server = await startServer('pglite', {
        PLATFORM_HOST: platformHost,
        ...(d.sitesDomain !== platformHost ? { SITES_DOMAIN: d.sitesDomain } : {}),
        PUBLIC_SCHEME: d.https ? 'https' : 'http',
        TRUST_PROXY: d.https ? 'true' : 'false',
      });
      const appPort = new URL(server.url).port;
      if (d.https) proxy = await tlsProxy(new URL(server.url), [platformHost, `*.${platformHost}`, `*.${d.sitesDomain}`]);
      origin = (host) => (proxy ? `https://${host}:${proxy.port}` : `http://${host}:${appPort}`);
      const base = info.project.use.launchOptions?.args ?? [];
      const map = [platformHost, `*.${platformHost}`, `*.${d.sitesDomain}`].map((h) => `MAP ${h} 127.0.0.1`).join(',');
      browser = await chromium.launch({ ...info.project.use.launchOptions, args: [...base, `--host-resolver-rules=${map}`] });

      // Two owners' sites; the attacker also holds an account on the shop (anyone can sign up there).
      const evil = await ok(call(server, platformHost, 'POST', '/api/v1/sites/new', { subdomain: 'evil', name: 'Evil', email: 'mallory@example.test', password: PASSWORD }), 'evil site');
      const shop = await ok(call(server, platformHost, 'POST', '/api/v1/sites/new', { subdomain: 'shop', name: 'Shop', email: 'owner@example.test', password: PASSWORD }), 'shop site');
      const onShop = await ok(call(server, shopHost, 'POST', '/api/v1/auth/signup', { email: 'mallory-shopper@example.test', password: PASSWORD, name: 'Mallory' }), 'mallory on the shop');
      mallory = { shopToken: onShop.token, evilToken: evil.token };
      await ok(
        call(server, shopHost, 'POST', '/api/v1/templates', { title: 'Who', permalink: '/who', type: 'page', body: '<p id="who">{{ current_user.name | default: "nobody" }}</p>' }, shop.token),
        'who page',
      );
      const product = await ok(call(server, shopHost, 'POST', '/api/v1/posts', { title: 'Mug', type: 'product', status: 1 }, shop.token), 'product');
      const variant = await ok(call(server, shopHost, 'POST', '/api/v1/variants', { postUid: product.item.uid, sku: 'MUG-1', price: 900, currency: 'EUR' }, shop.token), 'variant');
      variantId = variant.item.id;

      // The attacker's page: every session the attacker holds, planted for the parent domains, at `/`
      // and under longer paths (sent first), with and without the `__Host-` prefix (which the browser
      // must refuse with a Domain).
      const plant = [mallory.shopToken, mallory.evilToken].flatMap((token) =>
        [d.sitesDomain, platformHost].flatMap((domain) =>
          ['/', '/payments', '/api'].flatMap((path) => [
            `current_user=${token}; Domain=${domain}; Path=${path}`,
            `admin_session=${token}; Domain=${domain}; Path=${path}`,
            `__Host-current_user=${token}; Domain=${domain}; Path=/; Secure`,
            `__Host-admin_session=${token}; Domain=${domain}; Path=/; Secure`,
          ]),
        ),
      );
      const script = plant.map((c) => `document.cookie = ${JSON.stringify(c)};`).join('\n');
      await ok(
        call(
          server,
          evilHost,
          'POST',
          '/api/v1/templates',
          { title: 'Toss', permalink: '/toss', type: 'page', body: `<h1>Free coffee</h1><script>${script}\ndocument.title = 'tossed';</script>` },
          evil.token,
        ),
        'toss page',
      );
    });

    test.afterAll(async () => {
      await browser?.close();
      await proxy?.close();
      await server?.stop();
    });

    const newContext = () => browser.newContext({ ignoreHTTPSErrors: true, bypassCSP: true });

    async function tossed(context: BrowserContext): Promise<void> {
      const page = await context.newPage();
      await page.goto(origin(evilHost) + '/toss');
      await expect(page).toHaveTitle('tossed');
      // The attack took place: the browser holds the attacker's cookies for the shop.
      const held = await context.cookies(origin(shopHost) + '/payments/checkout');
      expect(held.filter((c) => c.name === 'current_user' && c.domain === `.${d.sitesDomain}`).length).toBeGreaterThan(0);
      expect(held.some((c) => c.name.startsWith('__Host-') && c.domain.startsWith('.'))).toBe(false);
      await page.close();
    }

    const checkout = (page: Page, email: string) =>
      page.evaluate(
        async ({ variantId, email }) => {
          const r = await fetch('/payments/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items: [{ variantId, quantity: 1 }], email }) });
          return r.status;
        },
        { variantId, email },
      );

    const malloryOrders = async () => (await ok(call(server, shopHost, 'GET', '/api/v1/orders/mine', undefined, mallory.shopToken), 'orders of mallory')).items as unknown[];

    // Over plain http no browser rule keeps a parent-domain cookie from a visitor who holds no session of
    // her own (README, Security model): that deployment warns at start, and has no such case here.
    if (d.https)
      test("a visitor opens the shop after the attacker page: nobody is signed in, the checkout is not the attacker's", async () => {
        const context = await newContext();
        await tossed(context);
        const page = await context.newPage();
        await page.goto(origin(shopHost) + '/who');
        await expect(page.locator('#who')).toHaveText('nobody');
        expect(await page.evaluate(async () => (await fetch('/api/v1/auth/me')).status)).toBe(401);
        expect(await checkout(page, 'visitor@example.test')).toBe(201);
        expect(await malloryOrders()).toEqual([]);
        await context.close();
      });

    test('a signed-in customer stays herself, or is signed out, never the attacker', async () => {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(origin(shopHost) + '/who');
      const email = `vera-${Date.now()}@example.test`;
      const signedUp = await page.evaluate(async (email) => {
        const r = await fetch('/api/v1/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'vera-password-1', name: 'Vera' }) });
        return r.status;
      }, email);
      expect(signedUp).toBe(201);
      await page.reload();
      await expect(page.locator('#who')).toHaveText('Vera');
      const own = (await context.cookies(origin(shopHost))).find((c) => c.name.endsWith('current_user') && !c.domain.startsWith('.'));
      expect(own?.name).toBe(d.https ? '__Host-current_user' : 'current_user');

      await tossed(context);
      const after = await page.goto(origin(shopHost) + '/who');
      if (d.https) {
        // The planted cookies are not even read: only the host-only __Host- one counts.
        await expect(page.locator('#who')).toHaveText('Vera');
        expect(await checkout(page, email)).toBe(201);
        expect(await malloryOrders()).toEqual([]);
      } else {
        // Two values arrive: nobody is signed in on their strength, and both are expired.
        expect(after?.status()).toBe(401);
        await expect(page.locator('body')).toContainText('signed out');
        expect(await page.evaluate(async () => (await fetch('/api/v1/auth/me')).status)).toBe(401);
        expect((await context.cookies(origin(shopHost) + '/who')).filter((c) => c.name === 'current_user')).toEqual([]);
      }
      await context.close();
    });

    test('the admin on the platform host stays herself', async () => {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(origin(platformHost) + '/');
      const login = await page.evaluate(async () => {
        const r = await fetch('/api/v1/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.test', password: 'admin-password-1' }),
        });
        return r.status;
      });
      expect(login).toBe(200);
      const adminCookie = (await context.cookies(origin(platformHost))).find((c) => c.name.endsWith('admin_session'));
      expect(adminCookie?.name).toBe(d.https ? '__Host-admin_session' : 'admin_session');

      await tossed(context);
      await page.goto(origin(platformHost) + '/');
      for (const path of ['/api/v1/auth/me', '/api/v1/sites']) {
        const answer = await page.evaluate(async (path) => {
          const r = await fetch(path);
          return { status: r.status, body: (await r.json()) as Envelope };
        }, path);
        expect(answer.status, path).toBe(200);
        if (path === '/api/v1/auth/me') expect(answer.body.data?.item.email).toBe('admin@example.test');
      }
      await context.close();
    });
  });
}
