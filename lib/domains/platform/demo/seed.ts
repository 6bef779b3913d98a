import { count } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { discounts, files, posts, sites, storageObjects, variants } from '@/db/schema';
import { slugify } from '@/lib/shared/content/fields';
import { newUid } from '@/lib/shared/ids';
import { themeNamed } from '@/lib/domains/content/themes/catalogue';
import { themeSettings, writeThemeTemplates } from '@/lib/domains/content/themes/operations';
import { DEMO_DISCOUNT, DEMO_PRODUCTS, demoPosts } from './content';
import { mediaOf, storeDemoPictures } from './pictures';

export const DEMO_SUBDOMAIN = 'demo';

// On first start with an empty database: a demo site a newcomer can open at demo.<PLATFORM_HOST>.
export async function seedDemoSite(): Promise<boolean> {
  const db = await getDb();
  const [existing] = await db.select({ n: count() }).from(sites);
  if ((existing?.n ?? 0) > 0) return false;
  const siteUid = newUid();
  // The demo's templates are the `demo` theme (themes/demo), which any new site may start from.
  const theme = await themeNamed('demo');
  const pictures = await storeDemoPictures(siteUid, DEMO_SUBDOMAIN);
  await db.transaction(async (tx) => {
    await tx.insert(sites).values({
      uid: siteUid,
      subdomain: DEMO_SUBDOMAIN,
      name: 'Ember & Oak Coffee',
      // The platform's own demo: its words are the platform's, so its mail is trusted (docs/behaviours.md#B-mail-trust).
      mailTrustedAt: new Date(),
      settings: {
        ...themeSettings(theme),
        welcomeCode: DEMO_DISCOUNT.code,
        tagline: 'Small batch coffee, roasted weekly.',
        description: 'A small roastery: brewing guides, origin stories and fresh beans.',
        themeColor: '#9a4d24',
        currency: 'EUR',
      },
    });
    await writeThemeTemplates(tx, siteUid, theme, { published: true, authorUid: null });
    const products = DEMO_PRODUCTS.map((p) => ({ ...p, uid: newUid() }));
    await tx.insert(posts).values([
      ...demoPosts().map((p) => ({
        uid: newUid(),
        siteUid,
        title: p.title,
        slug: slugify(p.title),
        body: p.body,
        type: 'post',
        status: 1,
        tag: p.tag,
        label: 'blog',
        date: p.date,
        media: mediaOf(pictures, p.tag.toLowerCase()),
      })),
      ...products.map((p) => ({
        uid: p.uid,
        siteUid,
        title: p.title,
        slug: slugify(p.title),
        body: p.body,
        type: 'product',
        status: 1,
        data: { color: p.color },
        media: mediaOf(pictures, slugify(p.title)),
      })),
    ]);
    if (pictures.length > 0) {
      await tx.insert(files).values(pictures.map((f) => f.record));
      await tx.insert(storageObjects).values(pictures.map((f) => ({ siteUid, key: f.record.storageKey, size: f.record.size })));
    }
    // The shop: each product's variants (sizes, prices, stock) and a welcome code.
    await tx.insert(variants).values(products.flatMap((p) => p.variants.map((v, position) => ({ siteUid, postUid: p.uid, currency: 'EUR', position, ...v }))));
    await tx.insert(discounts).values({ siteUid, ...DEMO_DISCOUNT });
  });
  return true;
}
