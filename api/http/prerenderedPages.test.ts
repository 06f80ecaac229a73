// The public pages as they arrive, before any script runs: every prerendered route (and the 404 page) answers with
// its heading and its real content in the HTML, its own title, description, canonical address, Open Graph tags and
// structured data, the data it was rendered with, and no inline script; private routes keep the empty app shell.
// An admin's change to the samples or the landing price reaches the HTML; a renderer that fails leaves the shell.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '../../shared/faq';
import type { PublicConfig, SampleSong } from '../../shared/api-types';
import { FRAME_ATTRIBUTE, NOT_FOUND_PAGE, PRERENDER_DATA_ID, PRERENDERED_ROUTES, type PrerenderData } from '../../shared/prerender';
import { ensureClientBuild } from '../build';
import { adminCall, adminToken, eventually, form, TEST_ADMIN_PASSWORD } from '../../testing/admin';
import { wavBytes } from '../../testing/files';
import {
  headingsOf,
  linkHref,
  metaContent,
  rootHtml,
  scriptsOf,
  structuredDataOf,
  tagsNamed,
  titleOf,
  visibleText,
} from '../../testing/pageHtml';
import { json, startTestShop, type TestShop } from '../../testing/testServer';
import { DEMO_SHOP_PROFILE } from '../../shared/shopProfile';

const SUPPORT_EMAIL = DEMO_SHOP_PROFILE.supportEmail;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = path.join(ROOT, 'dist');
const PUBLIC_URL = 'https://songs.example';

/** Each route's main heading and title, as its page component sets them; the text it must show besides. */
const PAGES: Record<string, { h1: string; title: string; shows: (songs: SampleSong[]) => string[] }> = {
  '/': {
    h1: 'Give them a song that could only be about the two of you',
    title: 'Serenade | Personalized Songs Written Just for Them',
    shows: (songs) => ['Create Your Song', 'Launch offer', ...songs.slice(0, 6).map((s) => s.title)],
  },
  '/home': {
    h1: 'Give them a song that could only be about the two of you',
    title: 'Serenade | Personalized Songs Written Just for Them',
    shows: () => ['Create Your Song', 'Start Your Song'],
  },
  '/hero': { h1: 'Bring Their Heart to Tears', title: 'Bring Their Heart to Tears | Serenade', shows: () => ['Create My Song'] },
  '/faq': {
    h1: 'Frequently asked questions',
    title: 'Frequently asked questions | Serenade',
    shows: () => FAQ_ITEMS.map((i) => i.question),
  },
  '/how-it-works': {
    h1: 'From your story to their song',
    title: 'How it works | Serenade',
    shows: () => ['Share your story', 'Choose your style'],
  },
  '/sample-songs': { h1: 'Hear what a story sounds like', title: 'Sample Songs | Serenade', shows: (songs) => songs.map((s) => s.title) },
  '/contact': { h1: 'We’d love to hear from you', title: 'Contact us | Serenade', shows: () => [SUPPORT_EMAIL] },
  '/free-song': {
    h1: 'Get a personalized song, free',
    title: 'Get a Free Personalized Song | Serenade',
    shows: () => ['Apply for your free song'],
  },
  // The wizard's first step, as for a new draft: its real fields (the page reads a saved draft once in the browser).
  '/create-song': {
    h1: "Let's start with the heart of it",
    title: 'Create your song | Serenade',
    shows: () => ['Step 1 of 3', 'Who is this song for?', 'Use their name in the lyrics', "What's the occasion?", 'Your name', 'Continue'],
  },
  '/privacy-policy': {
    h1: 'Privacy Policy',
    title: 'Privacy Policy | Serenade',
    shows: () => ['Your story is personal. Here is exactly what we collect'],
  },
  '/terms-of-service': { h1: 'Terms of Service', title: 'Terms of Service | Serenade', shows: () => [SUPPORT_EMAIL] },
  [NOT_FOUND_PAGE]: { h1: 'Page not found', title: 'Page not found | Serenade', shows: () => ['Error 404', 'Sample songs'] },
};

/** Where each route is asked for: the 404 page at an address that is no page. */
const addressOf = (route: string) => (route === NOT_FOUND_PAGE ? '/no-such-page' : route);

let shop: TestShop;
let token: string;

