// A product with variants, made through the operations (a product post, then createVariant).
import { createVariant } from '@/lib/domains/shop/catalogue/operations';
import { createPost } from '@/lib/domains/content/posts/operations';
import type { Member } from './world';

export async function makeProduct(
  siteUid: string,
  by: Member,
  variants: { sku?: string; price: number; currency?: string; stock?: number | null; options?: Record<string, string>; interval?: 'month' | null }[],
  status = 1,
) {
  const { item: post } = await createPost(by.caller, siteUid, { title: `Product ${variants[0]?.sku ?? ''}`, type: 'product', status });
  const made = [];
  for (const v of variants) made.push(await createVariant(by.caller, siteUid, { postUid: post.uid, currency: 'EUR', ...v }));
  return { post, variants: made };
}
