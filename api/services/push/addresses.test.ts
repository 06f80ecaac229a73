// Which addresses a push may go to: the public internet only, whatever way an address is written, and a
// connection's lookup refusing a name that leads inside (checked as the socket connects).
import type { LookupAddress } from 'node:dns';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointOrigin,
  endpointProblem,
  endpointVerdict,
  GuardedAgent,
  guardedLookup,
  isPublicAddress,
  PRIVATE_ADDRESS,
  type Resolve,
} from './addresses';

const table =
  (entries: Record<string, string[]>): Resolve =>
  async (host) => {
    const found = entries[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '192.0.2.10',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '64:ff9b::10.0.0.1',
    '2002:c0a8:0101::1',
    '2001:db8::1',
    '2001::1',
    '::127.0.0.1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '192.169.0.1',
    '2a00:1450:4001:81a::200a',
    '2606:4700::6810:84e5',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:0808:0808::1',
  ])('accepts %s', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('endpointVerdict', () => {
  const resolve = table({
    'push.example.test': ['93.184.216.34', '2606:4700::6810:84e5'],
    'inside.example.test': ['10.0.0.5'],
    'mixed.example.test': ['93.184.216.34', '127.0.0.1'],
  });

  it('judges IP literals as the URL parser writes them (decimal, hex, bracketed IPv6)', async () => {
    for (const url of [
      'https://127.0.0.1/p',
      'https://2130706433/p',
      'https://0x7f.1/p',
      'https://[::1]:8443/p',
      'https://[::ffff:127.0.0.1]/p',
      'https://[fe80::1]/p',
      'https://169.254.169.254/latest',
    ]) {
      expect(await endpointVerdict(url, resolve)).toBe('private');
    }
    expect(await endpointVerdict('https://8.8.8.8/p', resolve)).toBe('public');
  });

  it('refuses localhost names without asking DNS, and a name with any non-public address', async () => {
    expect(await endpointVerdict('https://localhost/p', resolve)).toBe('private');
    expect(await endpointVerdict('https://push.localhost./p', resolve)).toBe('private');
    expect(await endpointVerdict('https://inside.example.test/p', resolve)).toBe('private');
    expect(await endpointVerdict('https://mixed.example.test/p', resolve)).toBe('private');
    expect(await endpointVerdict('https://PUSH.example.test./p', resolve)).toBe('public');
    expect(await endpointVerdict('https://nowhere.example.test/p', resolve)).toBe('unresolved');
  });
});

describe('guardedLookup', () => {
  const lookup = guardedLookup(
    table({ 'push.example.test': ['93.184.216.34', '2606:4700::6810:84e5'], 'rebound.example.test': ['10.0.0.5'] }),
  );
  const ask = (host: string, options: { all?: boolean; family?: number }) =>
    new Promise<{ err: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number | undefined }>((resolve) =>
      lookup(host, options, (err, address, family) => resolve({ err, address, family })),
    );

  it('answers public addresses in the shape the socket asked for', async () => {
    expect(await ask('push.example.test', { all: true })).toEqual({
      err: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::6810:84e5', family: 6 },
      ],
      family: undefined,
    });
    expect(await ask('push.example.test', { family: 6 })).toEqual({ err: null, address: '2606:4700::6810:84e5', family: 6 });
  });

  it('fails the connection when the name leads to a non-public address, or to none', async () => {
    expect((await ask('rebound.example.test', { all: true })).err?.code).toBe(PRIVATE_ADDRESS);
    expect((await ask('gone.example.test', {})).err?.code).toBe('ENOTFOUND');
  });
});

describe('endpointProblem', () => {
  it('takes an endpoint as a browser writes one', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dK3x:APA91bH-abc_def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QO3k?x=1',
      'https://push.example.test:8443/p',
      'https://[2606:4700::6810:84e5]/p',
    ])
      expect(endpointProblem(endpoint), endpoint).toBeUndefined();
  });

  it('refuses a host the two URL parsers read differently, a % in the host, or any other notation', () => {
    expect(endpointProblem('https://127.0.0.1%2eattacker.test/x')).toBe('notCanonical');
    expect(endpointProblem('https://ex%41mple.com/')).toBe('notCanonical');
    expect(endpointProblem('https://0x7f.1/p')).toBe('notCanonical');
    expect(endpointProblem('https://2130706433/p')).toBe('notCanonical');
    expect(endpointProblem('https://127.1/p')).toBe('notCanonical');
    expect(endpointProblem('https://EXAMPLE.com/p')).toBe('notCanonical');
    expect(endpointProblem('https://example.com:443/p')).toBe('notCanonical');
    expect(endpointProblem('https://evil.example\\@127.0.0.1/p')).toBe('notCanonical');
    expect(endpointProblem('https://a@127.0.0.1/p')).toBe('notCanonical');
    expect(endpointProblem('https://127.0.0.1\t.attacker.test/p')).toBe('notCanonical');
    // Serialised by the WHATWG parser as it is, but cut at the ; or ' by the legacy one (which would connect to "a" or 127.0.0.1).
    expect(endpointProblem('https://a;b.example.test/p')).toBe('parsersDisagree');
    expect(endpointProblem("https://127.0.0.1'.attacker.test/p")).toBe('parsersDisagree');
    expect(endpointProblem('http://push.example.test/p')).toBe('notHttps');
    expect(endpointProblem('not a url')).toBe('notHttps');
  });

  it('logs the origin a connection would really go to', () => {
    expect(endpointOrigin('https://127.0.0.1%2eattacker.test/x')).toBe('https://127.0.0.1');
    expect(endpointOrigin('https://push.example.test:8443/secret/path')).toBe('https://push.example.test:8443');
    expect(endpointOrigin('https://[::1]:8443/p')).toBe('https://[::1]:8443');
  });
});

describe('GuardedAgent', () => {
  // A listener on loopback that must never be reached: it counts every connection opened to it.
  let listener: net.Server;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    listener = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  const resolve = table({ 'rebound.example.test': ['127.0.0.1'], 'push.example.test': ['93.184.216.34'] });
  const get = (host: string) =>
    new Promise<NodeJS.ErrnoException>((done) => {
      const req = https.request({ host, port, path: '/', method: 'POST', agent: new GuardedAgent(resolve) }, () =>
        done(new Error('answered')),
      );
      req.on('error', done);
      req.end();
    });

  it('never opens a connection to a non-public IP literal or a name leading there', async () => {
    for (const host of ['127.0.0.1', '::ffff:127.0.0.1', 'localhost', 'rebound.example.test'])
      expect((await get(host)).code, host).toBe(PRIVATE_ADDRESS);
    expect(connections).toBe(0);
  });
});