beforeAll(async () => {
  await ensureClientBuild(ROOT, DIST, () => undefined);
  shop = await startTestShop({ runJobs: false, distDir: DIST, env: { PUBLIC_URL, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  token = await adminToken(shop);
}, 300_000);
afterAll(() => shop.destroy());

const publicSongs = async () => json<SampleSong[]>(await fetch(`${shop.url}/api/sample-songs`));
const publicConfig = async () => json<PublicConfig>(await fetch(`${shop.url}/api/config`));

/** The page at an address once it is prerendered (the shell stands in until the renderer has written it). */
async function prerendered(address: string, until: (html: string) => boolean = () => true) {
  const page = await eventually(
    async () => {
      const res = await fetch(`${shop.url}${address}`);
      return { status: res.status, html: await res.text() };
    },
    ({ html }) => html.includes(`id="${PRERENDER_DATA_ID}"`) && until(html),
    30_000,
  );
  expect(page.html, `${address} was prerendered`).toContain(`id="${PRERENDER_DATA_ID}"`);
  return page;
}

function embeddedData(html: string): { renderedAt: number; data: PrerenderData } {
  const element = scriptsOf(html).find((s) => s.attributes.id === PRERENDER_DATA_ID);
  expect(element?.attributes.type).toBe('application/json');
  return JSON.parse(element!.body) as { renderedAt: number; data: PrerenderData };
}

/** The landing offer as the admin's editor sends it (the currency is not the admin's to change), at a new price. */
function offerChange(config: PublicConfig, priceCents: number) {
  const { currency: _currency, ...offer } = config.offers.landing;
  return { ...offer, priceCents };
}

const tagCount = (html: string, property: string) => html.split(`property="${property}"`).length - 1;

const productPrice = (html: string) =>
  (structuredDataOf(html).find((item) => item['@type'] === 'Product')?.offers as { price?: string } | undefined)?.price;

describe('every prerendered route, without JavaScript', () => {
  it('covers each route the server prerenders', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...PRERENDERED_ROUTES].sort());
  });

  for (const route of PRERENDERED_ROUTES) {
    it(`${route} has its heading, content, head and data in the HTML`, async () => {
      const expected = PAGES[route]!;
      const { status, html } = await prerendered(addressOf(route));
      const songs = await publicSongs();
      const config = await publicConfig();

      expect(status).toBe(route === NOT_FOUND_PAGE ? 404 : 200);
      expect(headingsOf(rootHtml(html))).toEqual([expected.h1]);
      const text = visibleText(rootHtml(html));
      for (const shown of expected.shows(songs)) expect(text, route).toContain(shown);

      expect(titleOf(html)).toBe(expected.title);
      const description = metaContent(html, 'description');
      if (route !== NOT_FOUND_PAGE) expect(description?.length, `${route} description`).toBeGreaterThan(40);
      expect(metaContent(html, 'og:title')).toBe(expected.title);
      expect(metaContent(html, 'og:description')).toBe(description);
      expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/images/og-image.png`);
      expect(tagCount(html, 'og:title')).toBe(1);

      if (route === NOT_FOUND_PAGE) {
        expect(linkHref(html, 'canonical')).toBeUndefined();
        expect(metaContent(html, 'og:url')).toBeUndefined();
        expect(metaContent(html, 'robots')).toBe('noindex');
      } else {
        // /home is the landing page again: search engines are pointed at /.
        const canonical = `${PUBLIC_URL}${route === '/home' ? '/' : route}`;
        expect(linkHref(html, 'canonical')).toBe(canonical);
        expect(metaContent(html, 'og:url')).toBe(canonical);
        expect(metaContent(html, 'robots')).toBeUndefined();
      }

      const structured = structuredDataOf(html);
      if (['/', '/home', '/hero'].includes(route)) {
        const offer = route === '/hero' ? config.offers.home : config.offers.landing;
        // The song for sale, and the shop selling it (from its profile).
        expect(structured.map((item) => item['@type'])).toEqual(['Product', 'Organization']);
        expect(structured[0]!.offers).toMatchObject({ price: (offer.priceCents / 100).toFixed(2), priceCurrency: offer.currency });
        expect(structured[0]!.brand).toEqual({ '@type': 'Brand', name: DEMO_SHOP_PROFILE.name });
        expect(structured[1]).toMatchObject({ name: DEMO_SHOP_PROFILE.name, email: SUPPORT_EMAIL, url: `${PUBLIC_URL}/` });
      } else if (route === '/faq') {
        expect(structured.map((item) => item['@type'])).toEqual(['FAQPage']);
        expect(structured[0]!.mainEntity).toHaveLength(FAQ_ITEMS.length);
        expect((structured[0]!.mainEntity as Array<{ name: string }>)[0]!.name).toBe(FAQ_ITEMS[0]!.question);
      } else if (route === '/contact') {
        expect(structured.map((item) => item['@type'])).toEqual(['Organization']);
      } else {
        expect(structured).toEqual([]);
      }

      const { data } = embeddedData(html);
      // Only the pages that list samples carry them.
      const listsSamples = ['/', '/home', '/hero', '/sample-songs'].includes(route);
      expect(data['/api/sample-songs']).toEqual(listsSamples ? songs : undefined);
      expect(data['/api/config']).toEqual(config);

      for (const script of scriptsOf(html)) {
        const { type, src } = script.attributes;
        if (type === 'application/json' || type === 'application/ld+json') continue;
        expect({ type, src: Boolean(src), body: script.body.trim() }, `${route}: no inline script`).toEqual({
          type: 'module',
          src: true,
          body: '',
        });
      }
    });
  }

  it('/create-song is the wizard’s step 1 form, inert until the app runs, and served for its query strings; not in the sitemap', async () => {
    const { html } = await prerendered('/create-song');
    const root = rootHtml(html);
    const [form, ...otherForms] = tagsNamed(root, 'form');
    expect(otherForms).toEqual([]);
    // Inert until the app has read the saved draft (a press meanwhile is refused, not lost); labelled by its heading.
    expect(form).toMatchObject({ class: 'cs__card', 'aria-labelledby': 'cs-title', inert: '', 'aria-busy': 'true' });
    // A new draft's step 1: every field empty but the name-in-lyrics box, ticked by default; no error shown.
    const inputs = tagsNamed(root, 'input');
    expect(inputs.filter((i) => i.type === 'text').map((i) => [i.name, i.value])).toEqual([
      ['recipientName', ''],
      ['namePronunciation', ''],
      ['customerName', ''],
    ]);
    expect(inputs.find((i) => i.name === 'useNameInLyrics')).toMatchObject({ type: 'checkbox', checked: '' });
    expect(inputs.filter((i) => i.type === 'radio' && i.name === 'occasion').length).toBeGreaterThan(3);
    expect(inputs.filter((i) => 'checked' in i && i.type === 'radio')).toEqual([]);
    expect(root).not.toContain('aria-invalid');
    expect(tagsNamed(root, 'button').find((b) => b.type === 'submit')).toHaveProperty('disabled');

    // The page a call to action opens (/create-song?fresh=true&offer=landing) is the same HTML.
    const withQuery = await (await fetch(`${shop.url}/create-song?fresh=true&offer=landing&code=SAVE10`)).text();
    expect(rootHtml(withQuery)).toBe(root);
    const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${PUBLIC_URL}/faq`);
    expect(sitemap).not.toContain('/create-song');
  });

  it('keeps the empty app shell, without page data, for private routes', async () => {
    await prerendered('/');
    for (const address of ['/admin', '/thank-you', '/test-checkout/cs_test_1']) {
      const res = await fetch(`${shop.url}${address}`);
      const html = await res.text();
      expect(res.status, address).toBe(200);
      expect(html, address).toContain('<div id="root"></div>');
      expect(html, address).not.toContain(PRERENDER_DATA_ID);
      expect(res.headers.get('x-robots-tag'), address).toBe('noindex, nofollow');
    }
  });

  it('sends an order’s or a song’s page as its frame: the shop around the loading page, nothing of any order', async () => {
    await prerendered('/');
    for (const [address, title] of [
      ['/order/abc123', 'Your order'],
      ['/song/xyz789/', 'Your song'],
    ] as const) {
      const res = await fetch(`${shop.url}${address}`);
      const html = await res.text();
      expect(res.status, address).toBe(200);
      expect(res.headers.get('x-robots-tag'), address).toBe('noindex, nofollow');
      expect(res.headers.get('cache-control'), address).toBe('no-cache, no-store, must-revalidate');
      expect(html, address).toContain(`<title>${title} | `);
      expect(html, address).toContain('<meta name="robots" content="noindex" />');
      expect(html, address).not.toContain('rel="canonical"');
      // Not hydrated: the app renders the page in its place.
      const root = rootHtml(html);
      expect(html, address).toContain(`<div id="root" ${FRAME_ATTRIBUTE}>`);
      expect(root, address).toContain(DEMO_SHOP_PROFILE.name);
      expect(root, address).toContain('role="status"');
      expect(root, address).toContain('Loading…');
      // The page data of every page, and no more: the frame shows no one's order.
      const data = JSON.parse(/<script type="application\/json" id="prerender-data">([^<]*)<\/script>/.exec(html)![1]!) as {
        data: Record<string, unknown>;
      };
      expect(Object.keys(data.data).sort(), address).toEqual(['/api/config', '/api/settings/free_song_enabled']);
      // This page's data is named for the browser to fetch at once; the frame's own styles are inlined, not linked.
      const token = address.split('/')[2]!;
      expect(html, address).toContain(
        `<link rel="preload" as="fetch" crossorigin href="/api/${address.startsWith('/order') ? 'orders' : 'songs'}/${token}">`,
      );
      expect(html, address).not.toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/(OrderPage|SongPage)-/);
    }
    // Another order's page: the same frame, its own token.
    const other = await (await fetch(`${shop.url}/order/def456`)).text();
    expect(other).toContain('href="/api/orders/def456"');
    expect(other).not.toContain('abc123');
  });
});

