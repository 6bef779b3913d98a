// lead submit: the demo contact form as a browser posts it (urlencoded, 303 to /thanks). Its target,
// against the trivial Next.js route of the same run, is reported by bench/rows/next.mjs.
import { expectStatus, request } from '../lib/http.mjs';
import { httpRow } from '../lib/http-row.mjs';

const scenario = (inst, site) => ({
  label: 'lead submit (form POST /api/v1/leads)',
  // The demo contact form's fields, as a browser posts them: 303 to /thanks.
  target: {
    url: `http://127.0.0.1:${inst.port}/api/v1/leads`,
    method: 'POST',
    headers: { host: site.host, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      form: 'contact',
      _redirect: '/thanks',
      name: 'Bench Visitor',
      email: 'visitor@example.test',
      message: 'A question about the Huila lot: is it still in stock?',
    }).toString(),
    expect: '3xx',
  },
  check: async () => {
    const r = await request(inst.port, site.host, 'POST', '/api/v1/leads', { form: { form: 'contact', _redirect: '/thanks', name: 'Check', email: 'check@example.test', message: 'check' } });
    expectStatus(r, 303, 'form POST /api/v1/leads');
    if (r.headers.location !== '/thanks') throw new Error(`lead answered Location ${r.headers.location}`);
    return '303';
  },
});

const lead = {
  id: 'lead',
  needs: ['build', 'server', 'site'],
  phase: 'instance',
  scenario,
  run: (ctx) => httpRow(ctx, 'lead', scenario),
  table: [{ id: 'lead', label: 'lead submit, form POST' }],
  targets: () => [],
};

export default lead;
