import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { processSingleton } from '@/lib/shared/process-singleton';
import { authSecret } from './secret';

// The HMAC key imported once per process: handing jose the raw bytes re-imported it on every
// signed-in request.
const signingKey = (): Promise<CryptoKey> =>
  processSingleton('jwt-key', () => crypto.subtle.importKey('raw', authSecret() as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));

const ALG = 'HS256';
const TOKEN_TTL = '30d';
// `sid` of a token minted on the platform host itself rather than on a site.
export const PLATFORM_SID = 'platform';

export interface TokenClaims {
  sub: string;
  sid: string;
  // Unique per token: sign-out revokes exactly this one.
  jti: string;
  // The user's token version when minted; a later bump (sign-out everywhere, password change, role
  // removal) ends every token that carries an older one.
  ver: number;
  exp: number;
}

export async function mintToken(userUid: string, siteUid: string, version: number): Promise<string> {
  return new SignJWT({ sid: siteUid, ver: version })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(userUid)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(await signingKey());
}

// A token minted for one narrow use (the template preview): a `purpose` claim, a short life, and the
// same user, site and token version as a session, so signing out still ends it.
export type TokenPurpose = 'preview';

export async function mintPurposeToken(userUid: string, siteUid: string, version: number, purpose: TokenPurpose, ttlSeconds: number): Promise<{ token: string; exp: number }> {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await new SignJWT({ sid: siteUid, ver: version, purpose })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(userUid)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(await signingKey());
  return { token, exp };
}

// The algorithm is pinned (`alg: none` or any other fails) and `exp` is required: a token that never
// expires is refused.
async function verifiedClaims(token: string): Promise<(TokenClaims & { purpose: unknown }) | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: [ALG], requiredClaims: ['exp', 'sub', 'jti'] });
    const { sub, sid, jti, ver, exp, purpose } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
    return { sub, sid, jti, exp, ver: typeof ver === 'number' && Number.isInteger(ver) ? ver : 0, purpose };
  } catch {
    return null;
  }
}

// A session token: one minted for a purpose is refused, whatever its purpose, so a preview token that
// leaks (it travels in a form into a sandboxed frame) authenticates nothing else.
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  const claims = await verifiedClaims(token);
  if (!claims || claims.purpose !== undefined) return null;
  const { purpose: _purpose, ...session } = claims;
  return session;
}

export async function verifyPurposeToken(token: string, purpose: TokenPurpose): Promise<TokenClaims | null> {
  const claims = await verifiedClaims(token);
  if (!claims || claims.purpose !== purpose) return null;
  const { purpose: _purpose, ...rest } = claims;
  return rest;
}
