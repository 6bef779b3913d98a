import type { Page } from '@playwright/test';
import zlib from 'node:zlib';
import { adminToken, adminUrl, demoSiteUid, expect, expectAccessible, platformUrl, recordFigure, screenshots, signIn, test, typeInEditor } from './admin-kit';
import { api, demoUrl } from './site';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let token = '';
let siteUid = '';

async function newPageTemplate(permalink: string, body: string): Promise<string> {
  const res = await api('demo.localhost', 'POST', '/api/v1/templates', { title: `E2E ${permalink}`, permalink, type: 'page', body }, token);
  expect(res.status).toBe(201);
  return (res.json.data as unknown as { item: { uid: string } }).item.uid;
}

const problem = (page: Page, kind: 'error' | 'warning') => page.getByTestId('problems').locator(`[data-kind="${kind}"]`);

test.beforeAll(async () => {
  token = await adminToken();
  siteUid = await demoSiteUid(token);
});

test('the admin shell loads under its JavaScript budget and signs in on the platform host', async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push(
        res.body().then(
          (b) => zlib.gzipSync(b).length,
          () => 0,
        ),
      );
  });
  await page.goto(adminUrl());
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const gzipped = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  recordFigure('admin first-load JS (gzip, KB)', Math.round(gzipped / 102.4) / 10);
  expect(gzipped).toBeLessThan(250 * 1024);
  await expectAccessible(page, 'sign-in');

  await signIn(page);
  await expectAccessible(page, 'site list');
  await screenshots(page, 'site-list');
  await page.getByRole('link', { name: 'Ember & Oak Coffee' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/sites/${siteUid}$`));
  await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact' })).toBeVisible();
  await expectAccessible(page, 'templates list');
});

test('the editor marks a broken tag and a misspelt filter, previews, saves live', async ({ page }) => {
  const uid = await newPageTemplate('/e2e-editor', '<h1>{{ "Hello" | upcse }}</h1>\n');
  await signIn(page);
  const opened = Date.now();
  await page.goto(adminUrl(`/sites/${siteUid}/templates/${uid}`));
  // The first diagnostic of the stored body: the misspelt filter, with the right name offered.
  await expect(page.locator('.monaco-editor .squiggly-warning').first()).toBeVisible({ timeout: 15_000 });
  recordFigure('open a template → first diagnostic marker (ms)', Date.now() - opened);
  await expect(problem(page, 'warning').first()).toContainText('upcase');

  await typeInEditor(page, '<h1>{{ "Hello" | upcse }}</h1>\n<p>{% if true %}broken</p>\n');
  const typed = Date.now();
  const error = problem(page, 'error').first();
  await expect(error).toBeVisible({ timeout: 1_000 });
  recordFigure('keystroke → error marker (ms)', Date.now() - typed);
  await expect(error).toHaveAttribute('data-line', '2');
  await expect(error).toHaveAttribute('data-column', '4');
  await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeVisible();
  await expectAccessible(page, 'editor');
  await screenshots(page, 'editor-diagnostic');

  await typeInEditor(page, '<h1>{{ "Hello" | upcse }}</h1>\n<p>Preview works</p>\n');
  await expect(problem(page, 'error')).toHaveCount(0);
  const warning = problem(page, 'warning').first();
  await expect(warning).toHaveAttribute('data-line', '1');
  await expect(warning).toContainText('upcase');

  // The warning's quick fix puts the right name in place.
  await warning.getByRole('button', { name: 'Use upcase' }).click();
  await expect(page.getByTestId('problems-ok')).toBeVisible();
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.locator('h1')).toHaveText('HELLO', { timeout: 10_000 });
  await expect(preview.locator('p')).toHaveText('Preview works');
  // Not saved yet: the live page still shows the stored body.
  expect((await api('demo.localhost', 'GET', `/api/v1/templates/${uid}`)).json.data).toMatchObject({ item: { body: '<h1>{{ "Hello" | upcse }}</h1>\n' } });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const live = page.getByTestId('live').getByRole('link');
  await expect(live).toHaveAttribute('href', demoUrl('/e2e-editor'));
  const site = await page.context().newPage();
  await site.goto(demoUrl('/e2e-editor'));
  await expect(site.locator('h1')).toHaveText('HELLO');
  await expect(site.locator('p')).toHaveText('Preview works');

  // Opening a template again: Monaco comes from the browser's cache (a versioned, immutable path).
  const again = await page.context().newPage();
  const reopened = Date.now();
  await again.goto(adminUrl(`/sites/${siteUid}/templates/${uid}`));
  await expect(again.locator('.monaco-editor .view-lines')).toContainText('Preview works', { timeout: 15_000 });
  await expect(again.getByTestId('problems-ok')).toBeVisible();
  recordFigure('reopen a template (Monaco cached) → editor and diagnostics ready (ms)', Date.now() - reopened);
});

test('two editors of one template: the second save gets the conflict view, then merges', async ({ browser, consoleGuard }) => {
  const uid = await newPageTemplate('/e2e-conflict', '<p>first</p>\n');
  const [a, b] = await Promise.all([browser.newContext(), browser.newContext()]);
  consoleGuard.watch(a);
  consoleGuard.watch(b);
  // B's stale save is answered 409 on purpose: that is how the conflict view opens.
  consoleGuard.expect(/^console error: Failed to load resource: the server responded with a status of 409 .* at \S+\/api\/v1\/templates\/[\w-]+$/);
  const pa = await a.newPage();
  const pb = await b.newPage();
  for (const p of [pa, pb]) {
    await signIn(p);
    await p.goto(adminUrl(`/sites/${siteUid}/templates/${uid}`));
    await expect(p.getByTestId('problems-ok')).toBeVisible({ timeout: 15_000 });
  }
  await typeInEditor(pa, '<p>from A</p>\n');
  await pa.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pa.getByTestId('live')).toBeVisible();

  await typeInEditor(pb, '<p>from B</p>\n');
  await pb.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = pb.getByRole('dialog', { name: 'Someone else saved this template' });
  await expect(conflict).toBeVisible();
  await expect(conflict.locator('.monaco-diff-editor')).toBeVisible();
  await expect(conflict.locator('.monaco-diff-editor')).toContainText('from A');
  // Nothing was overwritten by the stale save.
  expect((await api('demo.localhost', 'GET', `/api/v1/templates/${uid}`)).json.data).toMatchObject({ item: { body: '<p>from A</p>\n' } });
  await conflict.getByRole('button', { name: 'Save merged version' }).click();
  await expect(conflict).toBeHidden();
  expect((await api('demo.localhost', 'GET', `/api/v1/templates/${uid}`)).json.data).toMatchObject({ item: { body: '<p>from B</p>\n' } });
  await a.close();
  await b.close();
});

test('history shows a diff against the current body and restores an earlier version', async ({ page }) => {
  const uid = await newPageTemplate('/e2e-history', '<p>version one</p>\n');
  for (const body of ['<p>version two</p>\n', '<p>version three</p>\n']) {
    expect((await api('demo.localhost', 'PUT', `/api/v1/templates/${uid}`, { body }, token)).status).toBe(200);
  }
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/templates/${uid}`));
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await history.getByRole('button', { name: /^Version 1/ }).click();
  await expect(history.getByTestId('history-diff')).toContainText('version one');
  await expect(history.getByTestId('history-diff')).toContainText('version three');
  // Both sides of the diff carry their names once Monaco has set them up.
  await expect(history.getByRole('textbox', { name: 'Current body' })).toHaveCount(1);
  await expect(history.getByRole('textbox', { name: 'Version 1' })).toHaveCount(1);
  await expectAccessible(page, 'history');
  await screenshots(page, 'history-diff');
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(history).toBeHidden();
  const site = await page.context().newPage();
  await site.goto(demoUrl('/e2e-history'));
  await expect(site.locator('p')).toHaveText('version one');
});

