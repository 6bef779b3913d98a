// One query-key scheme: everything of a site starts with ['site', uid], so switching sites or signing out
// can drop a site's cache at once, and a write invalidates exactly its resource.
export const adminKeys = {
  me: (site: string | null) => ['me', site] as const,
  sites: () => ['sites'] as const,
  manifest: () => ['manifest'] as const,
  // An invitation read by its mailed link, before the signed-in user accepts it (no site yet).
  invitation: (token: string) => ['invitation', token] as const,
  site: (site: string) => ['site', site] as const,
  resource: (site: string, resource: string) => ['site', site, resource] as const,
  list: (site: string, resource: string, params: Record<string, unknown> = {}) => ['site', site, resource, 'list', params] as const,
  item: (site: string, resource: string, id: string) => ['site', site, resource, 'item', id] as const,
  sub: (site: string, resource: string, id: string, part: string) => ['site', site, resource, 'item', id, part] as const,
};
