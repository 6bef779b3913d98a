import type { Page } from '@playwright/test';
import { adminToken, adminUrl, demoSiteUid, expect, signIn, test, typeInEditor } from './admin-kit';
import { api } from './site';

// The admin's nonce-based script policy (tenant isolation, part 7) in a real browser: every screen on the way
// to the template editor, Monaco and its workers included, runs without one policy violation or console
// error, and a script injected into the page without the nonce does not run.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let token = '';
let siteUid = '';

test.beforeAll(async () => {
  token = await adminToken();
  siteUid = await demoSiteUid(token);
});

declare global {
  interface Window {
    reportCspViolation?: (line: string) => void;
    injected?: string[];
    // Monaco's AMD loader puts its API here.
    monaco?: { editor: { getModelMarkers(filter: { owner?: string }): unknown[] } };
  }
}

const nonceIn = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

// Resources the browser reports as failed loads, rightly: the signed-out admin asks who is signed in
// (401), and the platform host has no favicon.
const EXPECTED_FAILED_LOADS = [/status of 401 .* \S+\/api\/v1\/auth\/me$/, /status of 404 .* \S+\/favicon\.ico$/];

// Every `securitypolicyviolation` event of every document the page opens, and every console error of
// the page and of its workers (the browser also reports a refused eval or script there).
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => problems.push(`violation: ${line}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => window.reportCspViolation?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`));
  });
  page.on('console', (m) => {
    const line = `console: ${m.text()} ${m.location().url}`;
    if (m.type() === 'error' && !EXPECTED_FAILED_LOADS.some((known) => known.test(line))) problems.push(line);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('worker', (w) => w.on('console', (m) => (m.type() === 'error' ? problems.push(`worker console: ${m.text()}`) : undefined)));
  return problems;
}

test('sign-in, dashboard, templates and the Monaco editor run under the nonce policy without a violation', async ({ page }) => {
  const problems = await watch(page);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));

  const first = await page.goto(adminUrl());
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
  expect(policy).not.toMatch(/script-src [^;]*'unsafe-(inline|eval)'/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await signIn(page);
  await page.getByRole('link', { name: 'Ember & Oak Coffee' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/sites/${siteUid}$`));
  await expect(page.getByRole('heading', { name: 'Ember & Oak Coffee', level: 1 })).toBeVisible();

  await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();

  const created = await api('demo.localhost', 'POST', '/api/v1/templates', { title: 'E2E CSP', permalink: '/e2e-csp', type: 'page', body: '<h1>{{ "Hello" | upcse }}</h1>\n' }, token);
  expect(created.status).toBe(201);
  const uid = (created.json.data as unknown as { item: { uid: string } }).item.uid;
  // Opened fresh: the editor's HTML, with its own nonce, then Monaco's loader, modules and workers.
  await page.goto(adminUrl(`/sites/${siteUid}/templates/${uid}`));
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('Hello', { timeout: 15_000 });
  // Monaco at work: the server's diagnostic as a marker, and its own worker started.
  await expect(page.locator('.monaco-editor .squiggly-warning').first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => workers.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');

  // The plugin editor: Monaco's JavaScript mode, checked by its TypeScript worker against the typings.
  const editorWorkers = workers.length;
  await page.goto(adminUrl(`/sites/${siteUid}/plugins/new`));
  const code = page.getByTestId('plugin-code');
  await expect(code.locator('.view-lines')).toBeVisible({ timeout: 15_000 });
  await typeInEditor(page, 'function lead_received(event) { return 1; }', code);
  // The worker's own findings about the code ('event' is never read) come back as markers.
  const fromWorker = () => page.evaluate(() => window.monaco?.editor.getModelMarkers({ owner: 'javascript' }).length ?? 0);
  await expect.poll(fromWorker, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(workers.length).toBeGreaterThan(editorWorkers);
  await page.waitForLoadState('networkidle');

  expect(problems).toEqual([]);
});

test('a script injected into the admin without the nonce does not run', async ({ page, consoleGuard }) => {
  // The injected markup is refused by the policy on purpose, and the browser says so; its image is missing on purpose.
  consoleGuard.expect(
    /^console error: (Executing inline script|Executing inline event handler|Running the JavaScript URL|Loading the script '.*') violates the following Content Security Policy directive/,
  );
  consoleGuard.expect(/^console error: Failed to load resource: the server responded with a status of 404 .* at \S+\/admin\/no-such-image\.png$/);
  const problems = await watch(page);
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}`));
  await expect(page.getByRole('heading', { name: 'Ember & Oak Coffee', level: 1 })).toBeVisible();

  const outcome = await page.evaluate(async () => {
    window.injected = [];
    // An inline script element, markup with an inline handler, a javascript: URL.
    const inline = document.createElement('script');
    inline.textContent = "window.injected.push('inline script')";
    document.body.appendChild(inline);
    document.body.insertAdjacentHTML('beforeend', `<img alt="" src="/admin/no-such-image.png" onerror="window.injected.push('inline handler')">`);
    const link = document.createElement('a');
    link.href = "javascript:window.injected.push('javascript url')";
    document.body.appendChild(link);
    link.click();
    await new Promise((r) => setTimeout(r, 1000));
    return window.injected;
  });
  expect(outcome).toEqual([]);
  // Each attempt was refused by the policy, and nothing else went wrong.
  const violations = problems.filter((p) => p.startsWith('violation: script-src'));
  expect(violations.length, problems.join('\n')).toBeGreaterThanOrEqual(3);
  expect(problems.filter((p) => !p.startsWith('violation: script-src') && !/Content Security Policy|no-such-image/.test(p))).toEqual([]);
});

test("markup injected into the admin's HTML runs no script, even with a nonce of another answer", async ({ page, consoleGuard }) => {
  // The injected markup is refused by the policy on purpose, and the browser says so; its image is missing on purpose.
  consoleGuard.expect(
    /^console error: (Executing inline script|Executing inline event handler|Running the JavaScript URL|Loading the script '.*') violates the following Content Security Policy directive/,
  );
  consoleGuard.expect(/^console error: Failed to load resource: the server responded with a status of 404 .* at \S+\/admin\/no-such-image\.png$/);
  await signIn(page);
  const dashboard = adminUrl(`/sites/${siteUid}`);
  const old = await page.request.get(dashboard);
  const stale = nonceIn(old.headers()['content-security-policy']);
  expect(stale).toBeTruthy();
  // As a stored injection would: markup in the page the server sends, under the answer's own policy.
  await page.route(dashboard, async (route) => {
    const answer = await route.fetch();
    const injected = [
      `<script>window.injected.push('inline')</script>`,
      `<script nonce="${stale}">window.injected.push('replayed nonce')</script>`,
      `<script src="data:text/javascript,window.injected.push('data url')"></script>`,
      `<img alt="" src="/admin/no-such-image.png" onerror="window.injected.push('handler')">`,
    ].join('');
    // The answer's own nonce starts the record, so a page where nothing ran at all cannot pass.
    const start = `<script nonce="${nonceIn(answer.headers()['content-security-policy'])}">window.injected = []</script>`;
    const html = (await answer.text()).replace(/<body[^>]*>/, (body) => body + start + injected);
    await route.fulfill({ response: answer, body: html });
  });
  await page.goto(dashboard);
  await expect(page.getByRole('heading', { name: 'Ember & Oak Coffee', level: 1 })).toBeVisible();
  // eslint-disable-next-line playwright/no-wait-for-timeout -- a negative check: the injected script is given time to run, and must not have
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.injected)).toEqual([]);
});
