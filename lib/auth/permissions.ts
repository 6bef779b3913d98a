// The grant taxonomy: resources a role or plugin can be granted actions on.
export const PERMISSION_RESOURCES = [
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
export const PERMISSION_ACTIONS = ['read', 'write', 'delete', 'manage'] as const;
