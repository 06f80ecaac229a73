// Mails under the shop profile, read back from a real SMTP server: the From display name is the profile's name
// (markup in it stays text, encoded as a name) beside MAIL_FROM's address; the acknowledgement promises the
// profile's hours and response time; inbox replies go Reply-To its support address; every mail ends with the
// tagline, and only mail with an unsubscribe link also names the legal entity and its postal address.
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursWithZone, type ShopProfile } from '../../../shared/shopProfile';
import { adminCall, adminToken, TEST_ADMIN_PASSWORD } from '../../../testing/admin';
import { fromNewClient } from '../../../testing/clientAddress';
import { jobsDone } from '../../../testing/jobs';
import { createCheckout, initOrder } from '../../../testing/orders';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, type TestShop } from '../../../testing/testServer';

const PROFILE: Partial<ShopProfile> = {
  name: '<b>Tom & Jerry</b>',
  tagline: 'Songs & stories, made to order',
  supportEmail: 'help@cantata.example',
  contactHours: 'Weekdays, 10 AM–4 PM',
  timeZone: 'Europe/London',
  responseTime: 'one business day',
  legalName: 'Cantata Songs Ltd',
  postalAddress: '1 High Street\nLondon N1 1AA',
};
const ESCAPED_NAME = '&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;';

let sink: SmtpSink;
let shop: TestShop;
let token: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({
    seed: false,
    runJobs: false,
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Old Name <songs@cantata.example>',
      ADMIN_EMAIL: 'owner@cantata.example',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      TRUST_PROXY: 'true',
    },
  });
  token = await adminToken(shop);
  expect((await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', PROFILE)).status).toBe(200);
});
afterAll(async () => {
  await shop.destroy();
  await sink.close();
});

const mailsTo = (address: string, subject: RegExp) =>
  sink.messages.filter((m) => m.to?.[0]?.address === address && subject.test(m.subject ?? ''));

async function contact(name: string, email: string, message: string): Promise<string> {
  const res = await fetch(`${shop.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromNewClient() },
    body: JSON.stringify({ name, email, message }),
  });
  expect(res.status).toBe(201);
  const { id } = await json<{ id: string }>(res);
  await jobsDone(shop);
  return id;
}

function expectShopFrame(mail: Email, { marketing }: { marketing: boolean }) {
  expect(mail.from).toEqual({ name: PROFILE.name, address: 'songs@cantata.example' });
  expect(mail.html).toContain(ESCAPED_NAME);
  expect(mail.html).not.toContain('<b>Tom');
  expect(mail.html).toContain('Songs &amp; stories, made to order');
  expect(mail.text).toContain(PROFILE.tagline);
  for (const line of ['Cantata Songs Ltd', '1 High Street', 'London N1 1AA']) {
    expect(mail.text?.includes(line), line).toBe(marketing);
    expect(mail.html?.includes(line), line).toBe(marketing);
  }
}

describe('mail under the shop profile', () => {
  it('the contact acknowledgement promises the profile’s response time and hours, from the shop’s name', async () => {
    await contact('Ana', 'ana@example.com', 'Can you write in Spanish?');
    const [ack] = mailsTo('ana@example.com', /We received your message/);
    expect(ack).toBeDefined();
    expect(hoursWithZone({ contactHours: PROFILE.contactHours!, timeZone: PROFILE.timeZone! })).toMatch(/^Weekdays, 10 AM–4 PM \(.+\)$/);
    expect(ack!.text).toContain(
      `We'll answer within one business day (we reply ${hoursWithZone({ contactHours: PROFILE.contactHours!, timeZone: PROFILE.timeZone! })}).`,
    );
    expect(ack!.text).toContain(`Thank you for writing to ${PROFILE.name}`);
    expectShopFrame(ack!, { marketing: false });
  });

  it('an inbox reply goes Reply-To the profile’s support address, signed with its name', async () => {
    const id = await contact('Bo', 'bo@example.com', 'A question.');
    const res = await adminCall(shop, token, 'POST', `/api/admin/contact-messages/${id}/reply`, { message: 'Of course!' });
    expect(res.status).toBe(200);
    const [reply] = mailsTo('bo@example.com', /^Re:/);
    expect(reply).toBeDefined();
    expect(reply!.subject).toBe(`Re: your message to ${PROFILE.name}`);
    expect(reply!.replyTo).toEqual([{ name: PROFILE.name, address: 'help@cantata.example' }]);
    expect(reply!.text).toContain(`— ${PROFILE.name}`);
    expectShopFrame(reply!, { marketing: false });
  });

  it('a renamed shop’s next mail carries the new name', async () => {
    expect((await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', { name: 'Cantata' })).status).toBe(200);
    await contact('Cy', 'cy@example.com', 'Hello again.');
    const [ack] = mailsTo('cy@example.com', /We received your message/);
    expect(ack!.from).toEqual({ name: 'Cantata', address: 'songs@cantata.example' });
  });

  it('a mail with an unsubscribe link (the abandoned checkout) also names the legal entity and its address', async () => {
    expect((await adminCall(shop, token, 'PUT', '/api/admin/shop-profile', { name: PROFILE.name })).status).toBe(200);
    const orderId = await initOrder(shop, { email: 'gone@example.com' });
    await createCheckout(shop, orderId);
    shop.clock.advance(12 * 3_600_000);
    await shop.services.jobs.runDue();
    await jobsDone(shop);
    const [mail] = mailsTo('gone@example.com', /waiting/);
    expect(mail).toBeDefined();
    expect(mail!.headers.some((h) => h.key === 'list-unsubscribe')).toBe(true);
    expectShopFrame(mail!, { marketing: true });
  });
});
