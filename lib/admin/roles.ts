// The least role each admin screen needs on the site. The screens a role may not use are hidden; the API
// refuses them anyway (these mirror the routes' own access, they do not replace it).
export const SCREENS = [
  { key: 'templates', label: 'Templates', role: 3 },
  { key: 'posts', label: 'Posts', role: 1 },
  { key: 'bits', label: 'Bits', role: 3 },
  { key: 'files', label: 'Files', role: 1 },
  { key: 'comments', label: 'Comments', role: 3 },
  { key: 'redirects', label: 'Redirects', role: 3 },
  { key: 'leads', label: 'Leads', role: 3 },
  // Any member: below role 3 the API scopes it to the member's own posts.
  { key: 'analytics', label: 'Analytics', role: 1 },
  { key: 'plugins', label: 'Plugins', role: 3 },
  { key: 'webhooks', label: 'Webhooks', role: 3 },
  { key: 'logs', label: 'Activity log', role: 3 },
  { key: 'notifications', label: 'Notifications', role: 5 },
  { key: 'settings', label: 'Settings', role: 5 },
] as const;

export type ScreenKey = (typeof SCREENS)[number]['key'];

export const screenRole = (key: ScreenKey): number => SCREENS.find((s) => s.key === key)!.role;
export const screensFor = (role: number) => SCREENS.filter((s) => role >= s.role);

export const ROLE_NAMES: Record<number, string> = { 0: 'none', 1: 'customer', 2: 'writer', 3: 'marketer', 4: 'designer', 5: 'admin', 7: 'platform admin' };
