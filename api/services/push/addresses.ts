// Which push endpoints the shop may call: only hosts on the public internet. A subscription names any URL the
// browser (or a caller pretending to be one) chose, so without this check the shop would POST to its own
// network on request (SSRF): loopback, RFC 1918, link-local, unique-local and other special ranges are refused.
import dns from 'node:dns';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { parse as legacyParse } from 'node:url';

/** Answers a host name's addresses (all of them): DNS in production, a table in tests. */
export type Resolve = (hostname: string) => Promise<string[]>;

export const systemResolve: Resolve = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export type HostVerdict = 'public' | 'private' | 'unresolved';

/** The code of the error a guarded connection fails with when the name leads to a non-public address. */
export const PRIVATE_ADDRESS = 'EPUSH_PRIVATE_ADDRESS';

// [first address, prefix length] of IPv4 ranges that are not the public internet (IANA special-purpose registry).
const IPV4_SPECIAL: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const IPV4_RANGES = IPV4_SPECIAL.map(([first, bits]) => ({ start: ipv4Number(first), size: 2 ** (32 - bits) }));

function isPublicIpv4(address: string): boolean {
  const n = ipv4Number(address);
  return !IPV4_RANGES.some((r) => n >= r.start && n < r.start + r.size);
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.replace(/%.*$/, '');
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const n = ipv4Number(tail);
    text = `${text.slice(0, -tail.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const groups = rest === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

const embeddedIpv4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

function isPublicIpv6(address: string): boolean {
  const g = ipv6Groups(address);
  if (!g) return false;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address inside.
  if (zeroTo(5) && g5 === 0xffff) return isPublicIpv4(embeddedIpv4(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isPublicIpv4(embeddedIpv4(g6, g7));
  // 2002:a.b.c.d::/48 (6to4) routes to the IPv4 address in its second and third groups.
  if (g0 === 0x2002) return isPublicIpv4(embeddedIpv4(g1, g2));
  // Only 2000::/3 is global unicast: this also refuses ::, ::1, fc00::/7, fe80::/10, fec0::/10 and ff00::/8.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 < 0x200) return false; // 2001::/23, IETF protocol assignments (Teredo among them)
  if (g0 === 0x2001 && g1 === 0xdb8) return false; // documentation
  return true;
}

/** Whether an IP address is on the public internet (anything unparsable is not). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address.replace(/%.*$/, ''));
  if (family === 4) return isPublicIpv4(address);
  if (family === 6) return isPublicIpv6(address);
  return false;
}

/**
 * Why an endpoint cannot be sent to, if it cannot: web-push connects to the host Node's legacy `url.parse` reads,
 * while this file judges the host the WHATWG parser reads, so the two must agree, and on the endpoint as written.
 * `https://127.0.0.1%2eattacker.test/x` is a name under attacker.test to one and the address 127.0.0.1 to the
 * other; `https://0x7f.1/` and `https://EXAMPLE.com:443/` are rewritten by one and not the other. A browser's
 * endpoint is a serialised URL, so it passes as it is.
 */
export function endpointProblem(endpoint: string): 'notHttps' | 'notCanonical' | 'parsersDisagree' | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'notHttps';
  }
  if (url.protocol !== 'https:' || !url.hostname) return 'notHttps';
  if (url.href !== endpoint || url.username || url.password) return 'notCanonical';
  let legacy: ReturnType<typeof legacyParse>;
  try {
    legacy = legacyParse(endpoint);
  } catch {
    return 'parsersDisagree';
  }
  const legacyHost = legacy.hostname ?? '';
  if (legacyHost.includes('%') || url.host.includes('%')) return 'parsersDisagree';
  if (legacyHost !== bare(url.hostname) || (legacy.port ?? '') !== url.port || legacy.protocol !== 'https:') return 'parsersDisagree';
  return undefined;
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * What may be said about an endpoint in a log line or a job's error: the origin a connection would really go
 * to (as web-push reads it), never its path, which is the subscriber's secret.
 */
export function endpointOrigin(endpoint: string): string {
  try {
    const legacy = legacyParse(endpoint);
    if (!legacy.protocol || !legacy.hostname) return 'an unparsable endpoint';
    const host = net.isIP(legacy.hostname) === 6 ? `[${legacy.hostname}]` : legacy.hostname;
    return `${legacy.protocol}//${host}${legacy.port ? `:${legacy.port}` : ''}`;
  } catch {
    return 'an unparsable endpoint';
  }
}

