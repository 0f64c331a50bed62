import ipaddr from "ipaddr.js";

/**
 * The IPv6 prefixes that carry an IPv4 address, and the byte its four bytes start at. Packets to
 * these reach (or are translated to) that IPv4 address, so it is judged too. ipaddr.js names all
 * but the first as ranges; the deprecated IPv4-compatible block (::/96, RFC 4291) it calls unicast.
 * The local-use NAT64 prefix (64:ff9b:1::/48) places the address by the operator's prefix length,
 * so it is not read here; its range is refused anyway.
 */
const CARRIERS: [range: [ipaddr.IPv6, number], offset: number][] = [
  [ipaddr.IPv6.parseCIDR("::/96"), 12], // IPv4-compatible
  [ipaddr.IPv6.parseCIDR("::ffff:0:0/96"), 12], // IPv4-mapped
  [ipaddr.IPv6.parseCIDR("::ffff:0:0:0/96"), 12], // IPv4-translated (RFC 6145)
  [ipaddr.IPv6.parseCIDR("64:ff9b::/96"), 12], // NAT64 well-known prefix (RFC 6052)
  [ipaddr.IPv6.parseCIDR("2002::/16"), 2], // 6to4 (RFC 3056)
];

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const carrier = CARRIERS.find(([range]) => address.match(range));
  if (!carrier) return null;
  const offset = carrier[1];
  return new ipaddr.IPv4(address.toByteArray().slice(offset, offset + 4));
}

/**
 * The range that decides whether an address is public. An IPv6 address carrying an internal IPv4
 * address (::7f00:1, ::ffff:a9fe:a9fe, 64:ff9b::10.0.0.1, 2002:c0a8:101::1) is that IPv4 address's
 * range; an IPv4-mapped or -compatible one is the IPv4 address it is; the translation and relay
 * prefixes (NAT64, 6to4, Teredo…) stay their own, non-public, ranges around a public address.
 */
function decidingRange(address: string): string {
  const parsed = ipaddr.parse(address);
  if (!(parsed instanceof ipaddr.IPv6)) return parsed.range();
  const own = parsed.range();
  if (own === "loopback" || own === "unspecified") return own; // ::1 and :: sit inside ::/96 too
  const inner = embeddedIPv4(parsed)?.range();
  if (!inner) return own;
  return inner !== "unicast" || own === "ipv4Mapped" || own === "unicast" ? inner : own;
}

/**
 * Whether an address is one the public internet can reach a receiver at. ipaddr.js names the range
 * of every special block (loopback, private, link-local, unique-local, carrier-grade NAT, multicast,
 * reserved, documentation, 6to4/Teredo relays…); only "unicast" is public.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && decidingRange(address) === "unicast";
}

/** ipaddr.js's range names, as people read them in a refusal (the console shows these messages). */
const RANGE_WORDS: Record<string, string> = {
  unspecified: "an unspecified address",
  broadcast: "a broadcast address",
  multicast: "a multicast address",
  linkLocal: "a link-local address (such as a cloud metadata service)",
  loopback: "a loopback address (this machine)",
  carrierGradeNat: "a carrier-grade NAT address",
  private: "a private network address",
  uniqueLocal: "a private network address (unique local)",
  rfc6145: "an IPv4-translated address",
  rfc6052: "a NAT64 translation address",
  "6to4": "a 6to4 relay address",
  teredo: "a Teredo relay address",
  discard: "a discard-only address",
  benchmarking: "a benchmarking address",
  reserved: "a reserved address",
  invalid: "not a valid address",
};

/**
 * The range an address is in, in words, for the reason a delivery or a check was refused
 * ("a private network address", "a loopback address (this machine)"…).
 */
export function addressRange(address: string): string {
  const range = ipaddr.isValid(address) ? decidingRange(address) : "invalid";
  return RANGE_WORDS[range] ?? "a special-purpose address";
}
