import { visitorCache, visitorChanged } from '@/lib/shared/cache/visitor-news';
import type { Credential } from './credential';
import { sessionFromCredential, type Session } from './session';

// A signed-in page's session, kept while nothing it was read from has changed (lib/shared/cache/visitor-news.ts):
// verifying the token and reading the account, its membership of the site and the token's revocation
// cost a page more than its render. Only site pages use it; the API reads every session afresh, so what
// a request may change (rights follow the current role: docs/behaviours.md#B-rights-follow-role) is always decided on the stored
// rows. Keyed by site, credential source and the token itself: the same token is another role on
// another site, and a cookie counts only on the site that set it.
const MAX_ENTRIES = 20_000;
// Bounds an entry's life whatever it heard, as the generation trust does (lib/shared/cache/generation.ts).
const MAX_AGE_MS = 300_000;

const sessions = visitorCache<Session | null>('page-sessions', MAX_ENTRIES);

// The session a site page renders for, as `sessionFromCredential` decides it.
export function pageSession(credential: Credential, siteUid: string): Promise<Session | null> {
  if (credential.source === 'conflict') return Promise.resolve(null);
  return sessions.read(
    `${siteUid} ${credential.source} ${credential.token}`,
    () => sessionFromCredential(credential, siteUid, false),
    // No answer is kept for a token that signs nobody in (anyone can present any number of those).
    (session, now) => session && { subjects: [`user ${session.user.uid}`, `token ${session.token.jti}`], expiresAt: Math.min(session.token.exp * 1000, now + MAX_AGE_MS) },
  );
}

// This process's own sign-out takes effect here before its announcement comes back.
export function forgetPageSessionsOf({ jti, userUid }: { jti: string; userUid?: string }): void {
  visitorChanged(`token ${jti}`, ...(userUid ? [`user ${userUid}`] : []));
}
