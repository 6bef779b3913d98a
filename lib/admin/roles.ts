import { ROLE_NAMES, roleName } from '@/lib/auth/roles';

// The least role each admin screen needs on the site. The screens a role may not use are hidden; the API
// refuses them anyway (these mirror the routes' own access, they do not replace it).
// `group` puts a screen under a heading of the navigation (shown where the group's first screen is).
export const SCREENS = [
  { key: 'templates', label: 'Templates', role: 3 },
  { key: 'posts', label: 'Posts', role: 1 },
  // Products are posts; a writer may sell what they write (the variants API lets role 2 or the author).
  { key: 'products', label: 'Products', role: 2, group: 'Shop' },
  { key: 'orders', label: 'Orders', role: 3, group: 'Shop' },
  { key: 'discounts', label: 'Discounts', role: 3, group: 'Shop' },
  // Listing needs 3; cancelling someone's subscription needs 5 (the screen hides the button below).
  { key: 'subscriptions', label: 'Subscriptions', role: 3, group: 'Shop' },
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

type Screen = (typeof SCREENS)[number];
export interface NavEntry {
  group: string | null;
  screens: Screen[];
}
// The navigation for a role: ungrouped screens one by one, a group's screens together at its first place.
export function navFor(role: number): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const screen of screensFor(role)) {
    const group = 'group' in screen ? screen.group : null;
    const existing = group ? entries.find((e) => e.group === group) : undefined;
    if (existing) existing.screens.push(screen);
    else entries.push({ group, screens: [screen] });
  }
  return entries;
}

export { ROLE_NAMES, roleName };

// The roles a user may give on a site: 1 up to their own, 5 at most (7 is never granted on a site).
export const grantableRoles = (myRole: number): number[] => Array.from({ length: Math.min(myRole, 5) }, (_, i) => i + 1);
export const roleOptions = (roles: number[]) => roles.map((r) => ({ value: String(r), label: roleName(r) }));
