import { hkdfSync, randomUUID } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { getDb } from '@/db/client';
import { revokedTokens } from '@/db/schema';
import { AppError } from '@/lib/shared/errors';
import { cookieName, readCookie, setCookie } from '@/lib/shared/cookies';
import { processSingleton } from '@/lib/shared/process-singleton';
import { authSecret } from '../secret';
import { isProviderId, type ProviderId } from './schemas';

// What a sign-in remembers between sending the browser to the provider and its return: in an
// encrypted, authenticated cookie on this host (nothing stored server-side until it is spent).
export interface SignInState {
  provider: ProviderId;
  // The site uid, or PLATFORM_SID for the platform host: a state started on one host is refused on another.
  site: string;
  state: string;
  verifier: string;
  nonce?: string;
  returnTo: string;
  redirectUri: string;
  jti: string;
  exp: number;
}

const STATE_TTL_SECONDS = 600;
// `__Host-oauth_<provider>` on https: another site cannot plant a state of its own (a sign-in CSRF).
const stateCookieName = (provider: ProviderId) => cookieName(`oauth_${provider}`);

// A key of its own (HKDF of the auth secret), so a state cookie can never be taken for a session
// token or the other way round.
const stateKey = () => processSingleton('oauth-state-key', () => new Uint8Array(hkdfSync('sha256', authSecret(), new Uint8Array(0), 'site-platform oauth state cookie', 32)));

export async function sealState(input: Omit<SignInState, 'jti' | 'exp'>): Promise<{ value: string; jti: string }> {
  const jti = randomUUID();
  const value = await new EncryptJWT({ ...input }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setJti(jti).setIssuedAt().setExpirationTime(`${STATE_TTL_SECONDS}s`).encrypt(stateKey());
  return { value, jti };
}

const expired = () => new AppError('bad_request', 'This sign-in has expired or was started in another browser: start it again');

// The state in the request's cookie for `provider`, if it decrypts, has not expired and is whole.
export async function openState(cookieHeader: string | null, provider: ProviderId): Promise<SignInState> {
  const read = readCookie(cookieHeader, [stateCookieName(provider)]);
  if (read.kind !== 'one') throw expired();
  const value = read.value;
  try {
    const { payload } = await jwtDecrypt(value, stateKey(), { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'], requiredClaims: ['exp', 'jti'] });
    const p = payload as Partial<SignInState>;
    const strings = [p.site, p.state, p.verifier, p.returnTo, p.redirectUri, p.jti];
    if (!strings.every((s) => typeof s === 'string') || typeof p.provider !== 'string' || !isProviderId(p.provider) || typeof p.exp !== 'number') throw expired();
    if (p.nonce !== undefined && typeof p.nonce !== 'string') throw expired();
    return p as SignInState;
  } catch {
    throw expired();
  }
}

// A state is good for one callback: the first one spends its jti (kept in the revoked-token table, which
// sign-out prunes once they expire), so a replayed cookie and code are refused even within the 10 minutes.
export async function spendState(state: SignInState): Promise<void> {
  const db = await getDb();
  const spent = await db
    .insert(revokedTokens)
    .values({ jti: `oauth:${state.jti}`, expiresAt: new Date(state.exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  if (spent.length === 0) throw new AppError('bad_request', 'This sign-in was already used: start it again');
}

// Lax: the provider's redirect back is a top-level GET navigation from another site, which Lax allows.
export function stateCookie(provider: ProviderId, value: string, secure: boolean): string {
  return setCookie(stateCookieName(provider), value, { maxAge: STATE_TTL_SECONDS, sameSite: 'Lax', secure });
}

export function clearedStateCookie(provider: ProviderId, secure: boolean): string {
  return setCookie(stateCookieName(provider), '', { maxAge: 0, sameSite: 'Lax', secure });
}
