// What each tenant holds of a shared cache, so a full cache makes room from the tenants above their
// share first. Without it one site's visitor, asking for page after page of query-string variants,
// pushed every other site's cached pages and data out of the process (they render again on every
// request until they are back). Within a tenant the oldest entry goes first.
export class TenantShares {
  private readonly tenants = new Map<string, { size: number; keys: Map<string, number> }>();
  // Tenants holding more than `share`.
  private readonly above = new Set<string>();

  constructor(private readonly share: number) {}

  added(tenant: string, key: string, size: number): void {
    let t = this.tenants.get(tenant);
    if (!t) this.tenants.set(tenant, (t = { size: 0, keys: new Map() }));
    t.keys.set(key, size);
    t.size += size;
    if (t.size > this.share) this.above.add(tenant);
  }

  removed(tenant: string, key: string): void {
    const t = this.tenants.get(tenant);
    const size = t?.keys.get(key);
    if (!t || size === undefined) return;
    t.keys.delete(key);
    t.size -= size;
    if (t.size <= this.share) this.above.delete(tenant);
    if (t.keys.size === 0) this.tenants.delete(tenant);
  }

  // The entry to evict to make room for `tenant`: its own oldest while it is above its share, else the
  // oldest of the tenant furthest above it; none while every tenant is within its share (then the
  // cache's own least-recently-used order decides).
  victim(tenant: string): string | undefined {
    let from = this.above.has(tenant) ? tenant : undefined;
    if (from === undefined) {
      let most = 0;
      for (const name of this.above) {
        const size = this.tenants.get(name)!.size;
        if (size > most) [most, from] = [size, name];
      }
    }
    return from === undefined ? undefined : this.tenants.get(from)!.keys.keys().next().value;
  }

  sizeOf(tenant: string): number {
    return this.tenants.get(tenant)?.size ?? 0;
  }
}
