// The pieces of subscribing a device that need no browser: the VAPID key's bytes and what the device remembers.
import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyBytes, pushSupport, targetKey } from './device';

describe('keyBytes', () => {
  it('turns the URL-safe base64 key of /api/config into the 65 bytes of a P-256 public key', () => {
    const ecdh = createECDH('prime256v1');
    const key = ecdh.generateKeys();
    const bytes = keyBytes(key.toString('base64url'));
    expect(bytes).toHaveLength(65);
    expect(Buffer.from(bytes).equals(key)).toBe(true);
  });
});

describe('targetKey', () => {
  it('names each target apart, a chat by its session and not its token', () => {
    expect(targetKey({ kind: 'admin' })).toBe('admin');
    expect(targetKey({ kind: 'order', token: 't1' })).toBe('order:t1');
    expect(targetKey({ kind: 'freeSong', id: 'abc' })).toBe('freeSong:abc');
    expect(targetKey({ kind: 'chat', sessionId: 's1', token: 'secret' })).toBe('chat:s1');
  });
});

describe('pushSupport', () => {
  it('is unsupported where there is no window (server rendering, tests)', () => {
    expect(pushSupport()).toBe('unsupported');
  });
});