describe('an admin change reaches the pages', () => {
  it('a new sample song shows on /sample-songs and in its data', async () => {
    await prerendered('/sample-songs');
    const title = 'Lanterns Over the Harbour';
    const res = await adminCall(
      shop,
      token,
      'POST',
      '/api/admin/sample-songs',
      form({ title, genre: 'Anniversary' }, { audioFile: { bytes: wavBytes(1), name: 'lanterns.wav', type: 'audio/wav' } }),
    );
    expect(res.status).toBe(201);

    const { html } = await prerendered('/sample-songs', (page) => page.includes(title));
    expect(visibleText(rootHtml(html))).toContain(title);
    expect(embeddedData(html).data['/api/sample-songs']).toEqual(await publicSongs());
  });

  it('a new landing price shows in the HTML and in the Product data of /', async () => {
    const before = await publicConfig();
    const res = await adminCall(shop, token, 'PUT', '/api/admin/offers/landing', offerChange(before, 11_900));
    expect(res.status).toBe(200);

    const { html } = await prerendered('/', (page) => productPrice(page) === '119.00');
    expect(productPrice(html)).toBe('119.00');
    expect(visibleText(rootHtml(html))).toContain('$119');
    expect(embeddedData(html).data['/api/config'].offers.landing.priceCents).toBe(11_900);
    // The hero page sells another offer, which did not change.
    expect(productPrice((await prerendered('/hero')).html)).toBe((before.offers.home.priceCents / 100).toFixed(2));
  });
});

