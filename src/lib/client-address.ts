import { BlockList, isIP } from "node:net";

/**
 * Who is asking: the address on the socket, unless that socket is a proxy we were told to trust
 * (TRUSTED_PROXIES), in which case the proxy's X-Forwarded-For is read from the right and the
 * first address that is not a trusted proxy is the client. Anyone can send X-Forwarded-For, so it
 * is never believed from a socket that is not a trusted proxy.
 */

const CIDR = /^([^/]+)\/(\d{1,3})$/;

/** "::ffff:203.0.113.7" (an IPv4 client on a dual-stack socket) is "203.0.113.7". */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** Why a TRUSTED_PROXIES entry is not an address or a CIDR range, or null when it is one. */
export function proxyEntryProblem(entry: string): string | null {
  const cidr = CIDR.exec(entry);
  const address = normaliseAddress(cidr ? cidr[1]! : entry);
  const family = isIP(address);
  if (family === 0) return `"${entry}" is not an IP address or a CIDR range`;
  if (cidr && Number(cidr[2]) > (family === 4 ? 32 : 128)) {
    return `"${entry}" has a prefix longer than the address`;
  }
  return null;
}

/** The trusted proxies as a list to check addresses against; entries must be valid (see above). */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const cidr = CIDR.exec(entry);
    const address = normaliseAddress(cidr ? cidr[1]! : entry);
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (cidr) list.addSubnet(address, Number(cidr[2]), type);
    else list.addAddress(address, type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

export type AddressSources = {
  /** The socket's remote address, as the front layer saw it. */
  socket: string | null | undefined;
  /** X-Forwarded-For as received (several headers joined with commas). */
  forwardedFor: string | null | undefined;
  trusted: BlockList;
};

/**
 * The client's address, or null when the socket's is unknown. Behind trusted proxies, the
 * right-most X-Forwarded-For entry that is not a trusted proxy; when an entry is not an address
 * (a proxy passed on rubbish), the last trusted hop before it, so rubbish is never a client.
 */
export function resolveClientAddress({
  socket,
  forwardedFor,
  trusted,
}: AddressSources): string | null {
  if (!socket || isIP(normaliseAddress(socket)) === 0) return null;
  let client = normaliseAddress(socket);
  const hops = (forwardedFor ?? "").split(",").map(normaliseAddress).filter(Boolean);
  while (isTrusted(trusted, client)) {
    const next = hops.pop();
    if (next === undefined || isIP(next) === 0) break;
    client = next;
  }
  return client;
}

/**
 * The key a client's requests are counted under: its address, or its /64 for IPv6, since one
 * IPv6 subscriber is usually given a whole /64 and could otherwise take a new address each time.
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  // Expand "::" so the first four groups are the network part; a trailing dotted IPv4 part
  // ("64:ff9b::192.0.2.1") stands for two groups.
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const zeros = Array<string>(Math.max(0, 8 - width(left) - width(right))).fill("0");
  const network = [...left, ...zeros, ...right].slice(0, 4);
  return `${network.map((g) => Number.parseInt(g, 16).toString(16)).join(":")}::/64`;
}
