import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { processSingleton } from '@/lib/process-singleton';
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

// The algorithm is pinned (`alg: none` or any other fails) and `exp` is required: a token that never
// expires is refused.
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: [ALG], requiredClaims: ['exp', 'sub', 'jti'] });
    const { sub, sid, jti, ver, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
    return { sub, sid, jti, exp, ver: typeof ver === 'number' && Number.isInteger(ver) ? ver : 0 };
  } catch {
    return null;
  }
}
