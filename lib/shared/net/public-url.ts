import dns from 'node:dns';
import net from 'node:net';
import { env } from '@/lib/shared/env';
import { anyAddress, publicOnly, type AddressPolicy } from './address-policy';

const LOOKUP_TIMEOUT_MS = 5_000;

function lookupAll(host: string): Promise<dns.LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), LOOKUP_TIMEOUT_MS);
    dns.lookup(host, { all: true }, (err, addresses) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(addresses);
    });
  });
}

// Why a URL may not be saved as a fetch target (a webhook's), or null: http(s) only, and the host
// must resolve to addresses the fetch policy allows (public ones unless ALLOW_PRIVATE_FETCH). The
// check is repeated at every send by safe-fetch, since a name may point elsewhere later. Like
// safe-fetch, the answer names the host as written, never an address it resolved to.
export async function urlRefusal(raw: string, policy: AddressPolicy = env.ALLOW_PRIVATE_FETCH ? anyAddress : publicOnly): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https URLs are allowed';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return policy(host) ? null : `the URL's host is a private or reserved address`;
  if (policy === anyAddress) return null;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await lookupAll(host);
  } catch {
    return `${host} does not resolve`;
  }
  if (addresses.length === 0) return `${host} does not resolve`;
  return addresses.every((a) => policy(a.address)) ? null : `${host} resolves to a private or reserved address`;
}
