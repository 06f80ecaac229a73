// The built files that carry the shop's name, served from the profile: the installed app's manifest (name,
// short_name, description; never cached, so a rename reaches the home screen) and the app shell for routes that
// are not prerendered (title, home-screen title, Open Graph title, the no-JavaScript line), escaped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellWithProfile } from '../../shared/appShell';
import { DEMO_SHOP_PROFILE } from '../../shared/shopProfile';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../testing/admin';
import { startTestShop, type TestShop } from '../../testing/testServer';
import { manifestWithProfile, shortName } from './webManifest';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Serenade | Personalized Songs Written Just for Them</title>
    <meta name="apple-mobile-web-app-title" content="Serenade" />
    <meta property="og:title" content="Serenade — A song written just for them" />
  </head>
  <body>
    <div id="root"></div>
    <noscript>Serenade needs JavaScript to take orders. You can still write to us at hello@serenade.example.</noscript>
  </body>
</html>`;
const MANIFEST = {
  id: '/',
  name: 'Serenade — Personalized Songs',
  short_name: 'Serenade',
  description: 'Tell us your story and our musicians turn it into a song written just for them.',
  start_url: '/',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
};

let shop: TestShop;
let dist: string;
let token: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify(MANIFEST));
  shop = await startTestShop({ distDir: dist, seed: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  token = await adminToken(shop);
});
afterAll(async () => {
  await shop.destroy();
  fs.rmSync(dist, { recursive: true, force: true });
});

const rename = async (change: Record<string, string>) =>
  expect((await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', change)).status).toBe(200);

describe('the manifest', () => {
  it('names the app after the profile, never cached, as a manifest', async () => {
    const res = await fetch(`${shop.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    expect(res.headers.get('cache-control')).toContain('no-cache');
    expect(await res.json()).toEqual({ ...MANIFEST, name: 'Serenade', short_name: 'Serenade', description: DEMO_SHOP_PROFILE.tagline });
  });

  it('takes a new name and tagline at once, with a new validator', async () => {
    const before = await fetch(`${shop.url}/manifest.webmanifest`);
    const etag = before.headers.get('etag')!;
    expect((await fetch(`${shop.url}/manifest.webmanifest`, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    await rename({ name: 'Cantata Songs', tagline: 'Songs for every story' });
    const res = await fetch(`${shop.url}/manifest.webmanifest`, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(etag);
    expect(await res.json()).toMatchObject({
      name: 'Cantata Songs',
      short_name: 'Cantata',
      description: 'Songs for every story',
      icons: MANIFEST.icons,
    });
  });

  it('cuts the short name at a word, or a single long word at 12 characters, and keeps the built description without a tagline', () => {
    expect(shortName('Cantata')).toBe('Cantata');
    expect(shortName('Songs by Mia Rose')).toBe('Songs by Mia');
    expect(shortName('Supercalifragilistic Songs')).toBe('Supercalifra');
    const built = JSON.stringify(MANIFEST);
    expect(JSON.parse(manifestWithProfile(built, { name: 'X', tagline: '' }))).toMatchObject({ description: MANIFEST.description });
    expect(manifestWithProfile('not json', { name: 'X', tagline: '' })).toBe('not json');
  });
});

describe('the app shell', () => {
  it('carries the profile’s name and support address on routes that are not prerendered, escaped', async () => {
    await rename({ name: '<b>Tom & Jerry</b>', supportEmail: 'help@cantata.example' });
    for (const route of ['/create-song', '/admin', '/order/abc']) {
      const res = await fetch(`${shop.url}${route}`);
      expect(res.status, route).toBe(200);
      const html = await res.text();
      const name = '&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;';
      expect(html).toContain(`<title>${name} | Personalized Songs Written Just for Them</title>`);
      expect(html).toContain(`<meta name="apple-mobile-web-app-title" content="${name}" />`);
      expect(html).toContain(`<meta property="og:title" content="${name} — A song written just for them" />`);
      expect(html).toContain(
        `<noscript>${name} needs JavaScript to take orders. You can still write to us at help@cantata.example.</noscript>`,
      );
      expect(html).not.toContain('<b>Tom');
      expect(html).not.toContain('Serenade');
    }
  });

  it('is the built file itself under the demo profile', () => {
    expect(shellWithProfile(INDEX, DEMO_SHOP_PROFILE)).toBe(INDEX);
  });
});
