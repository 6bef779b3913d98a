import ipaddr from 'ipaddr.js';

// Ranges a server-side fetch may never reach: loopback, private, link-local (cloud metadata lives at
// 169.254.169.254), carrier-grade NAT, multicast, reserved and the unspecified address.
const BLOCKED_RANGES = new Set([
  'unspecified',
  'broadcast',
  'multicast',
  'linkLocal',
  'loopback',
  'carrierGradeNat',
  'private',
  'reserved',
  'uniqueLocal',
  'ipv4Mapped',
  'rfc6145',
  'rfc6052',
  '6to4',
  'teredo',
  'benchmarking',
  'amt',
  'as112',
  'as112v6',
  'orchid2',
  'droneRemoteIdProtocolEntityTags',
  'deprecated',
  'discard',
]);

export type AddressPolicy = (address: string) => boolean;

export const publicOnly: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return !BLOCKED_RANGES.has(parsed.range());
};

export const anyAddress: AddressPolicy = () => true;
