import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { discounts, posts, sites, templates, variants } from '@/db/schema';
import { slugify } from '@/lib/content/fields';
import { newUid } from '@/lib/ids';
import { DEMO_DISCOUNT, DEMO_PRODUCTS, demoPosts } from './content';

export const DEMO_SUBDOMAIN = 'demo';
const THEME_DIR = path.join(process.cwd(), 'lib', 'demo', 'theme');

// Theme files are named `<title>.<type>.<ext>`; pages get the permalinks below.
const PERMALINKS: Record<string, string> = {
  index: '/index',
  blog: '/blog',
  post: '/blog/:slug',
  shop: '/shop',
  product: '/products/:slug',
  contact: '/contact',
  thanks: '/thanks',
  cart: '/cart',
  order: '/order',
  '404': '/404',
};
const TITLES: Record<string, string> = {
  index: 'Home',
  blog: 'Journal',
  post: 'Post',
  shop: 'Shop',
  product: 'Product',
  contact: 'Contact',
  thanks: 'Thanks',
  cart: 'Cart',
  order: 'Your order',
  '404': 'Not found',
};

function themeTemplates(siteUid: string) {
  return fs
    .readdirSync(THEME_DIR)
    .sort()
    .map((file) => {
      const [name, type, ext] = file.split('.') as [string, string, string];
      const body = fs.readFileSync(path.join(THEME_DIR, file), 'utf8');
      if (type === 'asset') return { uid: newUid(), siteUid, title: `${name}.${ext}`, permalink: `/assets/${name}.${ext}`, type, body };
      if (type === 'page') return { uid: newUid(), siteUid, title: TITLES[name] ?? name, permalink: PERMALINKS[name] ?? `/${name}`, type, body };
      return { uid: newUid(), siteUid, title: name, permalink: null, type, body };
    });
}

// On first start with an empty database: a demo site a newcomer can open at demo.<PLATFORM_HOST>.
export async function seedDemoSite(): Promise<boolean> {
  const db = await getDb();
  const [existing] = await db.select({ n: count() }).from(sites);
  if ((existing?.n ?? 0) > 0) return false;
  const siteUid = newUid();
  await db.transaction(async (tx) => {
    await tx.insert(sites).values({
      uid: siteUid,
      subdomain: DEMO_SUBDOMAIN,
      name: 'Ember & Oak Coffee',
      // The platform's own demo: its words are the platform's, so its mail is trusted (CONTRACT 3).
      mailTrustedAt: new Date(),
      settings: {
        tagline: 'Small batch coffee, roasted weekly.',
        description: 'A small roastery: brewing guides, origin stories and fresh beans.',
        postPath: '/blog/:slug',
        themeColor: '#9a4d24',
        currency: 'EUR',
      },
    });
    await tx.insert(templates).values(themeTemplates(siteUid));
    const products = DEMO_PRODUCTS.map((p) => ({ ...p, uid: newUid() }));
    await tx
      .insert(posts)
      .values([
        ...demoPosts().map((p) => ({ uid: newUid(), siteUid, title: p.title, slug: slugify(p.title), body: p.body, type: 'post', status: 1, tag: p.tag, label: 'blog', date: p.date })),
        ...products.map((p) => ({ uid: p.uid, siteUid, title: p.title, slug: slugify(p.title), body: p.body, type: 'product', status: 1, data: { color: p.color } })),
      ]);
    // The shop: each product's variants (sizes, prices, stock) and a welcome code.
    await tx.insert(variants).values(products.flatMap((p) => p.variants.map((v, position) => ({ siteUid, postUid: p.uid, currency: 'EUR', position, ...v }))));
    await tx.insert(discounts).values({ siteUid, ...DEMO_DISCOUNT });
  });
  return true;
}
