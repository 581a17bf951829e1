// Who a request comes from, for every limit: one IPv4 address, or one IPv6 /64 (an IPv6 client
// is usually handed a whole /64, so keying on the full address would give it 2^64 budgets).
// Decision 0014.

/** The address the platform saw the request come from (Cloudflare's edge sets this header and
 * overwrites any value the client sent; the local runtime does the same, scripts/runtime-server.ts). */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isIpv4(text: string): boolean {
  const m = IPV4.exec(text);
  return m !== null && m.slice(1).every((part) => Number(part) <= 255);
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  let address = text.toLowerCase();
  const zone = address.indexOf("%");
  if (zone !== -1) address = address.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(address) || !address.includes(":")) return null;
  // A trailing dotted IPv4 part (::ffff:192.0.2.1) counts as two groups.
  const lastColon = address.lastIndexOf(":");
  const tail = address.slice(lastColon + 1);
  if (tail.includes(".")) {
    if (!isIpv4(tail)) return null;
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    address = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]!);
  const tailGroups = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tailGroups.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [
    ...head,
    ...Array<string>(halves.length === 2 ? missing : 0).fill("0"),
    ...tailGroups,
  ];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The key limits count under: the IPv4 address itself, or the IPv6 /64 ("2001:db8:1:2::/64").
 * An IPv4-mapped IPv6 address counts as its IPv4 address. Anything else is kept as is (trimmed,
 * lower-case, at most 64 characters), so an odd value still has one budget, not many.
 */
export function clientKey(address: string): string {
  const text = address.trim().toLowerCase();
  if (isIpv4(text)) return text.split(".").map(Number).join(".");
  const groups = ipv6Groups(text);
  if (groups) {
    const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
    if (mapped)
      return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(":")}::/64`;
  }
  return text.slice(0, 64) || "unknown";
}

/** The limit key of the client a request comes from. */
export function requestClientKey(request: Request): string {
  return clientKey(clientAddress(request));
}
