import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { LoginBody, LogoutBody, SignupBody, UserView } from '@/lib/auth/schemas';
import { document, envelope, itemOf, textOnly } from './common';

const User = UserView.meta({ id: 'User' });
const SignedInUser = z.object({ uid: z.string(), email: z.string(), name: z.string() });
const Issued = envelope(z.object({ text: z.string(), token: z.string().describe('opaque JWS; send as Authorization: Bearer'), item: SignedInUser })).meta({ id: 'IssuedToken' });

export function registerAuth(r: OpenAPIRegistry): void {
  const tag = 'Auth';
  document(r, {
    method: 'post', path: '/api/v1/auth/login', tag, access: 'public', hosts: 'any', body: LoginBody, rateLimited: true, ok: { status: 200, schema: Issued },
    summary: 'Exchange email and password for a token',
    description: 'Also sets the `current_user` cookie, and on the platform host, for a request with an Origin of the platform host (the admin\'s own page), the `admin_session` cookie (host-only, HttpOnly, SameSite=Strict, Secure on https, 30 days). Bad credentials answer 401; a disabled account 403. Scoped to the host it was sent to. Tokens expire after 30 days. Failed attempts are limited per client IP and email (RATE_LIMIT_LOGIN a minute) and per client IP whatever the email (RATE_LIMIT_LOGIN_IP a minute).',
  });
  document(r, {
    method: 'post', path: '/api/v1/auth/signup', tag, access: 'public', hosts: 'any', body: SignupBody, ok: { status: 201, schema: Issued },
    rateLimited: true,
    summary: 'Register a user', description: 'On a site host the user gets membership role 1 there. A taken email answers 422 (after the same work as a new one). Limited per client IP (RATE_LIMIT_SIGNUP an hour, shared with POST /api/v1/sites).',
  });
  document(r, {
    method: 'post', path: '/api/v1/auth/logout', tag, access: 'session', hosts: 'any', body: LogoutBody, ok: { status: 200, schema: textOnly },
    summary: 'Sign out', description: 'The presented token (bearer, admin session or cookie) stops working at once and the session cookies, admin_session included, are cleared; `everywhere: true` ends every token of the user (as a password change or the removal of a role does). Also at /auth/logout.',
  });
  document(r, { method: 'get', path: '/api/v1/auth/me', tag, access: 'session', hosts: 'any', ok: { status: 200, schema: itemOf(User) }, summary: 'The signed-in user with their role on this host (0 for none)', description: 'On the platform host with X-Site: the role on that site; without it: the platform role.' });
}
