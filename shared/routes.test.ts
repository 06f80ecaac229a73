// The route table shared by the app and the server: which paths exist and which hide the site's header/footer.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute, showsSiteChrome } from './routes';

describe('showsSiteChrome', () => {
  it.each([
    '/create-song',
    '/test-checkout/cs_test_123',
    '/hero',
    '/free-song',
    '/free-song-success',
    '/video-reaction/abc123',
    '/video-test',
    '/create-song/',
  ])('hides the header and footer on %s', (path) => {
    expect(showsSiteChrome(path)).toBe(false);
  });

  it.each([
    '/',
    '/home',
    '/faq',
    '/how-it-works',
    '/sample-songs',
    '/contact',
    '/privacy-policy',
    '/terms-of-service',
    '/thank-you',
    '/checkout-pending',
    '/song/abc123',
    '/admin',
    '/free-songs',
    '/heroes',
    '/nope',
  ])('shows them on %s', (path) => {
    expect(showsSiteChrome(path)).toBe(true);
  });
});

describe('isAppRoute', () => {
  it('knows every route of the table, with or without a trailing slash', () => {
    for (const route of APP_ROUTES) {
      expect(isAppRoute(route)).toBe(true);
      if (route !== '/') expect(isAppRoute(`${route}/`)).toBe(true);
    }
  });

  it('does not know other paths', () => {
    for (const path of ['/nope', '/faq/extra', '/admin/../etc', '/index.htm']) expect(isAppRoute(path)).toBe(false);
  });

  it('matches the routes the React router renders', () => {
    const source = fs.readFileSync(new URL('../app/App.tsx', import.meta.url), 'utf8');
    const rendered = [...source.matchAll(/<Route path="([^"*]+)"/g)].map((m) => m[1]);
    expect(new Set(rendered)).toEqual(new Set(APP_ROUTES));
  });
});
