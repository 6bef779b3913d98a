import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { LoginBody, SignupBody, UserView } from '@/lib/auth/schemas';
import { document, envelope, itemOf } from './common';

const User = UserView.meta({ id: 'User' });
const SignedInUser = z.object({ uid: z.string(), email: z.string(), name: z.string() });
const Issued = envelope(z.object({ text: z.string(), token: z.string().describe('opaque JWS; send as Authorization: Bearer'), item: SignedInUser })).meta({ id: 'IssuedToken' });

export function registerAuth(r: OpenAPIRegistry): void {
  const tag = 'Auth';
  document(r, {
    method: 'post', path: '/api/v1/auth/login', tag, access: 'public', hosts: 'any', body: LoginBody, rateLimited: true, ok: { status: 200, schema: Issued },
    summary: 'Exchange email and password for a token', description: 'Also sets the `current_user` cookie. Bad credentials answer 401; a disabled account 403. Scoped to the host it was sent to.',
  });
  document(r, {
    method: 'post', path: '/api/v1/auth/signup', tag, access: 'public', hosts: 'any', body: SignupBody, ok: { status: 201, schema: Issued },
    summary: 'Register a user', description: 'On a site host the user gets membership role 1 there. A taken email answers 422.',
  });
  document(r, { method: 'get', path: '/api/v1/auth/me', tag, access: 'session', hosts: 'any', ok: { status: 200, schema: itemOf(User) }, summary: 'The signed-in user with their role on this host (0 for none)' });
}
