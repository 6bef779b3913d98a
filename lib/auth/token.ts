import { jwtVerify, SignJWT } from 'jose';
import { authSecret } from './secret';

const ALG = 'HS256';
const TOKEN_TTL = '30d';
// `sid` of a token minted on the platform host itself rather than on a site.
export const PLATFORM_SID = 'platform';

export interface TokenClaims {
  sub: string;
  sid: string;
}

export async function mintToken(userUid: string, siteUid: string): Promise<string> {
  return new SignJWT({ sid: siteUid })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(userUid)
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(authSecret());
}

// The algorithm is pinned: `alg: none` or any other algorithm fails verification.
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, authSecret(), { algorithms: [ALG] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}
