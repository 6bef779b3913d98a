import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

interface SiteScoped {
  siteUid: PgColumn;
}
interface SoftDeletable extends SiteScoped {
  deletedAt: PgColumn;
}

// Every query of site data filters through here: the site id comes first, so a handler cannot forget it.
export function inSite(table: SiteScoped, siteUid: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.siteUid, siteUid), ...conditions) as SQL;
}

// The same for soft-deletable tables: deleted rows are never returned.
export function liveInSite(table: SoftDeletable, siteUid: string, ...conditions: (SQL | undefined)[]): SQL {
  return inSite(table, siteUid, isNull(table.deletedAt), ...conditions);
}
