import { api, data, unique } from './http';

interface SiteLike {
  host: string;
  ownerToken: string;
  base?: string;
}

// A published product post, created by `token` (the site owner unless given).
export async function newProduct(site: SiteLike, title = 'Product', token = site.ownerToken): Promise<string> {
  const r = await api(site.host, site.base).post('/api/v1/posts', { title, type: 'product', status: 1 }, { token });
  if (r.status !== 201) throw new Error(`product creation failed: ${r.status} ${r.text}`);
  return data(r).item.uid as string;
}

// A variant of `postUid` (a unique sku unless given), returning its view.
export async function newVariant(site: SiteLike, postUid: string, fields: Record<string, unknown> = {}, token = site.ownerToken) {
  const body = { postUid, sku: unique('SKU-'), price: 2500, currency: 'EUR', ...fields };
  const r = await api(site.host, site.base).post('/api/v1/variants', body, { token });
  if (r.status !== 201) throw new Error(`variant creation failed: ${r.status} ${r.text}`);
  return data(r).item as { id: number; sku: string; price: number; currency: string; stock: number | null };
}
