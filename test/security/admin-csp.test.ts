import { beforeAll, describe, expect, it } from 'vitest';
import { newSite, PLATFORM, request, type Reply } from '../helpers/http';

// Tenant isolation, part 7: the admin's origin holds the platform's strongest session, so an injection there
// must not run. Its pages answer a script policy with a fresh nonce per answer (no 'unsafe-inline', no
// 'unsafe-eval'), every script the server writes carries that nonce, the HTML is never stored, and a
// client cannot choose the nonce. (e2e/admin-csp.spec.ts checks the same in a browser, Monaco included.)

let siteUid = '';
beforeAll(async () => {
  siteUid = (await newSite('CSP')).uid;
});

const adminPage = (path: string, headers: Record<string, string> = {}) => request(PLATFORM, 'GET', path, { headers: { accept: 'text/html', ...headers } });

function directives(reply: Reply): Map<string, string[]> {
  const policy = String(reply.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function nonceOf(reply: Reply): string {
  const scriptSrc = directives(reply).get('script-src') ?? [];
  const nonces = scriptSrc.filter((v) => v.startsWith("'nonce-"));
  expect(nonces, `script-src ${scriptSrc.join(' ')}`).toHaveLength(1);
  return nonces[0]!.slice("'nonce-".length, -1);
}

const screens = () => [
  '/admin',
  '/admin/forgot',
  `/admin/sites/${siteUid}`,
  `/admin/sites/${siteUid}/templates`,
  `/admin/sites/${siteUid}/templates/some-template`,
  `/admin/sites/${siteUid}/plugins/new`,
];

describe('the admin script policy', () => {
  it("every admin page allows script by this answer's nonce alone, and every script carries it", async () => {
    for (const path of screens()) {
      const page = await adminPage(path);
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
      const policy = directives(page);
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'unsafe-eval'");
      expect(scriptSrc, path).not.toContain("'strict-dynamic'");
      expect(
        scriptSrc.filter((v) => !v.startsWith("'nonce-")),
        path,
      ).toEqual(["'self'"]);
      // default-src is what script-src falls back to for workers and the like: no inline there either.
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      const nonce = nonceOf(page);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);

      const scripts = page.text.match(/<script\b[^>]*>/gi) ?? [];
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      // Mantine's colour-scheme script is one of them.
      expect(
        scripts.some((tag) => tag.includes('data-mantine-script')),
        path,
      ).toBe(true);
    }
  });

  it('keeps the rest of the policy: never framed, frames and form posts only to site origins, nothing stored', async () => {
    const page = await adminPage('/admin');
    const policy = directives(page);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual([expect.stringMatching(/^http:\/\/\*\.localhost:\d+$/)]);
    expect(policy.get('form-action')).toEqual(["'self'", expect.stringMatching(/^http:\/\/\*\.localhost:\d+$/)]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cache-control']).toMatch(/no-store/);
  });

  it('gives each answer a nonce of its own', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const page = await adminPage(`/admin/sites/${siteUid}/templates`);
      const nonce = nonceOf(page);
      expect(page.text).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it('lets no client choose the nonce through the headers Next reads it from', async () => {
    const chosen = 'attacker-chosen-nonce';
    const page = await adminPage('/admin', { 'x-nonce': chosen, 'content-security-policy': `script-src 'nonce-${chosen}'` });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).not.toContain(chosen);
    expect(page.text).not.toContain(chosen);
    const nonce = nonceOf(page);
    for (const tag of page.text.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });
});