describe('when the renderer fails', () => {
  let broken: TestShop;
  let dir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    // A build whose renderer stops at once with an error: its index.html is the real one.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-broken-'));
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.mkdirSync(path.join(dir, 'dist-ssr'));
    fs.copyFileSync(path.join(DIST, 'index.html'), path.join(dir, 'dist', 'index.html'));
    fs.writeFileSync(path.join(dir, 'dist-ssr', 'prerender.js'), 'process.stderr.write("the renderer broke\\n");\nprocess.exit(1);\n');
    broken = await startTestShop({
      runJobs: false,
      seed: false,
      distDir: path.join(dir, 'dist'),
      env: { PUBLIC_URL, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD },
      log: (l) => lines.push(l),
    });
  });
  afterAll(async () => {
    await broken.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the app shell with status 200 (404 for an unknown address) and says why the pages are missing', async () => {
    const said = await eventually(
      () => lines.filter((line) => line.startsWith('Pages were not prerendered: ')),
      (found) => found.length > 0,
      30_000,
    );
    expect(said).toEqual([expect.stringContaining('the renderer broke')]);

    for (const route of PRERENDERED_ROUTES) {
      const res = await fetch(`${broken.url}${addressOf(route)}`);
      const html = await res.text();
      expect(res.status, route).toBe(route === NOT_FOUND_PAGE ? 404 : 200);
      expect(html, route).toContain('<div id="root"></div>');
      expect(html, route).not.toContain(PRERENDER_DATA_ID);
    }
    expect((await fetch(`${broken.url}/api/sample-songs`)).status).toBe(200);
  });

  it('an admin change is still saved, and the renderer is tried again without harm', async () => {
    const tries = () => lines.filter((line) => line.startsWith('Pages were not prerendered: ')).length;
    const before = tries();
    const config = await json<PublicConfig>(await fetch(`${broken.url}/api/config`));
    const brokenToken = await adminToken(broken);
    const res = await adminCall(broken, brokenToken, 'PUT', '/api/admin/offers/landing', offerChange(config, 8900));
    expect(res.status).toBe(200);
    expect(await eventually(tries, (n) => n > before, 30_000)).toBe(before + 1);
    const page = await fetch(`${broken.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
  });
});
