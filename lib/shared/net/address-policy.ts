import net from 'node:net';
import ipaddr from 'ipaddr.js';

export type AddressPolicy = (address: string) => boolean;

// IPv6 global unicast (RFC 4291 2.4): everything outside it is special (IPv4-compatible ::a.b.c.d,
// NAT64 64:ff9b::/96, discard 100::/64, unique-local, link-local, the deprecated site-local fec0::/10,
// multicast) or unallocated, and ipaddr.js files several of those as plain `unicast`.
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

// A server-side fetch reaches only what ipaddr.js calls `unicast`, its catch-all for addresses in no
// special range: every named range is refused (private, loopback, link-local, unique-local,
// carrier-grade NAT, multicast, broadcast, reserved and documentation, benchmarking, 6to4, Teredo,
// ORCHID, AS112, AMT, …), so a range a later version adds is refused too. An IPv4-mapped IPv6 address
// is judged as the IPv4 address it carries; anything Node would not take as an address is refused.
export const publicOnly: AddressPolicy = (address) => {
  if (net.isIP(address) === 0) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed instanceof ipaddr.IPv6) {
    if (parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
    else if (!parsed.match(IPV6_GLOBAL_UNICAST)) return false;
  }
  return parsed.range() === 'unicast';
};

export const anyAddress: AddressPolicy = () => true;
