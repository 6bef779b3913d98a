import { accountItem } from '@/lib/domains/platform/accounts/api';
import { deleteAccount, updateAccount } from '@/lib/domains/platform/accounts/operations';
import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(accountItem, {
  update: async (ctx, { params, body }) => ({ item: await updateAccount(signedIn(ctx), params.uid, body) }),
  remove: async (ctx, { params }) => {
    await deleteAccount(signedIn(ctx), params.uid);
    return { text: 'Account deleted: its memberships are gone and its tokens no longer work' };
  },
});
