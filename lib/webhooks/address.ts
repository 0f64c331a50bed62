import ipaddr from "ipaddr.js";

/**
 * Whether an address is one the public internet can reach a receiver at. ipaddr.js names the range
 * of every special block (loopback, private, link-local, unique-local, carrier-grade NAT, multicast,
 * reserved, documentation, 6to4/Teredo relays…); only "unicast" is public. An IPv4 address written
 * as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/** The range's name, for the reason a delivery or a check was refused ("private", "loopback"…). */
export function addressRange(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).range() : "invalid";
}
