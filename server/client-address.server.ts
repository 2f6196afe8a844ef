import ipaddr from "ipaddr.js";

/**
 * Who a request comes from, as the per-client limit counts it. The socket's peer, unless that peer is
 * one of the operator's own proxies (AI_CHEF_TRUST_PROXY): then the X-Forwarded-For entry that proxy
 * appended, walking right to left past each trusted hop. Anyone else's X-Forwarded-For is ignored, so a
 * visitor who reaches the server directly cannot name themselves.
 *
 * Addresses are parsed and written one way (ipaddr.js): `127.1`, `0x7f.0.0.1`, `2130706433` and
 * `::ffff:127.0.0.1` are one client; an IPv6 client is its /64, the block one household or one
 * server is given, so walking through its own addresses earns no new limit. A key is at most
 * MAX_KEY_LENGTH characters, whatever a header carried.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

/** The proxies whose X-Forwarded-For is believed: addresses and CIDR ranges, both families. */
export type TrustedProxies = readonly Range[];

/** The longest client key: an IPv6 /64 written out ("ffff:ffff:ffff:ffff::/64" is 24). */
export const MAX_KEY_LENGTH = 45;
// Longer than any spelling of an address worth parsing (an IPv6 with an IPv4 tail and a zone): the
// parser never sees a megabyte of header.
const MAX_ENTRY_LENGTH = 64;
// Hops walked back through X-Forwarded-For at most; past them the last trusted proxy is the client.
const MAX_HOPS = 16;

const LOOPBACK: TrustedProxies = [ipaddr.parseCIDR("127.0.0.0/8"), ipaddr.parseCIDR("::1/128")];

export type TrustProxyResult = { ok: true; proxies: TrustedProxies } | { ok: false; problem: string };

/**
 * AI_CHEF_TRUST_PROXY: addresses and CIDR ranges separated by commas or spaces, or `loopback`.
 * The old switch still works: `true`, `1`, `yes`, `on` mean `loopback` (a proxy on this machine, as
 * the README's deployment runs it); unset, `false`, `0`, `no`, `off` trust no one.
 */
export function parseTrustProxy(value: string | undefined): TrustProxyResult {
  const text = value?.trim() ?? "";
  if (text === "" || /^(0|false|no|off)$/i.test(text)) return { ok: true, proxies: [] };
  if (/^(1|true|yes|on)$/i.test(text)) return { ok: true, proxies: LOOPBACK };
  const proxies: Range[] = [];
  for (const item of text.split(/[\s,]+/).filter((part) => part !== "")) {
    if (item.toLowerCase() === "loopback") {
      proxies.push(...LOOPBACK);
      continue;
    }
    const range = parseRange(item);
    if (!range) {
      return {
        ok: false,
        problem: `"${item.slice(0, 60)}" is not an IP address or CIDR range. List your proxies' addresses, e.g. 127.0.0.1, 10.0.0.0/8, fd00::/8 (or "loopback" for a proxy on this machine).`,
      };
    }
    proxies.push(range);
  }
  return { ok: true, proxies };
}

function parseRange(item: string): Range | null {
  try {
    if (item.includes("/")) {
      const [address, bits] = ipaddr.parseCIDR(item);
      // An IPv4-mapped range (::ffff:10.0.0.0/104) is the IPv4 range, which is how such peers are read.
      const mapped = address.kind() === "ipv6" && bits >= 96 && unmapped(address).kind() === "ipv4";
      return mapped ? [unmapped(address), bits - 96] : [address, bits];
    }
    const address = ipaddr.process(item);
    return [address, address.kind() === "ipv4" ? 32 : 128];
  } catch {
    return null;
  }
}

function unmapped(address: Address): Address {
  return address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

/**
 * One address as written in a socket or an X-Forwarded-For entry, or null when it is not one. Takes
 * a port (`192.0.2.1:443`, `[2001:db8::1]:443`) and brackets, every IPv4 spelling ipaddr.js reads,
 * and IPv4-mapped IPv6 (as the IPv4 address).
 */
export function parseAddress(text: string | undefined): Address | null {
  const entry = text?.trim() ?? "";
  if (entry === "" || entry.length > MAX_ENTRY_LENGTH) return null;
  const bare = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1] ?? /^([^:]+):\d+$/.exec(entry)?.[1] ?? entry;
  try {
    return ipaddr.process(bare);
  } catch {
    return null;
  }
}

function trusted(address: Address, proxies: TrustedProxies): boolean {
  return proxies.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/** The key the per-client limit counts under: an IPv4 address, or an IPv6 /64. */
export function clientKey(address: Address): string {
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`.slice(0, MAX_KEY_LENGTH);
}

/**
 * The client a request counts against: the socket's peer, or, while that peer is a trusted proxy,
 * the next entry from the right of X-Forwarded-For. An entry that is not an address ends the walk
 * at the proxy that passed it on. "unknown" when the socket's address is gone (it closed).
 */
export function clientOf(socketAddress: string | undefined, forwardedFor: string | undefined, proxies: TrustedProxies): string {
  let client = parseAddress(socketAddress);
  if (!client) return "unknown";
  if (proxies.length === 0 || !forwardedFor) return clientKey(client);
  // Only the rightmost hops are ever read: a header of thousands of entries costs no more.
  const hops = forwardedFor.slice(-MAX_HOPS * (MAX_ENTRY_LENGTH + 2)).split(",").slice(-MAX_HOPS);
  while (trusted(client, proxies) && hops.length > 0) {
    const next = parseAddress(hops.pop());
    if (!next) break;
    client = next;
  }
  return clientKey(client);
}
