import dns2 from 'dns2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, unique, userWithRole } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// Custom domains (issue 9): a claim selects nothing until the claiming site proves it controls the
// domain's DNS. A DNS server of our own answers the TXT lookups of a server started with
// DNS_RESOLVER pointing at it, so each test decides what "the internet" publishes.

const { Packet } = dns2;
const VERIFY = '/api/v1/sites/domains/verify';

// TXT records by name (each record a list of character-strings); names in `silent` get no answer.
const published = new Map<string, string[][]>();
const silent = new Set<string>();
const asked: string[] = [];

type Site = Awaited<ReturnType<typeof newSite>>;
type Claim = { domain: string; status: string; checkedAt: string | null; verifiedAt: string | null; record?: { type: string; name: string; value: string } };

describe('custom domains need DNS proof', () => {
  let server: RunningServer;
  let dns: ReturnType<typeof dns2.createServer>;

  beforeAll(async () => {
    dns = dns2.createServer({
      udp: true,
      handle: (request, send) => {
        const response = Packet.createResponseFromRequest(request);
        const [question] = request.questions;
        const name = question!.name.toLowerCase();
        asked.push(name);
        if (silent.has(name)) return;
        const records = published.get(name);
        if (!records) {
          response.header.rcode = 3; // NXDOMAIN
        } else if (question!.type === Packet.TYPE.TXT) {
          for (const chunks of records) response.answers.push({ name: question!.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data: chunks } as never);
        }
        void send(response);
      },
    });
    const addresses = await dns.listen({ udp: { port: 0, address: '127.0.0.1' } });
    server = await startServer(inject('dbKind'), { DNS_RESOLVER: `127.0.0.1:${addresses.udp!.port}` });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await dns?.close();
  });

  const base = () => server.url;
  const site = (name: string) => newSite(name, base());
  const claim = (s: Site, domains: string[]) => api(s.host, base()).put('/api/v1/sites', { domains }, { token: s.ownerToken });
  const verify = (s: Site, domain: string, token = s.ownerToken) => api(s.host, base()).post(VERIFY, { domain }, { token });
  const me = (host: string, token?: string) => api(host, base()).get('/api/v1/auth/me', { token });
  const view = async (s: Site, token = s.ownerToken) => data(await api(PLATFORM, base()).get(`/api/v1/sites/${s.uid}`, { token })).item;
  const claimOf = async (s: Site, domain: string): Promise<Claim> => ((await view(s)).domainClaims as Claim[]).find((c) => c.domain === domain)!;
  const newDomain = () => `${unique('d')}.example.com`;

  async function claimed(s: Site, domain: string): Promise<Claim> {
    const r = await claim(s, [domain]);
    expect(r.status, r.text).toBe(200);
    return (data(r).item.domainClaims as Claim[]).find((c) => c.domain === domain)!;
  }

  it('a claim is pending and selects nothing; the wrong TXT value is refused, the right one activates the domain', async () => {
    const owner = await site('Owner');
    const domain = newDomain();
    const c = await claimed(owner, domain);
    expect(c).toMatchObject({ domain, status: 'pending', checkedAt: null, verifiedAt: null });
    expect(c.record).toEqual({ type: 'TXT', name: `_site-platform-challenge.${domain}`, value: expect.stringMatching(/^site-platform-verification=[A-Za-z0-9_-]{22,}$/) });
    expect((await view(owner)).domains).toEqual([]);
    expect((await me(domain, owner.ownerToken)).status).toBe(404);
    expect((await me(domain)).status).toBe(404);

    // Nothing published: 422 naming the record to publish, and the attempt is recorded.
    const none = await verify(owner, domain);
    expect(none.status).toBe(422);
    expect(data(none).text).toContain(c.record!.name);
    expect(data(none).text).toContain(c.record!.value);
    expect(asked).toContain(c.record!.name);
    const checked = await claimOf(owner, domain);
    expect(checked).toMatchObject({ status: 'pending', verifiedAt: null });
    expect(checked.checkedAt).not.toBeNull();

    // A wrong value (another token, or the bare token) is refused.
    published.set(c.record!.name, [['site-platform-verification=not-the-token'], [c.record!.value.split('=')[1]!]]);
    const wrong = await verify(owner, domain);
    expect(wrong.status).toBe(422);
    expect(data(wrong).text).toContain(c.record!.value);
    expect((await me(domain, owner.ownerToken)).status).toBe(404);

    // The right value, among other records and split into character-strings as DNS may carry it.
    published.set(c.record!.name, [['v=spf1 -all'], ['site-platform-verification=', c.record!.value.slice('site-platform-verification='.length)]]);
    const ok = await verify(owner, domain);
    expect(ok.status, ok.text).toBe(200);
    expect(data(ok).item.domains).toEqual([domain]);
    const active = (data(ok).item.domainClaims as Claim[])[0]!;
    expect(active).toMatchObject({ domain, status: 'active', record: c.record });
    expect(active.verifiedAt).not.toBeNull();
    const viaDomain = await me(domain, owner.ownerToken);
    expect(viaDomain.status).toBe(200);
    expect(data(viaDomain).item.role).toBe(5);
    const home = await api(domain, base()).get('/', { headers: { accept: 'text/html' } });
    expect(home.text).toContain('<h1>Owner</h1>');

    // Saving the list again keeps the active claim; dropping it stops the domain at once.
    expect(data(await claim(owner, [domain])).item.domains).toEqual([domain]);
    expect(data(await claim(owner, [])).item.domainClaims).toEqual([]);
    expect((await me(domain, owner.ownerToken)).status).toBe(404);
  });

  it('a second site may claim an active domain, but it moves only when the second site proves it', async () => {
    const first = await site('First');
    const second = await site('Second');
    const domain = newDomain();
    const one = await claimed(first, domain);
    published.set(one.record!.name, [[one.record!.value]]);
    expect((await verify(first, domain)).status).toBe(200);

    const two = await claimed(second, domain);
    expect(two).toMatchObject({ status: 'pending' });
    expect(two.record!.value).not.toBe(one.record!.value);
    // Still the first site's: its owner has role 5 there, the second's none.
    expect(data(await me(domain, first.ownerToken)).item.role).toBe(5);
    expect(data(await me(domain, second.ownerToken)).item.role).toBe(0);
    // The first site's record does not prove the second's claim.
    expect((await verify(second, domain)).status).toBe(422);
    expect(data(await me(domain, first.ownerToken)).item.role).toBe(5);

    // The real owner publishes the second site's value: the domain moves, the first claim goes pending.
    published.set(two.record!.name, [[two.record!.value]]);
    const moved = await verify(second, domain);
    expect(moved.status, moved.text).toBe(200);
    expect(data(moved).item.domains).toEqual([domain]);
    expect(data(await me(domain, second.ownerToken)).item.role).toBe(5);
    expect(data(await me(domain, first.ownerToken)).item.role).toBe(0);
    const firstView = await view(first);
    expect(firstView.domains).toEqual([]);
    expect(firstView.domainClaims).toMatchObject([{ domain, status: 'pending' }]);
    // The first site cannot take it back with its old record, which is no longer published.
    expect((await verify(first, domain)).status).toBe(422);
    expect(data(await me(domain, second.ownerToken)).item.role).toBe(5);
  });

  it('only a role-5+ member with a bearer token verifies', async () => {
    const owner = await site('Gate');
    const domain = newDomain();
    const c = await claimed(owner, domain);
    published.set(c.record!.name, [[c.record!.value]]);
    const designer = await userWithRole(owner, 4);
    expect((await verify(owner, domain, designer.token)).status).toBe(403);
    const origin = `http://${owner.host}:${new URL(base()).port}`;
    const cookieOnly = await api(owner.host, base()).post(VERIFY, { domain }, { headers: { cookie: `current_user=${owner.ownerToken}`, origin } });
    expect(cookieOnly.status).toBe(403);
    expect((await api(owner.host, base()).post(VERIFY, { domain })).status).toBe(401);
    expect((await api(PLATFORM, base()).post(VERIFY, { domain }, { token: owner.ownerToken })).status).toBe(404);
    expect((await me(domain, owner.ownerToken)).status).toBe(404);
    expect((await verify(owner, domain)).status).toBe(200);
  });

  it('the claim token is answered to role 5+ only', async () => {
    const owner = await site('Secretive');
    const domain = newDomain();
    const c = await claimed(owner, domain);
    const token = c.record!.value.split('=')[1]!;
    for (const role of [1, 4]) {
      const member = await userWithRole(owner, role);
      const one = await api(PLATFORM, base()).get(`/api/v1/sites/${owner.uid}`, { token: member.token });
      expect(one.status).toBe(200);
      expect(data(one).item.domainClaims).toEqual([{ domain, status: 'pending', checkedAt: null, verifiedAt: null }]);
      expect(one.text).not.toContain(token);
      const list = await api(PLATFORM, base()).get('/api/v1/sites', { token: member.token });
      expect(list.status).toBe(200);
      expect(list.text).toContain(domain);
      expect(list.text).not.toContain(token);
    }
    const anonymous = await api(PLATFORM, base()).get(`/api/v1/sites/${owner.uid}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain(token);
    // Role 5 (and platform role 7) see the record.
    expect(((await view(owner)).domainClaims as Claim[])[0]!.record).toEqual(c.record);
    expect(((await view(owner, owner.admin)).domainClaims as Claim[])[0]!.record).toEqual(c.record);
  });

  it('DNS failures and bad input are 4xx answers, never a 500', async () => {
    const owner = await site('Failures');
    const [quiet, empty] = [newDomain(), newDomain()];
    const claims = data(await claim(owner, [quiet, empty])).item.domainClaims as Claim[];
    const [quietClaim, emptyClaim] = [quiet, empty].map((d) => claims.find((c) => c.domain === d)!);
    // No answer at all: the lookup times out (about 3 s) and the answer still names the record.
    silent.add(quietClaim!.record!.name);
    const started = Date.now();
    const timedOut = await verify(owner, quiet);
    expect(timedOut.status).toBe(422);
    expect(data(timedOut).text).toContain(quietClaim!.record!.value);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The name exists with no TXT record (ENODATA).
    published.set(emptyClaim!.record!.name, []);
    const noData = await verify(owner, empty);
    expect(noData.status).toBe(422);
    expect(data(noData).text).toContain(emptyClaim!.record!.value);
    // A domain this site has not claimed, malformed bodies.
    expect((await verify(owner, newDomain())).status).toBe(404);
    for (const body of [{}, { domain: 'not a domain' }, { domain: quiet, extra: 1 }, { domain: ['x.example.com'] }]) {
      expect((await api(owner.host, base()).post(VERIFY, body, { token: owner.ownerToken })).status, JSON.stringify(body)).toBe(422);
    }
    expect((await api(owner.host, base()).get(VERIFY, { token: owner.ownerToken })).status).toBe(405);
  }, 30_000);

  it('the platform host and its subdomains cannot be claimed', async () => {
    const owner = await site('Platform');
    for (const domain of ['localhost', 'shop.localhost', `${owner.host}`, 'a.b.localhost']) {
      expect((await claim(owner, [domain])).status, domain).toBe(422);
    }
    expect((await view(owner)).domainClaims).toEqual([]);
  });
});
