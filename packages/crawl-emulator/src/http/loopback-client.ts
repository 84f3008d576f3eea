import { isIP } from "node:net";

/**
 * Whether a connection's remote address is this machine's loopback (`127.0.0.0/8`, `::1`, or
 * either as an IPv4-mapped IPv6 address). A connection with no address (a Unix domain socket, a
 * socket already closed) is not: nothing proves it comes from a loopback client.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ip = address.toLowerCase().startsWith("::ffff:")
    ? address.slice("::ffff:".length)
    : address;
  return ip === "::1" || (isIP(ip) === 4 && ip.startsWith("127."));
}
