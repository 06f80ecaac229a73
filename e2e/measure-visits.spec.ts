// Journey: the shop owner turns analytics on (or leaves it off): events reach the configured providers only.
import { startTestShop, type TestShop } from '../testing/testServer';
import { expect, test } from './fixtures';

test.describe('with no analytics ids configured', () => {
  test('the pages load no third-party script and send nothing anywhere', async ({ page, shop }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(shop.url)) foreign.push(r.url());
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Song' }).first().click();
    await page.goto('/sample-songs');
    await expect(page.getByTestId('song-card').first()).toBeVisible();
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window || 'fbq' in window)).toBe(false);
  });
});

test.describe('with Google Analytics, Google Ads and a Meta pixel configured', () => {
  let analyticsShop: TestShop;
  test.beforeAll(async () => {
    analyticsShop = await startTestShop({
      env: { GA_MEASUREMENT_ID: 'G-TEST123', GOOGLE_ADS_CONVERSION: 'AW-123456789/abcDEF', META_PIXEL_ID: '1234567890' },
    });
  });
  test.afterAll(() => analyticsShop.destroy());

  test('the landing page’s primary button records a click and a $99 conversion', async ({ page }) => {
    const scripts: string[] = [];
    // No network leaves the machine: the providers' scripts are answered locally with nothing.
    await page.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => {
      scripts.push(new URL(route.request().url()).host);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${analyticsShop.url}/`);
    await expect.poll(() => scripts.sort()).toEqual(['connect.facebook.net', 'www.googletagmanager.com']);

    await page.locator('#landing-actions').getByRole('link', { name: 'Start Your Song' }).click();
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args)).filter((a) => a[0] === 'event'),
    );
    expect(events).toContainEqual(['event', 'click', { event_label: 'primary-cta' }]);
    expect(events).toContainEqual(['event', 'conversion', { send_to: 'AW-123456789/abcDEF', value: 99, currency: 'USD' }]);
    const pixel = await page.evaluate(() =>
      ((window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue ?? []).map((a) => a.slice(0, 2)),
    );
    expect(pixel).toContainEqual(['init', '1234567890']);
  });

  test('the content security policy allows exactly the configured providers', async ({ request }) => {
    const csp = (await request.get(`${analyticsShop.url}/`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com https://connect.facebook.net");
  });
});
