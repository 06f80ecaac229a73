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
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'export const a = 1;');
  fs.mkdirSync(path.join(dist, 'images'));
  fs.writeFileSync(path.join(dist, 'images', 'bg.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
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
  it('is on pages, API answers, refusals, the service worker and unknown paths alike', async () => {
    const answers = await Promise.all([
      fetch(`${shop.url}/`),
      fetch(`${shop.url}/no-such-page`),
      fetch(`${shop.url}/sw.js`),
      fetch(`${shop.url}/api/health`),
      fetch(`${shop.url}/api/no-such-route`),
      fetch(`${shop.url}/api/admin/orders`),
      fetch(`${shop.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"broken' }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 404, 200, 200, 404, 401, 400]);
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

describe('build files, images and videos', () => {
  it('carry the short set a file needs, not the page headers only a document reads', async () => {
    for (const file of ['/assets/index-AbC123.js', '/images/bg.svg']) {
      const res = await fetch(`${shop.url}${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
      // Opened on its own, an SVG runs no script and is framed nowhere.
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      expect(res.headers.get('permissions-policy')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBeNull();
    }
  });

  it("leave the page set on the pages and on the service worker, whose policy is its own response's", async () => {
    for (const file of ['/', '/sw.js']) {
      const res = await fetch(`${shop.url}${file}`);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});
