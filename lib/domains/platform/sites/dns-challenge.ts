import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { env } from '@/lib/shared/env';

// Proof of ownership of a custom domain: the site's claim token published as a DNS TXT record
// `_site-platform-challenge.<domain>` with the value `site-platform-verification=<token>`.
const CHALLENGE_LABEL = '_site-platform-challenge';
const VALUE_PREFIX = 'site-platform-verification=';
const TIMEOUT_MS = 3000;

export const challengeName = (domain: string) => `${CHALLENGE_LABEL}.${domain}`;
export const challengeValue = (token: string) => `${VALUE_PREFIX}${token}`;
export const challengeRecord = (domain: string, token: string) => ({ type: 'TXT' as const, name: challengeName(domain), value: challengeValue(token) });

// 24 random bytes: unguessable, so only someone who can read the site's claim can publish it.
export const newClaimToken = () => randomBytes(24).toString('base64url');

export type TxtAnswer = { ok: true; records: string[] } | { ok: false; reason: string };

const REASONS: Record<string, string> = {
  ENOTFOUND: 'the name does not exist',
  ENODATA: 'the name has no TXT record',
  ETIMEOUT: 'the DNS query timed out',
  ECANCELLED: 'the DNS query timed out',
  ESERVFAIL: 'the DNS server failed to answer',
  EREFUSED: 'the DNS server refused the query',
  ECONNREFUSED: 'the DNS server could not be reached',
};

// The TXT records of `name` (each record's character-strings joined), or why there are none. Never
// throws: a DNS failure is an answer the caller reports, not a server error.
export async function lookupTxt(name: string): Promise<TxtAnswer> {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 1 });
  if (env.DNS_RESOLVER) resolver.setServers(env.DNS_RESOLVER);
  // c-ares keeps its own timer; this one bounds the whole call whatever happens below it.
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      resolver.cancel();
      reject(Object.assign(new Error('DNS timeout'), { code: 'ETIMEOUT' }));
    }, TIMEOUT_MS + 500);
  });
  try {
    const records = await Promise.race([resolver.resolveTxt(name), deadline]);
    return { ok: true, records: records.map((chunks) => chunks.join('')) };
  } catch (err) {
    const code = String((err as { code?: unknown } | null)?.code ?? '');
    return { ok: false, reason: REASONS[code] ?? `the DNS lookup failed${code ? ` (${code})` : ''}` };
  } finally {
    clearTimeout(timer);
  }
}
