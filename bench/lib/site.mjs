// The site every server row runs against: created over the API (POST /api/v1/sites/new), the demo theme
// (themes/demo) installed as template records, 60 published posts, and a signed-in visitor (role 1).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readFolderFiles } from '../../lib/shared/theme-folder/files.mjs';
import { readFolder } from '../../lib/shared/theme-folder/format.mjs';
import { expectStatus, request } from './http.mjs';
import { progress } from './progress.mjs';
import { ROOT } from './shared.mjs';

const THEME_DIR = path.join(ROOT, 'themes', 'demo');
const TAGS = ['Brewing', 'Origins', 'Roasting', 'News'];
export const POSTS = 60;
export const HOME_MARKER = 'Latest from the journal';

// The demo theme's records, as the theme folder reads them (lib/shared/theme-folder).
export function themeTemplates() {
  return readFolder(readFolderFiles(THEME_DIR)).templates.map((t) => ({ title: t.title, permalink: t.permalink, type: t.type, body: t.body }));
}

function benchPost(i) {
  const tag = TAGS[i % TAGS.length];
  const lead = `Notes from batch ${i + 1}: grind, water and a steady pour matter more than any gadget.`;
  return {
    title: `Journal entry ${i + 1}: ${tag.toLowerCase()} notes`,
    body: `<p>${lead}</p><p>We keep notes on every batch and share what we learn along the way. If you try this at home, tell us how it went: we read every message.</p><p>Questions about this post or a coffee? Use the contact page and we will answer within two working days.</p>`,
    type: 'post',
    status: 1,
    tag,
    label: 'blog',
    date: new Date(Date.now() - i * 7 * 24 * 3600 * 1000).toISOString(),
  };
}

async function inBatches(items, size, fn) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

// The first demo home set up in this run: the ceiling row serves these very bytes, so that the
// cached-hit ratio compares like with like.
let firstHome = null;
export const firstHomeBody = () => firstHome;

export async function setupSite(port) {
  const subdomain = `bench${randomBytes(4).toString('hex')}`;
  const created = expectStatus(
    await request(port, 'localhost', 'POST', '/api/v1/sites/new', { json: { subdomain, name: 'Ember & Oak Coffee', email: `${subdomain}@example.test`, password: 'bench-owner-password' } }),
    201,
    'POST /api/v1/sites/new',
  );
  const host = `${subdomain}.localhost`;
  const owner = created.json.data.token;
  const auth = { authorization: `Bearer ${owner}` };
  const settings = await request(port, host, 'PUT', '/api/v1/sites', {
    headers: auth,
    json: {
      settings: {
        tagline: 'Small batch coffee, roasted weekly.',
        description: 'A small roastery: brewing guides, origin stories and fresh beans.',
        postPath: '/blog/:slug',
        themeColor: '#9a4d24',
        currency: 'EUR',
      },
    },
  });
  if (settings.status !== 200) progress(`note: site settings not saved (${settings.status}): ${settings.text.slice(0, 200)}`);

  // The new site's seeded /index is replaced by the demo home; every other theme file is created.
  const list = expectStatus(await request(port, host, 'GET', '/api/v1/templates?page_size=100'), 200, 'GET /api/v1/templates');
  const existing = new Map((list.json.data.items ?? []).filter((t) => t.permalink).map((t) => [t.permalink, t.uid]));
  for (const t of themeTemplates()) {
    const uid = t.permalink ? existing.get(t.permalink) : undefined;
    const r = uid ? await request(port, host, 'PUT', `/api/v1/templates/${uid}`, { headers: auth, json: t }) : await request(port, host, 'POST', '/api/v1/templates', { headers: auth, json: t });
    if (r.status !== 200 && r.status !== 201) throw new Error(`saving template ${t.title}: ${r.status} ${r.text.slice(0, 300)}`);
    if (r.json?.data?.item?.published === false) throw new Error(`template ${t.title} was stored as a draft`);
  }
  await inBatches(
    Array.from({ length: POSTS }, (_, i) => i),
    8,
    async (i) => expectStatus(await request(port, host, 'POST', '/api/v1/posts', { headers: auth, json: benchPost(i) }), 201, `POST /api/v1/posts #${i}`),
  );
  const visitorEmail = `visitor-${subdomain}@example.test`;
  const signup = expectStatus(
    await request(port, host, 'POST', '/api/v1/auth/signup', { json: { email: visitorEmail, password: 'bench-visitor-password', name: 'Bench Visitor' } }),
    201,
    'POST /api/v1/auth/signup',
  );
  const site = { host, subdomain, owner, ownerAuth: auth, visitor: signup.json.data.token };

  // The home page renders the demo theme with 20 post cards.
  const home = expectStatus(await request(port, host, 'GET', '/'), 200, 'GET / (anonymous)');
  const cards = (home.text.match(/class="card"/g) ?? []).length;
  if (!home.text.includes(HOME_MARKER) || cards !== 20) throw new Error(`home page is not the demo home (marker ${home.text.includes(HOME_MARKER)}, ${cards} cards)`);
  site.homeBytes = Buffer.byteLength(home.text);
  firstHome ??= home.text;
  return site;
}
