import { ROLE_NAMES, roleName } from '@/lib/domains/accounts/auth/roles';
import { GENERATED_SCREENS } from './screens.generated';

// The least role each admin screen needs on the site. The screens a role may not use are hidden; the API
// refuses them anyway (these mirror the routes' own access, they do not replace it). Numbers, not the
// declarations' access: importing lib/<domain>/api.ts here would bring every area's zod schemas into the
// admin shell's first load (281 KB gzip measured, over its 250 KB budget).
// `group` puts a screen under a heading of the navigation (shown where the group's first screen is).
// The screens of declared resources come from their `defineResource` (lib/<domain>/api.ts) through
// the generated GENERATED_SCREENS (`npm run generate`), each placed after the screen it names.
const HAND_SCREENS = [
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
  { key: 'leads', label: 'Leads', role: 3 },
  // Any member: below role 3 the API scopes it to the member's own posts.
  { key: 'analytics', label: 'Analytics', role: 1 },
  { key: 'plugins', label: 'Plugins', role: 3 },
  { key: 'webhooks', label: 'Webhooks', role: 3 },
  { key: 'logs', label: 'Activity log', role: 3 },
  { key: 'notifications', label: 'Notifications', role: 5 },
  { key: 'settings', label: 'Settings', role: 5 },
] as const;

interface Screen {
  key: string;
  label: string;
  role: number;
  group?: string;
}
export type ScreenKey = (typeof HAND_SCREENS)[number]['key'] | (typeof GENERATED_SCREENS)[number]['key'];

function placed(): readonly (Screen & { key: ScreenKey })[] {
  const screens: (Screen & { key: ScreenKey })[] = [...HAND_SCREENS];
  for (const { after, ...screen } of GENERATED_SCREENS as readonly (Screen & { key: ScreenKey; after?: string })[]) {
    const at = screens.findIndex((s) => s.key === after);
    screens.splice(at < 0 ? screens.length : at + 1, 0, screen);
  }
  return screens;
}
export const SCREENS = placed();

export const screenRole = (key: ScreenKey): number => SCREENS.find((s) => s.key === key)!.role;
export const screensFor = (role: number) => SCREENS.filter((s) => role >= s.role);

export interface NavEntry {
  group: string | null;
  screens: Screen[];
}
// The navigation for a role: ungrouped screens one by one, a group's screens together at its first place.
export function navFor(role: number): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const screen of screensFor(role)) {
    const group = screen.group ?? null;
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
