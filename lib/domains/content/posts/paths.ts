// Where a post lives on the site, as a path: products at the setting `productPath` (`/products/:slug`
// unless set), every other post at `postPath` (`/blog/:slug` unless set), as feeds, sitemaps,
// collection rows' `url` and the admin's "Live at" links all name it. Pure: the admin imports it too.
export function postPathOf(settings: Record<string, unknown> | undefined, type: string, slug: string): string {
  const key = type === 'product' ? 'productPath' : 'postPath';
  const setting = settings?.[key];
  const pattern = typeof setting === 'string' && setting.trim() ? setting.trim() : type === 'product' ? '/products/:slug' : '/blog/:slug';
  return pattern.replace(':slug', encodeURIComponent(slug));
}
