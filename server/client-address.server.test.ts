import fc from "fast-check";
import { expect, test } from "vitest";
import { MAX_KEY_LENGTH, clientOf, parseAddress, parseTrustProxy, type TrustedProxies } from "./client-address.server.ts";

function proxies(value: string): TrustedProxies {
  const parsed = parseTrustProxy(value);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.proxies;
}

const LOOPBACK = proxies("loopback");

test("AI_CHEF_TRUST_PROXY takes addresses and CIDR ranges of both families; the old switch means a proxy on this machine", () => {
  for (const off of [undefined, "", " ", "0", "false", "No", "off"]) expect(parseTrustProxy(off)).toEqual({ ok: true, proxies: [] });
  for (const on of ["1", "true", "YES", "on", "loopback"]) expect(proxies(on)).toEqual(LOOPBACK);
  const list = proxies("10.0.0.0/8, 192.0.2.7 fd00::/8,::ffff:172.16.0.0/108");
  expect(list).toHaveLength(4);
  expect(clientOf("10.1.2.3", "198.51.100.1", list)).toBe("198.51.100.1");
  expect(clientOf("192.0.2.7", "198.51.100.1", list)).toBe("198.51.100.1");
  expect(clientOf("192.0.2.8", "198.51.100.1", list)).toBe("192.0.2.8");
  expect(clientOf("fd12::1", "198.51.100.1", list)).toBe("198.51.100.1");
  expect(clientOf("::ffff:172.16.9.9", "198.51.100.1", list)).toBe("198.51.100.1");
  expect(clientOf("172.32.0.1", "198.51.100.1", list)).toBe("172.32.0.1");
});

test("a bad AI_CHEF_TRUST_PROXY is named with what to write instead", () => {
  for (const bad of ["yes please", "10.0.0.0/33", "proxy.internal", "10.0.0.1/8/8", "*"]) {
    const parsed = parseTrustProxy(bad);
    expect(parsed.ok, bad).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(/is not an IP address or CIDR range.*e\.g\. 127\.0\.0\.1/);
  }
});

test("one IPv4 address, however it is spelt, is one client", () => {
  const spellings = [
    "203.0.113.9",
    "203.000.113.9",
    "0313.0.0161.011",
    "0xcb.0x00.0x71.0x09",
    "0xcb007109",
    "3405803785",
    "203.28937",
    "203.0.28937",
    "::ffff:203.0.113.9",
    "::FFFF:cb00:7109",
    "0:0:0:0:0:ffff:203.0.113.9",
    "[::ffff:203.0.113.9]:443",
    " 203.0.113.9:8080 ",
  ];
  const keys = new Set(spellings.map((spelling) => clientOf("127.0.0.1", spelling, LOOPBACK)));
  expect([...keys]).toEqual(["203.0.113.9"]);
  expect(clientOf("::ffff:203.0.113.9", undefined, [])).toBe("203.0.113.9");
});

test("an IPv6 client is its /64: walking through its own addresses earns no new limit", () => {
  const inOne64 = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:0:0:0:42", "[2001:db8:1:2::7]:443", "2001:DB8:1:2::a%eth0"];
  expect(new Set(inOne64.map((address) => clientOf(address, undefined, [])))).toEqual(new Set(["2001:db8:1:2::/64"]));
  expect(clientOf("2001:db8:1:3::1", undefined, [])).toBe("2001:db8:1:3::/64");
});

test("X-Forwarded-For counts only from a trusted proxy, walked from the right past each trusted hop", () => {
  // Not from a trusted proxy: whatever the header says, the socket's peer is the client.
  expect(clientOf("198.51.100.7", "203.0.113.1", [])).toBe("198.51.100.7");
  expect(clientOf("198.51.100.7", "203.0.113.1", proxies("10.0.0.0/8"))).toBe("198.51.100.7");
  // From our proxy: the entry it appended (the last), never the visitor's own claims before it.
  expect(clientOf("127.0.0.1", "1.1.1.1, 2.2.2.2, 203.0.113.5", LOOPBACK)).toBe("203.0.113.5");
  // Two of our proxies in a row: past both.
  expect(clientOf("10.0.0.2", "1.1.1.1, 203.0.113.5, 10.0.0.3", proxies("10.0.0.0/8"))).toBe("203.0.113.5");
  // A trusted hop that passed on garbage ends the walk at that hop.
  expect(clientOf("127.0.0.1", "203.0.113.5, not-an-address", LOOPBACK)).toBe("127.0.0.1");
  expect(clientOf("127.0.0.1", "", LOOPBACK)).toBe("127.0.0.1");
  expect(clientOf(undefined, "203.0.113.5", LOOPBACK)).toBe("unknown");
});

test("whatever the headers hold, a key is short and an address or 'unknown'", () => {
  fc.assert(
    fc.property(fc.option(fc.string({ maxLength: 80 })), fc.string({ maxLength: 2000 }), fc.constantFrom("", "loopback", "0.0.0.0/0, ::/0"), (socket, header, trust) => {
      const key = clientOf(socket ?? undefined, header, proxies(trust || "false"));
      expect(key.length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
      expect(key === "unknown" || parseAddress(key.replace(/::\/64$/, "::")) !== null).toBe(true);
    }),
  );
  const huge = `${"x".repeat(8192)}, ${Array.from({ length: 5000 }, (_, i) => `10.0.${i % 250}.${i % 200}`).join(", ")}`;
  expect(clientOf("127.0.0.1", huge, proxies("0.0.0.0/0"))).toMatch(/^[\d.]+$/);
});
