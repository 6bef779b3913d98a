// One query-key scheme: everything of a site starts with ['site', uid], so switching sites or signing out
// can drop a site's cache at once, and a write invalidates exactly its resource.
export const adminKeys = {
  me: (site: string | null) => ['me', site] as const,
  sites: () => ['sites'] as const,
  manifest: () => ['manifest'] as const,
  // The platform's themes and whether a subdomain is free: no site yet.
  themes: () => ['themes'] as const,
  available: (subdomain: string) => ['available', subdomain] as const,
  // An invitation read by its mailed link, before the signed-in user accepts it (no site yet).
  invitation: (token: string) => ['invitation', token] as const,
  site: (site: string) => ['site', site] as const,
  resource: (site: string, resource: string) => ['site', site, resource] as const,
  list: (site: string, resource: string, params: Record<string, unknown> = {}) => ['site', site, resource, 'list', params] as const,
  item: (site: string, resource: string, id: string) => ['site', site, resource, 'item', id] as const,
  sub: (site: string, resource: string, id: string, part: string) => ['site', site, resource, 'item', id, part] as const,
};

// A paged list's key holds every input of its fetch: the path (one webhook slot's deliveries and
// another's, one plugin's runs and another's are different lists) and every query parameter.
export const pagedListKey = (site: string, resource: string, path: string, params: Record<string, unknown>) => adminKeys.list(site, resource, { ...params, path });

// While the next page of a list loads, the page before stays on screen; never a page of another list
// (another path, so another plugin's runs or another slot's deliveries).
export function keepsPreviousPage(previousKey: readonly unknown[] | undefined, key: readonly unknown[]): boolean {
  if (!previousKey || previousKey.length !== key.length) return false;
  const pathOf = (k: readonly unknown[]) => (k[4] as { path?: unknown } | undefined)?.path;
  return key.slice(0, 4).every((part, i) => part === previousKey[i]) && pathOf(previousKey) !== undefined && pathOf(previousKey) === pathOf(key);
}
