import { accountsCollection } from '@/lib/domains/platform/accounts/api';
import { listAccounts } from '@/lib/domains/platform/accounts/operations';
import { routeOf } from '@/lib/api/route-of';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(accountsCollection, {
  list: async (_ctx, { query }) => listAccounts(query),
});
