import { DECLARED_PERMISSIONS } from './permission-resources.generated';

// The grant taxonomy: resources a role or plugin can be granted actions on. Those listed here keep
// their published order; a declared resource's `permission` (defineResource, lib/<domain>/api.ts)
// comes from the generated list and is added after them when it is new.
const LISTED = [
  'sites',
  'users',
  'posts',
  'templates',
  'themes',
  'bits',
  'files',
  'comments',
  'redirects',
  'leads',
  'variants',
  'orders',
  'carts',
  'discounts',
  'subscriptions',
  'plugins',
  'webhooks',
  'logs',
  'analytics',
  'storage',
] as const;
export const PERMISSION_RESOURCES: readonly string[] = [...new Set<string>([...LISTED, ...DECLARED_PERMISSIONS])];
export const PERMISSION_ACTIONS = ['read', 'write', 'delete', 'manage'] as const;