/** Push services by host, named as the person holding the device knows them. */
const PUSH_SERVICES: Array<[RegExp, string]> = [
  [/^fcm\.googleapis\.com$/, 'Chrome, Edge or Android (Google push service)'],
  [/(^|\.)push\.services\.mozilla\.com$/, 'Firefox'],
  [/(^|\.)push\.apple\.com$/, 'Safari (Apple push service)'],
  [/(^|\.)notify\.windows\.com$/, 'Edge on Windows (Windows push service)'],
];

/** The name of the push service an endpoint belongs to (its host when not a known one). Never the path. */
export function pushServiceName(endpoint: string): string {
  let host: string;
  try {
    host = new URL(endpoint).hostname;
  } catch {
    return 'Unknown push service';
  }
  return PUSH_SERVICES.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * Where an endpoint's host leads: 'public' when every address it has is public, 'private' when one is not
 * (an IP literal, localhost, or a name resolving there), 'unresolved' when the name has no address yet.
 */
export async function endpointVerdict(endpoint: string, resolve: Resolve): Promise<HostVerdict> {
  let host: string;
  try {
    // The WHATWG parser writes 0x7f.1 or 2130706433 as 127.0.0.1, so IP literals are judged as connected to.
    host = new URL(endpoint).hostname
      .replace(/^\[|\]$/g, '')
      .toLowerCase()
      .replace(/\.$/, '');
  } catch {
    return 'private';
  }
  if (net.isIP(host)) return isPublicAddress(host) ? 'public' : 'private';
  if (isLocalName(host)) return 'private';
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return 'unresolved';
  }
  if (addresses.length === 0) return 'unresolved';
  return addresses.every(isPublicAddress) ? 'public' : 'private';
}

function privateAddressError(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${hostname} leads to a non-public address`), { code: PRIVATE_ADDRESS });
}

/**
 * A `lookup` for the push connections' agent: the addresses are checked when the socket connects, so a name
 * that resolved to a public address at subscribe time cannot be pointed inside afterwards (DNS rebinding).
 */
export function guardedLookup(resolve: Resolve): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        if (found.length > 0 && !found.every(isPublicAddress)) return callback(privateAddressError(hostname), '');
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const entries = found.map((address) => ({ address, family: net.isIP(address) })).filter((e) => !wanted || e.family === wanted);
        if (entries.length === 0) return callback(Object.assign(new Error(`${hostname} did not resolve`), { code: 'ENOTFOUND' }), '');
        if (options.all) return callback(null, entries);
        return callback(null, entries[0]!.address, entries[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

/**
 * The agent every push request goes through: an IP literal is judged before connecting (it never reaches a
 * lookup), a name by the guarded lookup, and then the address the socket actually connected to, before TLS
 * says a word, so no notation and no DNS answer reaches a non-public address.
 */
/** A push service that does not accept the connection within this is given up on (the job is retried). */
const CONNECT_TIMEOUT_MS = 15_000;

export class GuardedAgent extends https.Agent {
  constructor(
    private readonly resolve: Resolve,
    options: https.AgentOptions = {},
  ) {
    super({ keepAlive: true, ...options });
  }

  override createConnection(options: https.RequestOptions, callback?: (err: Error | null, stream: Duplex) => void): undefined {
    const done = callback ?? (() => undefined);
    const host = bare(options.host ?? options.hostname ?? 'localhost');
    if ((net.isIP(host) && !isPublicAddress(host)) || isLocalName(host.toLowerCase())) {
      done(privateAddressError(host), undefined as unknown as Duplex);
      return undefined;
    }
    const raw = net.connect({ host, port: Number(options.port ?? 443), lookup: guardedLookup(this.resolve) });
    const fail = (err: Error) => {
      raw.destroy();
      done(err, undefined as unknown as Duplex);
    };
    const timedOut = () => fail(Object.assign(new Error(`connecting to ${host} timed out`), { code: 'ETIMEDOUT' }));
    raw.setTimeout(options.timeout ?? CONNECT_TIMEOUT_MS, timedOut);
    raw.once('error', fail);
    raw.once('connect', () => {
      raw.setTimeout(0);
      raw.removeListener('error', fail);
      if (!raw.remoteAddress || !isPublicAddress(raw.remoteAddress)) return fail(privateAddressError(host));
      // https.Agent's own TLS connection (session reuse, SNI, the agent's trust options) over the checked socket.
      const tls = super.createConnection({ ...options, socket: raw } as https.RequestOptions);
      if (tls) done(null, tls);
    });
    return undefined;
  }
}
