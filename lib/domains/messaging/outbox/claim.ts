import { sql } from 'drizzle-orm';
import { dbHandle } from '@/db/client';
import { outbox, type OutboxKind } from '@/db/schema';
import { env } from '@/lib/shared/env';
import type { DbOrTx, OutboxItem } from './types';

// Which due rows a claim takes: the fair shares are decided inside the claim's own SQL (issue 23).
//
// Each kind is a lane with slots of its own in every process: `mail` (sign-in codes, reset links,
// invitations, order confirmations, notifications, platform mail) never waits behind `webhook` (a
// tenant's receivers, which may hang 15 s each). Inside a lane one site, and one owner's sites
// together (self-serve sign-up makes sites cheap), hold at most their share of deliveries at once.
// Shares count live leases, whichever instance holds them, so they hold on one instance or many.

export interface LaneShare {
  // Deliveries of the lane in flight per process.
  slots: number;
  // Live leases of one site, and of one owner's sites together, in the lane over every instance.
  perSite: number;
  perOwner: number;
}

export const LANES: readonly OutboxKind[] = ['webhook', 'mail'];

export const laneShares = (): Record<OutboxKind, LaneShare> => ({
  webhook: { slots: env.OUTBOX_WEBHOOK_SLOTS, perSite: env.OUTBOX_WEBHOOK_PER_SITE, perOwner: env.OUTBOX_WEBHOOK_PER_OWNER },
  mail: { slots: env.OUTBOX_MAIL_SLOTS, perSite: env.OUTBOX_MAIL_PER_SITE, perOwner: env.OUTBOX_MAIL_PER_OWNER },
});

// On PostgreSQL claims run one at a time over every instance (a transaction-scoped advisory lock,
// "outbox"), so a claim counts the leases of every claim before it and shares hold exactly; SKIP
// LOCKED still passes over rows a finishing deliverer has locked.
const CLAIM_LOCK = 0x6f7574626f78n;

// Rows of a site a claim looks at past its oldest due one, in id order: a burst of the site's events
// goes out up to its share in one claim; rows further apart wait for the next claim.
const SITE_WINDOW = 256;

// The ids to claim. One pass over the pending rows, grouped per lane and site (hashed, no sort of the
// backlog, so a flood of one site's rows costs a claim only a linear scan): per site its live leases
// and its oldest due row (its oldest due mail that is no notification, if any). A site under its share
// offers that row and the next due ones of its window, up to its share; an owner's offers are ranked
// after the leases the owner holds, its least-held sites' offers first; then the lane
// takes offers up to its free slots, fewest-held owners first and every other mail before any
// notification. A site with no owner is an owner of its own; platform mail (no site) is one site and
// one owner.
function chosenIds(free: Partial<Record<OutboxKind, number>>) {
  const shares = laneShares();
  const open = LANES.filter((kind) => (free[kind] ?? 0) > 0);
  const lanes = sql.join(
    open.map((kind) => sql`(${kind}::text, ${free[kind]}::int, ${shares[kind].perSite}::int, ${shares[kind].perOwner}::int)`),
    sql`, `,
  );
  const kinds = sql.join(
    open.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`
    with lane (kind, free, per_site, per_owner) as (values ${lanes}),
    pending as (
      select o.id, o.kind, o.site_uid, o.topic, coalesce(o.leased_until > now(), false) as live
      from "outbox" o
      where o.state = 'pending' and o.kind in (${kinds}) and (o.due_at <= now() or o.leased_until > now())
    ),
    sited as (
      select kind, site_uid, count(*) filter (where live) as held,
             coalesce(min(id) filter (where not live and topic <> 'notification'), min(id) filter (where not live)) as next_id
      from pending
      group by kind, site_uid
    ),
    owned as (
      select c.kind, c.site_uid, c.held, c.next_id, l.free, l.per_site, l.per_owner,
             coalesce('u:' || s.owner_uid, 's:' || c.site_uid, '') as owner_key,
             sum(c.held) over (partition by c.kind, coalesce('u:' || s.owner_uid, 's:' || c.site_uid, '')) as owner_held
      from sited c join lane l on l.kind = c.kind left join "sites" s on s.uid = c.site_uid
    ),
    offers as (
      select w.kind, w.free, w.per_owner, w.owner_key, w.owner_held, e.id, e.bulk, w.held + e.n as site_slot
      from owned w cross join lateral (
        select p.id, p.topic = 'notification' as bulk, row_number() over (order by p.id) as n
        from "outbox" p
        where p.id >= w.next_id and p.id < w.next_id + ${SITE_WINDOW}::int
          and p.kind = w.kind and p.site_uid is not distinct from w.site_uid and p.state = 'pending' and p.due_at <= now()
        order by p.id
        limit greatest(w.per_site - w.held, 0)
      ) e
      where w.next_id is not null
    ),
    ranked as (
      select f.*, f.owner_held + row_number() over (partition by f.kind, f.owner_key order by f.bulk, f.site_slot, f.id) as owner_slot
      from offers f
    ),
    chosen as (
      select id, free, row_number() over (partition by kind order by bulk, owner_slot, site_slot, id) as lane_slot
      from ranked
      where owner_slot <= per_owner
    )
    select id from chosen where lane_slot <= free`;
}

// Leases the chosen rows to `instance` until OUTBOX_LEASE_MS from now (moving `due_at` there too, so a
// row whose deliverer died is due again when its lease ends) and answers them. A live lease is a
// pending row leased past now (a result clears the lease). The state and due conditions are repeated
// at the locking level, where a row changed meanwhile is checked again in its new version.
export async function claimDue(free: Partial<Record<OutboxKind, number>>, instance: string): Promise<OutboxItem[]> {
  if (!LANES.some((kind) => (free[kind] ?? 0) > 0)) return [];
  const { db, kind } = await dbHandle();
  // From the moment of the update, not the transaction's start (now()): a claim that waited for the
  // lock, or ran slowly on a cold or busy database, must not hand out a lease already partly spent
  // (it could end before its deliverer's timeout, and the row would go out twice).
  const lease = sql`clock_timestamp() + (${Math.round(env.OUTBOX_LEASE_MS)}::int * interval '1 millisecond')`;
  const claim = (q: DbOrTx) =>
    q
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, dueAt: lease, leasedUntil: lease, leasedBy: instance })
      .where(
        sql`${outbox.id} in (
          select c.id from "outbox" c
          where c.id in (${chosenIds(free)}) and c.state = 'pending' and c.due_at <= now()
          for update skip locked
        )`,
      )
      .returning();
  // The embedded database has one owner process, whose drains run one at a time: no lock needed.
  const rows =
    kind === 'pglite'
      ? await claim(db)
      : await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK.toString()}::bigint)`);
          return claim(tx);
        });
  return rows.map((r) => ({ id: r.id, siteUid: r.siteUid, kind: r.kind, topic: r.topic, payload: r.payload, messageId: r.messageId, attempts: r.attempts, createdAt: r.createdAt }));
}
