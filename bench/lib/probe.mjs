// A probe page (a template whose body carries a revision marker) saved through one instance and read
// back from others: the save-to-fresh and stampede rows.
import { expectStatus, request } from './http.mjs';
import { SAVE_WAIT_MS } from './options.mjs';
import { sleep } from './progress.mjs';
import { themeTemplates } from './site.mjs';

// A page template whose body carries a revision marker, saved through the API.
const probeBody = (rev, heavy) =>
  heavy
    ? themeTemplates()
        .find((t) => t.permalink === '/index')
        .body.replace('{% endblock %}', `<p id="rev">rev ${rev}</p>\n{% endblock %}`)
    : `<!doctype html><title>probe</title><p id="rev">rev ${rev}</p>`;
export const hasRev = (text, rev) => text.includes(`<p id="rev">rev ${rev}</p>`);

export async function createProbe(inst, site, permalink, heavy) {
  const r = await request(inst.port, site.host, 'POST', '/api/v1/templates', {
    headers: site.ownerAuth,
    json: { title: `Bench probe ${permalink}`, permalink, type: 'page', body: probeBody(0, heavy) },
  });
  expectStatus(r, 201, `POST /api/v1/templates ${permalink}`);
  return r.json.data.item.uid;
}
export async function saveProbe(inst, site, uid, rev, heavy) {
  const r = await request(inst.port, site.host, 'PUT', `/api/v1/templates/${uid}`, { headers: site.ownerAuth, json: { body: probeBody(rev, heavy) } });
  expectStatus(r, 200, `PUT /api/v1/templates/${uid}`);
  return r;
}
// Polls an instance (anonymous GETs, one at a time) until the page carries `rev`; ms or null after `capMs`.
export async function waitForRev(inst, site, permalink, rev, start, capMs = SAVE_WAIT_MS) {
  let polls = 0;
  for (;;) {
    const r = await request(inst.port, site.host, 'GET', permalink);
    polls++;
    if (r.status === 200 && hasRev(r.text, rev)) return { ms: r.at - start, polls, cache: r.headers['x-cache'] };
    if (performance.now() - start > capMs) return { ms: null, polls, lastStatus: r.status, cache: r.headers['x-cache'] };
  }
}
// Until the instance answers the page from its cache (a visitor has seen it): 'current' at `rev`;
// 'stale' when after 2 s it still serves an older version from its cache (an instance the last purge
// never reached); null when it serves no cached page at all within 10 s.
export async function warmPage(inst, site, permalink, rev) {
  const started = Date.now();
  while (Date.now() - started < SAVE_WAIT_MS) {
    const r = await request(inst.port, site.host, 'GET', permalink);
    const hit = r.status === 200 && r.headers['x-cache'] === 'HIT';
    if (hit && hasRev(r.text, rev)) return 'current';
    if (hit && Date.now() - started > 2000) return 'stale';
    await sleep(5);
  }
  return null;
}

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
