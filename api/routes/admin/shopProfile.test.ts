// The shop's profile through the admin API, on a real server: read and changed only with a token, a change leaves
// the demo list field by field, every bad value is a 400 naming its field with nothing stored, markup stays text,
// and the public config carries the profile; a shop started with SHOP_NAME, … begins with those values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../shared/api-types';
import { HOSTILE_EMAILS } from '../../../shared/schemas/hostileInput';
import { DEMO_SHOP_PROFILE } from '../../../shared/shopProfile';
import { SHOP_PROFILE_FIELDS, type ShopProfileView } from '../../../shared/shopProfileFields';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await startTestShop({ seed: false, runJobs: false, env: { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD } });
  token = await adminToken(shop);
});
afterAll(() => shop.destroy());

const view = async () => json<ShopProfileView>(await adminCall(shop, token, 'GET', '/api/admin/shop-profile'));
const publicShop = async () => (await json<PublicConfig>(await fetch(`${shop.url}/api/config`))).shop;
const storedRow = () => withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM shop_profile').get<Record<string, unknown>>());
/** The demo profile's fields that show something: an empty one is nothing to replace. */
const DEMO_SHOWN = SHOP_PROFILE_FIELDS.filter((field) => DEMO_SHOP_PROFILE[field] !== '');

describe('the shop profile', () => {
  it('is read and changed only by a signed-in admin', async () => {
    expect((await adminCall(shop, null, 'GET', '/api/admin/shop-profile')).status).toBe(401);
    expect((await adminCall(shop, null, 'PUT', '/api/admin/shop-profile', { name: 'Intruder' })).status).toBe(401);
    expect((await view()).name).toBe(DEMO_SHOP_PROFILE.name);
  });

  it('starts as the demo profile with every field marked demo, and the public config carries it', async () => {
    const start = await view();
    expect(start).toEqual({ ...DEMO_SHOP_PROFILE, demoFields: DEMO_SHOWN });
    expect(await publicShop()).toEqual(DEMO_SHOP_PROFILE);
  });

  it('changes only the fields given, each leaving the demo list (even when given its demo value)', async () => {
    const res = await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', {
      name: '  Cantata Songs ',
      instagramUrl: 'https://www.instagram.com/cantata',
      timeZone: DEMO_SHOP_PROFILE.timeZone,
    });
    expect(res.status).toBe(200);
    const changed = await json<ShopProfileView>(res);
    expect(changed.name).toBe('Cantata Songs');
    expect(changed.instagramUrl).toBe('https://www.instagram.com/cantata');
    expect(changed.tagline).toBe(DEMO_SHOP_PROFILE.tagline);
    expect(changed.demoFields).not.toContain('name');
    expect(changed.demoFields).not.toContain('instagramUrl');
    expect(changed.demoFields).not.toContain('timeZone');
    expect(changed.demoFields).toContain('tagline');
    // instagramUrl was empty: no demo value to replace.
    expect(changed.demoFields).toHaveLength(DEMO_SHOWN.length - 2);
    expect(await view()).toEqual(changed);
    expect((await publicShop())?.name).toBe('Cantata Songs');
  });

  it("words the hours with the zone's name in the public config, so pages need no time-zone names", async () => {
    const config = async () => json<PublicConfig>(await fetch(`${shop.url}/api/config`));
    expect((await config()).contactHours).toBe(`${DEMO_SHOP_PROFILE.contactHours} (Pacific Time)`);
    expect((await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', { timeZone: 'Europe/London' })).status).toBe(200);
    expect((await config()).contactHours).toBe(`${DEMO_SHOP_PROFILE.contactHours} (United Kingdom Time)`);
    expect((await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', { contactHours: '' })).status).toBe(200);
    expect((await config()).contactHours).toBe('');
    const restored = { contactHours: DEMO_SHOP_PROFILE.contactHours, timeZone: DEMO_SHOP_PROFILE.timeZone };
    expect((await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', restored)).status).toBe(200);
  });

  it('takes an empty body as no change', async () => {
    const before = await view();
    const res = await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', {});
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(before);
  });

  const BAD: Array<[string, unknown, string]> = [
    ['supportEmail', 'not-an-email', 'supportEmail'],
    ...HOSTILE_EMAILS.map((email): [string, unknown, string] => ['supportEmail', email, 'supportEmail']),
    ['instagramUrl', 'http://instagram.com/x', 'instagramUrl'],
    ['instagramUrl', 'https://evil.example/instagram.com', 'instagramUrl'],
    ['instagramUrl', 'https://instagram.com.evil.example/', 'instagramUrl'],
    ['instagramUrl', 'javascript:alert(1)', 'instagramUrl'],
    ['tiktokUrl', 'https://www.youtube.com/@cantata', 'tiktokUrl'],
    ['name', 'x'.repeat(61), 'name'],
    ['name', 'Cantata\r\nBcc: x@evil.example', 'name'],
    ['name', '', 'name'],
    ['name', '   ', 'name'],
    ['name', 42, 'name'],
    ['timeZone', 'Mars/Olympus', 'timeZone'],
    ['isAdmin', true, 'isAdmin'],
  ];
  it.each(BAD)('refuses %s = %j with a 400 naming the field, storing nothing', async (field, value, named) => {
    const before = await storedRow();
    const res = await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', { tagline: 'Would be stored', [field]: value });
    expect(res.status).toBe(400);
    const refusal = await json<{ error: string; field?: string }>(res);
    expect(refusal.error).toContain(named);
    // The admin's form places the message by this field.
    expect(refusal.field).toBe(field);
    expect(await storedRow()).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    for (const body of [['name', 'x'], 'Cantata', null, 7]) {
      const res = await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ error: string }>(res)).error).toBeTruthy();
    }
  });

  it('keeps markup as text: the public config returns the name as it was typed', async () => {
    const res = await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', { name: '<b>Tom & Jerry</b>' });
    expect(res.status).toBe(200);
    expect((await publicShop())?.name).toBe('<b>Tom & Jerry</b>');
  });

  it('keeps a postal address on several lines', async () => {
    const res = await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', { postalAddress: '1 Main St\nSpringfield' });
    expect(res.status).toBe(200);
    expect((await view()).postalAddress).toBe('1 Main St\nSpringfield');
  });
});

describe('a shop started with the profile in its environment', () => {
  it('begins with those values, and only the others are marked demo', async () => {
    const seeded = await startTestShop({
      seed: false,
      runJobs: false,
      env: {
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        SHOP_NAME: 'Cantata',
        SUPPORT_EMAIL: 'help@cantata.example',
        SHOP_INSTAGRAM_URL: 'https://instagram.com/cantata',
      },
    });
    try {
      const profile = await json<ShopProfileView>(await adminCall(seeded, await adminToken(seeded), 'GET', '/api/admin/shop-profile'));
      expect(profile).toMatchObject({
        name: 'Cantata',
        supportEmail: 'help@cantata.example',
        instagramUrl: 'https://instagram.com/cantata',
      });
      expect(profile.tagline).toBe(DEMO_SHOP_PROFILE.tagline);
      expect(profile.demoFields).toEqual(DEMO_SHOWN.filter((f) => !['name', 'supportEmail'].includes(f)));
    } finally {
      await seeded.destroy();
    }
  });
});
