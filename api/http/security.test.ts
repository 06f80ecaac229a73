// Security headers on every answer: pages, API answers and refusals carry a Permissions-Policy that turns
// off the features the shop never uses and keeps the ones its pages do use.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../testing/testServer';
import { PERMISSIONS_POLICY } from './security';

let shop: TestShop;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Serenade</title><div id="root"></div>');
  shop = await startTestShop({ distDir: dist, seed: false, runJobs: false });
});
afterAll(async () => {
  await shop.destroy();
  fs.rmSync(dist, { recursive: true, force: true });
});

function policy(header: string | null): Map<string, string> {
  return new Map((header ?? '').split(',').map((entry) => entry.trim().split('=') as [string, string]));
}

describe('Permissions-Policy', () => {
  it('is on pages, API answers, refusals and unknown paths alike', async () => {
    const answers = await Promise.all([
      fetch(`${shop.url}/`),
      fetch(`${shop.url}/no-such-page`),
      fetch(`${shop.url}/api/health`),
      fetch(`${shop.url}/api/no-such-route`),
      fetch(`${shop.url}/api/admin/orders`),
      fetch(`${shop.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"broken' }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 404, 200, 404, 401, 400]);
    for (const res of answers) expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });

  it('denies camera, microphone, geolocation, payment and device access to the page and its frames', async () => {
    const features = policy((await fetch(`${shop.url}/`)).headers.get('permissions-policy'));
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'midi',
      'display-capture',
      'browsing-topics',
    ]) {
      expect({ feature, allow: features.get(feature) }).toEqual({ feature, allow: '()' });
    }
  });

  it('keeps what the pages use on this origin: the hero video autoplays, players go fullscreen, copy works', async () => {
    const features = policy((await fetch(`${shop.url}/`)).headers.get('permissions-policy'));
    for (const feature of ['autoplay', 'fullscreen', 'picture-in-picture', 'clipboard-write']) {
      expect({ feature, allow: features.get(feature) }).toEqual({ feature, allow: '(self)' });
    }
  });

  it('is well formed: one entry per feature, each an allowlist', () => {
    const entries = PERMISSIONS_POLICY.split(', ');
    expect(new Set(entries.map((e) => e.split('=')[0])).size).toBe(entries.length);
    for (const entry of entries) expect(entry).toMatch(/^[a-z-]+=\((self)?\)$/);
  });
});
