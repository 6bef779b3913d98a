import { describe, expect, it } from 'vitest';
import { api, data, newSite, PLATFORM, userWithRole } from '../helpers/http';

// Issue 11 B.2: the inbox's filters, its CSV export and its form counts.
async function submit(host: string, form: string, body: Record<string, unknown>) {
  const r = await api(host).post('/api/v1/leads', { form, data: body });
  expect(r.status, r.text).toBe(201);
  return data(r).item.uid as string;
}

// A small CSV reader for what the export writes (quoted cells, doubled quotes, CRLF).
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe('leads export', () => {
  it('answers the filtered leads as CSV, newest first, with the data keys as columns', async () => {
    const site = await newSite('Export');
    const first = await submit(site.host, 'contact', { email: 'a@example.test', name: 'Ann' });
    const second = await submit(site.host, 'contact', { email: 'b@example.test', phone: 123, extra: { nested: true } });
    await submit(site.host, 'newsletter', { email: 'n@example.test' });
    const r = await api(site.host).get('/api/v1/leads/export?form=contact', { token: site.ownerToken });
    expect(r.status, r.text).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    const subdomain = site.host.split('.')[0];
    expect(r.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="leads-${subdomain}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-leads-rows']).toBe('2');
    expect(r.headers['x-leads-truncated']).toBe('false');
    const [header, ...rows] = parseCsv(r.text);
    expect(header!.slice(0, 5)).toEqual(['uid', 'form', 'status', 'createdAt', 'email']);
    expect(new Set(header!.slice(4))).toEqual(new Set(['email', 'name', 'phone', 'extra']));
    expect(rows.map((row) => row[0])).toEqual([second, first]);
    const byName = (row: string[], col: string) => row[header!.indexOf(col)];
    expect(byName(rows[0]!, 'phone')).toBe('123');
    expect(byName(rows[0]!, 'extra')).toBe('{"nested":true}');
    expect(byName(rows[0]!, 'name')).toBe('');
    expect(byName(rows[1]!, 'status')).toBe('new');
    // Status filter, and the same filters as the list.
    await api(site.host).put(`/api/v1/leads/${first}`, { status: 'won' }, { token: site.ownerToken });
    const won = parseCsv((await api(site.host).get('/api/v1/leads/export?status=won', { token: site.ownerToken })).text);
    expect(won.slice(1).map((row) => row[0])).toEqual([first]);
    const listed = await api(site.host).get('/api/v1/leads?form=contact&status=won', { token: site.ownerToken });
    expect(data(listed).items.map((l: { uid: string }) => l.uid)).toEqual([first]);
    // An empty filter filters nothing; a name no form has matches nothing (never the whole inbox).
    expect(parseCsv((await api(site.host).get('/api/v1/leads/export?form=&status=', { token: site.ownerToken })).text)).toHaveLength(4);
    expect(parseCsv((await api(site.host).get('/api/v1/leads/export?form=no%20such', { token: site.ownerToken })).text)).toHaveLength(1);
    expect(data(await api(site.host).get('/api/v1/leads?form=no%20such', { token: site.ownerToken })).items).toEqual([]);
  });

  it('neutralises spreadsheet formulas in every text cell, header included', async () => {
    const site = await newSite('Formulas');
    const attacks = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
    await submit(site.host, 'contact', { ...Object.fromEntries(attacks.map((a, i) => [`f${i}`, a])), '=cmd|x': 'key', plain: 'safe', n: -5 });
    const text = (await api(site.host).get('/api/v1/leads/export', { token: site.ownerToken })).text;
    const [header, row] = parseCsv(text);
    expect(header).toContain("'=cmd|x");
    attacks.forEach((a, i) => expect(row![header!.indexOf(`f${i}`)]).toBe(`'${a}`));
    expect(row![header!.indexOf('plain')]).toBe('safe');
    expect(row![header!.indexOf('n')]).toBe('-5'); // a JSON number cannot carry a formula
    for (const cell of [...header!, ...row!]) expect(cell, cell).not.toMatch(/^[=+@\t\r]/);
  });

  it('needs the role that listing does: role 2 and a customer are refused, role 3 may', async () => {
    const site = await newSite('Export roles');
    await submit(site.host, 'contact', { email: 'private@example.test' });
    const writer = await userWithRole(site, 2);
    const customer = await userWithRole(site, 1);
    const marketer = await userWithRole(site, 3);
    for (const path of ['/api/v1/leads', '/api/v1/leads/export', '/api/v1/leads/forms']) {
      for (const who of [writer, customer]) {
        const r = await api(site.host).get(path, { token: who.token });
        expect(r.status, path).toBe(403);
        expect(r.text).not.toContain('private@example.test');
      }
      expect((await api(site.host).get(path)).status, path).toBe(401);
      expect((await api(site.host).get(path, { token: marketer.token })).status, path).toBe(200);
    }
    expect((await api(site.host).get('/api/v1/leads/export', { token: marketer.token })).text).toContain('private@example.test');
  });

  it('exports only the addressed site, also through X-Site', async () => {
    const a = await newSite('A');
    const b = await newSite('B');
    await submit(a.host, 'contact', { email: 'a-only@example.test' });
    await submit(b.host, 'contact', { email: 'b-only@example.test' });
    const r = await api(PLATFORM).get('/api/v1/leads/export', { token: a.ownerToken, headers: { 'x-site': a.uid } });
    expect(r.status).toBe(200);
    expect(r.text).toContain('a-only@example.test');
    expect(r.text).not.toContain('b-only@example.test');
    expect((await api(PLATFORM).get('/api/v1/leads/export', { token: a.ownerToken, headers: { 'x-site': b.uid } })).status).toBe(403);
  });

  it('lists the forms with their counts, deleted leads left out', async () => {
    const site = await newSite('Forms');
    await submit(site.host, 'contact', { a: 1 });
    await submit(site.host, 'contact', { a: 2 });
    const gone = await submit(site.host, 'quote', { a: 3 });
    await submit(site.host, 'newsletter', { a: 4 });
    await api(site.host).del(`/api/v1/leads/${gone}`, { token: site.ownerToken });
    const r = await api(site.host).get('/api/v1/leads/forms', { token: site.ownerToken });
    expect(r.status).toBe(200);
    expect(data(r).items).toEqual([
      { form: 'contact', count: 2 },
      { form: 'newsletter', count: 1 },
    ]);
  });
});
