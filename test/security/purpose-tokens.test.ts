import { describe, expect, it } from 'vitest';
import { api, data, newSite, PLATFORM, unique } from '../helpers/http';

// A preview token travels in a form into a sandboxed frame; if it leaks it must authenticate nothing
// but a preview (lib/domains/accounts/auth/token.ts: verifyToken refuses any token with a purpose).
describe('purpose tokens are refused by every other authentication path', () => {
  it('as a bearer, a cookie or on the platform host', async () => {
    const site = await newSite('Purpose');
    const http = api(site.host);
    const minted = await api(PLATFORM).post('/api/v1/templates/preview-token', undefined, { token: site.ownerToken, headers: { 'x-site': site.uid } });
    const preview = data(minted).token as string;
    expect(preview).toMatch(/^ey/);

    expect((await http.get('/api/v1/auth/me', { token: preview })).status).toBe(401);
    expect((await api(PLATFORM).get('/api/v1/auth/me', { token: preview })).status).toBe(401);
    expect((await http.post('/api/v1/templates', { title: 'x', body: 'x' }, { token: preview })).status).toBe(401);
    expect((await http.post('/api/v1/templates/validate', { body: 'x' }, { token: preview })).status).toBe(401);
    expect((await api(PLATFORM).get('/api/v1/logs', { token: preview, headers: { 'x-site': site.uid } })).status).toBe(401);
    expect((await http.post('/api/v1/templates/preview-token', undefined, { token: preview })).status).toBe(401);
    // A cookie-authenticated write with a preview token is no session either.
    const cookieWrite = await http.post('/api/v1/templates', { title: 'x', body: 'x' }, { headers: { cookie: `current_user=${preview}`, origin: `http://${site.host}` } });
    expect(cookieWrite.status).toBe(401);
    // Pages render as anonymous for it.
    const permalink = `/${unique('who')}`;
    await http.post('/api/v1/templates', { title: 'who', permalink, body: '{% if current_user %}IN{% else %}OUT{% endif %}' }, { token: site.ownerToken });
    expect((await http.get(permalink, { token: preview, headers: { accept: 'text/html' } })).text).toBe('OUT');
    expect((await http.get(permalink, { headers: { accept: 'text/html', cookie: `current_user=${preview}` } })).text).toBe('OUT');
    expect((await http.get(permalink, { token: site.ownerToken, headers: { accept: 'text/html' } })).text).toBe('IN');
  });
});
