import { routeOf } from '@/lib/api/route-of';
import { authEmailConfirm } from '@/lib/domains/accounts/auth/api';
import { confirmEmail } from '@/lib/domains/accounts/auth/email-verify';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(authEmailConfirm, {
  confirm: async (_ctx, { body }) => confirmEmail(body.token),
});
