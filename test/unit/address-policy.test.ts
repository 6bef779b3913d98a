import { describe, expect, it } from 'vitest';
import { publicOnly } from '@/lib/shared/net/address-policy';

// The SSRF guard's address rule: only global unicast addresses are reached. One row per range, with
// its edges where a range is easy to get wrong.
const REFUSED: [string, string][] = [
  // IPv4
  ['0.0.0.0', 'unspecified ("this network", reaches the local host)'],
  ['0.1.2.3', 'this network 0.0.0.0/8'],
  ['10.0.0.1', 'private 10/8'],
  ['10.255.255.255', 'private 10/8, last'],
  ['100.64.0.1', 'carrier-grade NAT 100.64/10'],
  ['100.127.255.254', 'carrier-grade NAT, last'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback 127/8'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12, last'],
  ['192.0.0.1', 'IETF protocol assignments 192.0.0/24'],
  ['192.0.0.170', 'NAT64 discovery'],
  ['192.0.2.1', 'documentation TEST-NET-1'],
  ['192.31.196.1', 'AS112'],
  ['192.52.193.1', 'AMT'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['192.168.1.1', 'private 192.168/16'],
  ['192.175.48.1', 'AS112'],
  ['198.18.0.1', 'benchmarking 198.18/15'],
  ['198.19.255.255', 'benchmarking, last'],
  ['198.51.100.7', 'documentation TEST-NET-2'],
  ['203.0.113.9', 'documentation TEST-NET-3'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast (SSDP)'],
  ['240.0.0.1', 'reserved 240/4'],
  ['255.255.255.255', 'broadcast'],
  // IPv6
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::7f00:1', 'IPv4-compatible ::127.0.0.1'],
  ['::a00:1', 'IPv4-compatible ::10.0.0.1'],
  ['::808:808', 'IPv4-compatible ::8.8.8.8 (deprecated form, no global meaning)'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['::ffff:10.1.2.3', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
  ['::ffff:0.0.0.0', 'IPv4-mapped unspecified'],
  ['::ffff:0:7f00:1', 'IPv4-translated (RFC 6145)'],
  ['64:ff9b::7f00:1', 'NAT64 well-known prefix'],
  ['64:ff9b::808:808', 'NAT64 of a public address (the gateway decides where it goes)'],
  ['64:ff9b:1::1', 'local-use NAT64 (RFC 8215)'],
  ['100::1', 'discard-only'],
  ['2001::1', 'Teredo'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo with an embedded address'],
  ['2001:2::1', 'benchmarking'],
  ['2001:3::1', 'AMT'],
  ['2001:4:112::1', 'AS112'],
  ['2001:10::1', 'deprecated ORCHID'],
  ['2001:20::1', 'ORCHIDv2'],
  ['2001:30::1', 'drone remote ID'],
  ['2001:1ff::1', 'IETF protocol assignments 2001::/23'],
  ['2001:db8::1', 'documentation'],
  ['2002:7f00:1::1', '6to4 of loopback'],
  ['2002:808:808::1', '6to4 of a public address'],
  ['2620:4f:8000::1', 'AS112'],
  ['3fff::1', 'documentation (RFC 9637)'],
  ['5f00::1', 'segment routing'],
  ['4000::1', 'unallocated, outside 2000::/3'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local fd00::/8'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with a zone'],
  ['febf:ffff::1', 'link-local, last'],
  ['fec0::1', 'deprecated site-local'],
  ['feff::1', 'deprecated site-local, last'],
  ['ff02::1', 'multicast all-nodes'],
  ['ff05::1:3', 'multicast site-local'],
  // Not an address Node would connect to as written.
  ['', 'empty'],
  ['localhost', 'a name'],
  ['127.1', 'short IPv4 form'],
  ['0x7f.0.0.1', 'hex IPv4 form'],
  ['2130706433', 'IPv4 as one number'],
  ['[::1]', 'bracketed'],
];

const ALLOWED: [string, string][] = [
  ['1.1.1.1', 'public'],
  ['8.8.8.8', 'public'],
  ['93.184.215.14', 'public'],
  ['9.255.255.255', 'just below 10/8'],
  ['11.0.0.1', 'just above 10/8'],
  ['100.63.255.255', 'just below 100.64/10'],
  ['100.128.0.1', 'just above 100.64/10'],
  ['126.255.255.255', 'just below 127/8'],
  ['172.15.255.255', 'just below 172.16/12'],
  ['172.32.0.1', 'just above 172.16/12'],
  ['192.167.255.255', 'just below 192.168/16'],
  ['198.17.255.255', 'just below 198.18/15'],
  ['198.20.0.1', 'just above 198.18/15'],
  ['223.255.255.254', 'just below multicast'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ['::ffff:808:808', 'IPv4-mapped public, hex'],
  ['2606:4700:4700::1111', 'public IPv6'],
  ['2001:4860:4860::8888', 'public IPv6 in 2001::/16 past the special blocks'],
  ['2a00:1450:4001:80b::200e', 'public IPv6'],
  ['2001:200::1', 'just above 2001::/23'],
];

describe('SSRF address rule', () => {
  it.each(REFUSED)('refuses %s (%s)', (address) => {
    expect(publicOnly(address)).toBe(false);
  });

  it.each(ALLOWED)('allows %s (%s)', (address) => {
    expect(publicOnly(address)).toBe(true);
  });
});