test("a template's script on the site host reaches nothing of the admin's session", async ({ page, consoleGuard }) => {
  // The spy's requests are refused by the browser on purpose, and it says so in the console.
  consoleGuard.expect(
    /^console error: Access to fetch at 'http:\/\/localhost:\d+\/(api\/v1\/(auth\/me|users|sites)|admin)' from origin 'http:\/\/demo\.localhost:\d+' has been blocked by CORS policy/,
  );
  consoleGuard.expect(/^console error: Failed to load resource: net::ERR_FAILED at http:\/\/localhost:\d+\/(api\/v1\/(auth\/me|users|sites)|admin)$/);
  const port = new URL(platformUrl()).port;
  const spy = `<pre id="out">pending</pre>
<script>
(async () => {
  const out = { cookie: document.cookie };
  const attempt = async (name, url, init) => {
    try { const r = await fetch(url, { credentials: 'include', ...init }); out[name] = 'read ' + r.status + ' ' + (await r.text()).slice(0, 60); }
    catch (e) { out[name] = 'blocked'; }
  };
  await attempt('me', 'http://localhost:${port}/api/v1/auth/me');
  await attempt('users', 'http://localhost:${port}/api/v1/users', { headers: { 'x-site': '${siteUid}' } });
  await attempt('create', 'http://localhost:${port}/api/v1/sites', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ subdomain: 'tenant-pwned', name: 'x' }) });
  await attempt('admin', 'http://localhost:${port}/admin');
  document.getElementById('out').textContent = JSON.stringify(out);
})();
</script>`;
  await newPageTemplate('/e2e-spy', spy);
  await signIn(page); // the admin's session lives in this browser now
  await page.goto(demoUrl('/e2e-spy'));
  await expect(page.locator('#out')).not.toHaveText('pending');
  const out = JSON.parse(await page.locator('#out').innerText()) as Record<string, string>;
  expect(out.cookie).not.toContain('admin_session');
  expect(out.cookie).not.toContain('current_user');
  expect(out).toMatchObject({ me: 'blocked', users: 'blocked', create: 'blocked', admin: 'blocked' });
  // The write did not happen either (the browser sent it; the platform refused the foreign origin).
  const available = await api('localhost', 'GET', '/api/v1/sites/available?subdomain=tenant-pwned');
  expect(available.json.data).toMatchObject({ available: true });
  // And the admin cannot be framed by a tenant's page.
  const frame = await page.request.get(adminUrl());
  expect(frame.headers()['x-frame-options']).toBe('DENY');
  expect(frame.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

// The editor at work (issue 25): completion, go-to-definition, diagnostics where the mistake is, no
// lost keystrokes, room to work (nav and preview fold away), toasts clear of the actions.
test.describe('the editor at work', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const box = async (page: Page, locator: ReturnType<Page['locator']>): Promise<Box> => {
    const b = await locator.boundingBox();
    if (!b) throw new Error(`no box for ${String(locator)}`);
    return b;
  };
  // The text Monaco holds (its AMD loader puts the API on window).
  const editorText = (page: Page) => page.evaluate(() => (window as unknown as { monaco: { editor: { getEditors(): { getValue(): string }[] } } }).monaco.editor.getEditors()[0]!.getValue());

  async function openEditor(page: Page, uid: string): Promise<void> {
    await page.goto(adminUrl(`/sites/${siteUid}/templates/${uid}`));
    await expect(page.getByTestId('problems-ok')).toBeVisible({ timeout: 15_000 });
  }

  test('completes members after site. and partial names, and opens a partial by its name', async ({ page }) => {
    const partial = `e2e-card-${Date.now()}`;
    const created = await api('demo.localhost', 'POST', '/api/v1/templates', { title: partial, type: 'partial', body: '<div class="card">the card</div>\n' }, token);
    expect(created.status).toBe(201);
    const partialUid = (created.json.data as unknown as { item: { uid: string } }).item.uid;
    const uid = await newPageTemplate(`/e2e-complete-${Date.now()}`, `<main>{% render "${partial}" %}</main>\n`);
    await signIn(page);
    await page.goto(adminUrl(`/sites/${siteUid}/templates/${uid}`));
    await expect(page.getByTestId('problems-ok')).toBeVisible({ timeout: 15_000 });
    // Where the partial's name is on screen (its third character), by Monaco's own measure.
    const column = '<main>{% render "'.length + 3;
    const namePoint = () =>
      page.evaluate((col) => {
        const ed = (
          window as unknown as {
            monaco: {
              editor: {
                getEditors(): { getDomNode(): HTMLElement; getScrolledVisiblePosition(p: object): { top: number; left: number; height: number }; setPosition(p: object): void; focus(): void }[];
              };
            };
          }
        ).monaco.editor.getEditors()[0]!;
        const at = ed.getScrolledVisiblePosition({ lineNumber: 1, column: col });
        const frame = ed.getDomNode().getBoundingClientRect();
        ed.setPosition({ lineNumber: 1, column: col });
        ed.focus();
        return { x: frame.left + at.left + 2, y: frame.top + at.top + at.height / 2 };
      }, column);

    // F12 on the name opens the partial in the editor.
    await namePoint();
    await page.keyboard.press('F12');
    await expect(page).toHaveURL(new RegExp(`/templates/${partialUid}$`));
    await expect(page.getByRole('heading', { name: partial })).toBeVisible();
    await expect(page.getByTestId('editor').locator('.view-lines')).toContainText('the card', { timeout: 15_000 });
    // So does Ctrl+click.
    await page.goBack();
    await expect(page.getByTestId('problems-ok')).toBeVisible({ timeout: 15_000 });
    const point = await namePoint();
    await page.keyboard.down('Control');
    await page.mouse.move(point.x, point.y);
    await page.mouse.move(point.x + 1, point.y);
    await page.mouse.down();
    await page.mouse.up();
    await page.keyboard.up('Control');
    await expect(page).toHaveURL(new RegExp(`/templates/${partialUid}$`));
    await page.goBack();
    await expect(page.getByTestId('problems-ok')).toBeVisible({ timeout: 15_000 });

    // Members of `site` from the manifest's docs, in a widget that is not clipped by the editor's edge.
    await typeInEditor(page, '<p>{{ site');
    const started = Date.now();
    await page.keyboard.type('.');
    const suggest = page.locator('.suggest-widget');
    await expect(suggest.locator('.monaco-list-row', { hasText: 'subdomain' })).toBeVisible();
    recordFigure('"site." → member suggestions shown (ms)', Date.now() - started);
    const widget = await box(page, suggest);
    const viewport = page.viewportSize()!;
    expect(widget.x + widget.width).toBeLessThanOrEqual(viewport.width);
    expect(widget.y + widget.height).toBeLessThanOrEqual(viewport.height);
    await page.keyboard.type('subd');
    await page.keyboard.press('Enter');
    await expect.poll(() => editorText(page)).toMatch(/^<p>\{\{ site\.subdomain\b/);

    // Partial names of the site inside {% render "…".
    await typeInEditor(page, `<main>{% render "${partial.slice(0, -2)}`);
    await page.keyboard.press('ControlOrMeta+Space');
    await expect(suggest.locator('.monaco-list-row', { hasText: partial })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect.poll(() => editorText(page)).toContain(`<main>{% render "${partial}`);
  });

  test('an unclosed if is marked at its own line, with the warnings beside the error', async ({ page }) => {
    const uid = await newPageTemplate(`/e2e-unclosed-${Date.now()}`, '<p>fine</p>\n');
    await signIn(page);
    await openEditor(page, uid);
    await typeInEditor(page, '{% layout "theme" %}\n{% block content %}\n<p>{{ "x" | upcse }}</p>\n{% if true %}\n<p>open</p>\n{% endblock %}\n<p>after</p>\n');
    const error = problem(page, 'error');
    await expect(error).toHaveCount(1);
    await expect(error).toHaveAttribute('data-line', '4');
    await expect(error).toHaveAttribute('data-code', 'unclosed-block');
    await expect(problem(page, 'warning').filter({ hasText: 'upcase' })).toHaveAttribute('data-line', '3');
    await expect(problem(page, 'warning').and(page.locator('[data-code="output-outside-block"]'))).toHaveAttribute('data-line', '7');
    await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
    await expectAccessible(page, 'editor with an error and warnings');
    await screenshots(page, 'editor-unclosed');
  });

  test('fast typing arrives whole, saves whole, and the toast leaves the actions clear', async ({ page }) => {
    const uid = await newPageTemplate(`/e2e-typing-${Date.now()}`, '<p>fine</p>\n');
    await signIn(page);
    await openEditor(page, uid);
    const text = Array.from({ length: 30 }, (_, i) => `word${String(i).padStart(2, '0')} xyz`)
      .join(' ')
      .slice(0, 300);
    await typeInEditor(page, '');
    const started = Date.now();
    await page.keyboard.type(text);
    recordFigure('300 characters typed without delay (ms)', Date.now() - started);
    await expect.poll(() => editorText(page)).toBe(text);
    // Renders caught up (validation, preview): nothing was written back over the text.
    await expect(page.getByTestId('problems-ok')).toBeVisible();
    expect(await editorText(page)).toBe(text);

    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const suffix = ` ${width}`;
      // Monaco's word suggestions may open over the text a moment after the typing (CI met one there):
      // Escape until none shows, then a click on the first line's start, which a list below the caret never covers.
      const suggestions = page.locator('.monaco-editor .suggest-widget.visible');
      await expect(async () => {
        await page.keyboard.press('Escape');
        await expect(suggestions).toHaveCount(0, { timeout: 500 });
      }).toPass();
      await page
        .getByTestId('editor')
        .locator('.view-lines')
        .click({ position: { x: 2, y: 2 } });
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.insertText(suffix);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const toast = page.locator('.mantine-Notification-root').first();
      await expect(toast).toBeVisible();
      const toastBox = await box(page, toast);
      for (const action of [page.getByRole('button', { name: 'Save', exact: true }), page.getByRole('button', { name: 'Sign out' }), page.getByRole('button', { name: 'History' })]) {
        expect(overlaps(toastBox, await box(page, action)), `the toast covers an action at ${width} px`).toBe(false);
      }
      await screenshots(page, `editor-toast-${width}`);
      await toast.getByRole('button').click();
    }
    const saved = (await api('demo.localhost', 'GET', `/api/v1/templates/${uid}`)).json.data as unknown as { item: { body: string } };
    expect(saved.item.body).toBe(`${text} 1440 375`);
  });

  test('the navigation and the preview fold away and stay folded', async ({ page }) => {
    const uid = await newPageTemplate(`/e2e-fold-${Date.now()}`, '<p>fine</p>\n');
    await signIn(page);
    await openEditor(page, uid);
    const editor = page.getByTestId('editor');
    const nav = page.getByRole('navigation', { name: 'Site sections' });
    const preview = page.getByTestId('preview-pane');
    await expect(preview).toBeVisible();
    const before = (await box(page, editor)).width;

    await page.getByRole('button', { name: 'Hide navigation' }).click();
    await expect.poll(async () => ((await nav.boundingBox())?.x ?? 0) + ((await nav.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Hide preview' }).click();
    await expect(preview).toBeHidden();
    await expect.poll(async () => (await box(page, editor)).width).toBeGreaterThan(before * 2);
    await screenshots(page, 'editor-folded');

    // Remembered by this browser.
    await page.reload();
    await expect(editor.locator('.view-lines')).not.toBeEmpty({ timeout: 15_000 });
    await expect(preview).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show navigation' })).toBeVisible();
    await expect.poll(async () => (await box(page, editor)).width).toBeGreaterThan(before * 2);

    // At 375 px the burger opens the navigation and the preview is a tab of its own.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('button', { name: 'Show navigation' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show preview' })).toBeHidden();
    await page.getByText('Preview', { exact: true }).click(); // the Editor | Preview switch
    await expect(preview).toBeVisible();
    await expect(editor).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav.getByRole('link', { name: 'Templates' })).toBeVisible();

    // Back at 1440 px, both come back.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Show navigation' }).click();
    await page.getByRole('button', { name: 'Show preview' }).click();
    await expect(preview).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Templates' })).toBeInViewport();
  });
});
