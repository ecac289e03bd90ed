// Which network addresses a push may never be sent to. A push subscription names a URL the server
// will POST to every morning, so a made-up one could probe the server's own network (SSRF): every
// loopback, private, link-local, shared, reserved, documentation and multicast range is refused,
// also when written as an IPv4-mapped or NAT64 IPv6 address.
import { isIPv4, isIPv6 } from "node:net";

type Range = readonly [base: number, bits: number];

const ipv4 = (text: string): number =>
  text.split(".").reduce((value, part) => value * 256 + Number(part), 0) >>> 0;

/** IPv4 ranges that are not the public internet (RFC 6890 and its successors). */
const IPV4_NON_PUBLIC: readonly Range[] = (
  [
    ["0.0.0.0", 8], // "this network"
    ["10.0.0.0", 8], // private
    ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
    ["127.0.0.0", 8], // loopback
    ["169.254.0.0", 16], // link-local, cloud metadata services
    ["172.16.0.0", 12], // private
    ["192.0.0.0", 24], // IETF protocol assignments
    ["192.0.2.0", 24], // documentation
    ["192.88.99.0", 24], // 6to4 relay anycast
    ["192.168.0.0", 16], // private
    ["198.18.0.0", 15], // benchmarking
    ["198.51.100.0", 24], // documentation
    ["203.0.113.0", 24], // documentation
    ["224.0.0.0", 4], // multicast
    ["240.0.0.0", 4], // reserved, broadcast
  ] as const
).map(([base, bits]) => [ipv4(base), bits] as const);

function inIpv4Range(address: number, [base, bits]: Range): boolean {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (address & mask) >>> 0 === (base & mask) >>> 0;
}

/** The eight 16-bit groups of an IPv6 address (with a trailing dotted IPv4 part, if any). */
function ipv6Groups(text: string): number[] {
  const [head = "", tail] = text.split("::");
  const parse = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const value = ipv4(group);
          return [value >>> 16, value & 0xffff];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<number>(Math.max(missing, 0)).fill(0), ...right];
}

function ipv6IsNonPublic(text: string): boolean {
  const groups = ipv6Groups(text.split("%")[0] ?? "");
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embeddedIpv4 = (((g6 << 16) >>> 0) + g7) >>> 0;
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (upperZero && g5 === 0 && g6 === 0 && (g7 === 0 || g7 === 1)) return true; // :: and ::1
  if (upperZero && g5 === 0xffff) return ipv4IsNonPublic(embeddedIpv4); // IPv4-mapped
  if (upperZero && g5 === 0) return true; // IPv4-compatible (deprecated)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return ipv4IsNonPublic(embeddedIpv4); // NAT64
  if (g0 === 0x2002) return ipv4IsNonPublic(((g1 << 16) >>> 0) + g2); // 6to4 names an IPv4 address
  if ((g0 & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return true; // link-local, site-local
  if ((g0 & 0xff00) === 0xff00) return true; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return true; // discard-only
  if (g0 === 0x2001 && g1 < 0x0200) return true; // IETF protocol assignments (Teredo, ORCHID, …)
  return false;
}

function ipv4IsNonPublic(address: number): boolean {
  return IPV4_NON_PUBLIC.some((range) => inIpv4Range(address, range));
}

/**
 * Whether `address` (an IPv4 or IPv6 literal, with or without brackets) is anything but a public
 * unicast address. Text that is no address at all counts as not public.
 */
export function isNonPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  if (isIPv4(bare)) return ipv4IsNonPublic(ipv4(bare));
  if (isIPv6(bare.split("%")[0] ?? "")) return ipv6IsNonPublic(bare);
  return true;
}

/** Whether a URL's hostname is an address literal rather than a name. */
export function isAddressLiteral(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, "");
  return isIPv4(bare) || isIPv6(bare.split("%")[0] ?? "");
}

/**
 * Host names that are local by definition and never reach a public push service: localhost and
 * its subdomains, mDNS (.local), the reserved .internal, .home.arpa and .test names, and single
 * labels, which a resolver completes with its own search domain.
 */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  if (!name.includes(".")) return true;
  return /(^|\.)(localhost|local|internal|home\.arpa|test|invalid|example|onion)$/.test(name);
}
