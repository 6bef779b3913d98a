import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { discounts } from '@/db/schema';
import { refuseDuplicates, UNIQUE } from '@/db/unique';
import { evaluateDiscount, findDiscount, priceItems, type DiscountRow } from '@/lib/domains/shop/commerce/pricing';
import { invalid, notFound } from '@/lib/shared/errors';
import { listPage, offsetOf, type PageQuery } from '@/lib/shared/pagination';
import type { CreateDiscountBody, DiscountChanges, DiscountView, QuoteBody, QuoteView } from './schemas';

const codeTaken = () => invalid('code: another discount of this site already has this code');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function discountView(r: DiscountRow): DiscountView {
  return {
    id: r.id,
    code: r.code,
    kind: r.kind,
    value: r.value,
    currency: r.currency,
    minSubtotal: r.minSubtotal,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    usageLimit: r.usageLimit,
    usedCount: r.usedCount,
    oncePerCustomer: r.oncePerCustomer,
    active: r.active,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

type DiscountShape = Pick<DiscountRow, 'kind' | 'value' | 'currency' | 'startsAt' | 'endsAt'>;

// The rules that span fields, checked on the record as it would be stored (a partial update merged in).
function checkRules(d: DiscountShape): void {
  if (d.kind === 'percent' && d.value > 100) throw invalid('value: a percent discount is 1..100');
  if (d.kind === 'percent' && d.currency) throw invalid('currency: only an amount discount has a currency');
  if (d.startsAt && d.endsAt && d.endsAt <= d.startsAt) throw invalid('endsAt: must be after startsAt');
}

export async function createDiscount(siteUid: string, body: z.output<typeof CreateDiscountBody>): Promise<DiscountView> {
  const values = {
    siteUid,
    code: body.code,
    kind: body.kind,
    value: body.value,
    currency: body.currency ?? null,
    minSubtotal: body.minSubtotal ?? 0,
    startsAt: body.startsAt ?? null,
    endsAt: body.endsAt ?? null,
    usageLimit: body.usageLimit ?? null,
    oncePerCustomer: body.oncePerCustomer ?? false,
    active: body.active ?? true,
  };
  checkRules(values);
  const db = await getDb();
  const [row] = await refuseDuplicates(() => db.insert(discounts).values(values).returning(), { [UNIQUE.discountCode]: codeTaken });
  return discountView(row!);
}

export async function listDiscounts(siteUid: string, q: PageQuery) {
  const db = await getDb();
  const where = inSite(discounts, siteUid);
  return listPage(
    q,
    db.select().from(discounts).where(where).orderBy(desc(discounts.createdAt), desc(discounts.id)).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(discounts).where(where),
    discountView,
  );
}

async function discountRow(siteUid: string, id: number): Promise<DiscountRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(discounts)
    .where(inSite(discounts, siteUid, eq(discounts.id, id)))
    .limit(1);
  if (!row) throw notFound('Discount');
  return row;
}

export const readDiscount = async (siteUid: string, id: number) => discountView(await discountRow(siteUid, id));

// usedCount is not writable here: the paid transaction counts uses.
export async function updateDiscount(siteUid: string, id: number, body: DiscountChanges): Promise<DiscountView> {
  const row = await discountRow(siteUid, id);
  checkRules({ ...row, ...body });
  const db = await getDb();
  const [updated] = await refuseDuplicates(
    () =>
      db
        .update(discounts)
        .set({ ...body, updatedAt: new Date() })
        .where(inSite(discounts, siteUid, eq(discounts.id, id)))
        .returning(),
    { [UNIQUE.discountCode]: codeTaken },
  );
  if (!updated) throw notFound('Discount');
  return discountView(updated);
}

// Orders keep their discount's code and amount (orders.discount_id is set null).
export async function deleteDiscount(siteUid: string, id: number): Promise<void> {
  const db = await getDb();
  const gone = await db
    .delete(discounts)
    .where(inSite(discounts, siteUid, eq(discounts.id, id)))
    .returning({ id: discounts.id });
  if (gone.length === 0) throw notFound('Discount');
}

// What a code would take off these items now. It reads only: no use is counted or reserved, and the
// paid order checks the code again. An unknown, inactive or inapplicable code is `valid: false` with
// the reason; items in several currencies, or of no variant here, are refused (422), as at checkout.
export async function quoteDiscount(siteUid: string, body: z.output<typeof QuoteBody>): Promise<QuoteView> {
  const db = await getDb();
  const priced = await priceItems(db, siteUid, body.items);
  if (priced.missing.length) throw invalid(`items: no variant ${priced.missing.join(', ')} on this site`);
  const verdict = evaluateDiscount(await findDiscount(db, siteUid, body.code), priced);
  return {
    code: body.code,
    valid: verdict.valid,
    ...(verdict.valid ? {} : { reason: verdict.reason }),
    currency: priced.currency,
    subtotal: priced.subtotal,
    discount: verdict.amount,
    total: priced.subtotal - verdict.amount,
  };
}
