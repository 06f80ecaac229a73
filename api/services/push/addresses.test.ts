// Which addresses a push may go to: the public internet only, whatever way an address is written, and a
// connection's lookup refusing a name that leads inside (checked as the socket connects).
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { endpointVerdict, guardedLookup, isPublicAddress, PRIVATE_ADDRESS, type Resolve } from './addresses';

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
