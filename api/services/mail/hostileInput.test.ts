// Hostile names and addresses through every form that leads to a mail, read back from a real SMTP server: bad
// addresses are refused and leave nothing; names arrive only as display names; no address is mailed past its cap.
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../../shared/schemas/chat';
import { CONTACT_MESSAGES } from '../../../shared/contact';
import { FREE_SONG_MESSAGES } from '../../../shared/schemas/freeSong';
import { HOSTILE_EMAILS, HOSTILE_NAMES } from '../../../shared/schemas/hostileInput';
import { WIZARD_MESSAGES } from '../../../shared/schemas/order';
import { DEMO_SHOP_PROFILE } from '../../../shared/shopProfile';
import { APPLICATION, nextClientAddress } from '../../../testing/freeSongs';
import { validOrder } from '../../../testing/orders';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { CONTACT_ACK_CAP } from '../contact';
import { ADMIN_NOTICE_CAP, CUSTOMER_CEILING } from './outgoing';
import { jobsDone } from '../../../testing/jobs';

const OWNER = 'owner@serenade.test';
const UNSAFE_IN_HEADER = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/;

let sink: SmtpSink;
let shop: TestShop;

async function startShop() {
  sink = await startSmtpSink();
  shop = await startTestShop({
    env: {
      SMTP_URL: sink.url,
      ADMIN_EMAIL: OWNER,
      MAIL_FROM: 'Serenade <songs@serenade.test>',
      TRUST_PROXY: 'true',
      FREE_SONG_SPOTS: '500',
    },
  });
}
async function stopShop() {
  await shop.destroy();
  await sink.close();
}

/** Each call from a new client address, so the routes' own limits stay out of the way. */
function post(path: string, body: unknown) {
  return fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClientAddress() },
    body: JSON.stringify(body),
  });
}

/** Runs every due job (the mails); each resolves once the SMTP sink has its message. */
const drainMail = () => jobsDone(shop);

const FORMS = [
  {
    name: 'contact',
    path: '/api/contact',
    message: CONTACT_MESSAGES.invalidEmail,
    body: (name: string, email: string) => ({ name, email, message: 'Hello' }),
  },
  {
    name: 'free-song application',
    path: '/api/free-song-submissions',
    message: FREE_SONG_MESSAGES.invalidEmail,
    body: (name: string, email: string) => ({ ...APPLICATION, name, email }),
  },
  {
    name: 'chat start',
    path: '/api/chat/start',
    message: CHAT_MESSAGES.emailInvalid,
    body: (name: string, email: string) => ({ customerName: name, customerEmail: email, initialMessage: 'Hi' }),
  },
  {
    name: 'order',
    path: '/api/order/init',
    message: WIZARD_MESSAGES.emailInvalid,
    body: (name: string, email: string) => validOrder({ customerName: name, email }),
  },
];

const stored = () =>
  withDatabase(shop.dataDir, (db) =>
    Promise.all(
      ['contact_messages', 'free_song_submissions', 'chat_sessions', 'orders', 'jobs'].map(
        async (t) => (await db.prepare(`SELECT count(*) AS n FROM ${t}`).get<{ n: number }>())!.n,
      ),
    ),
  );

const addresses = (mail: Email) =>
  [mail.from, ...(mail.to ?? []), ...(mail.cc ?? []), ...(mail.bcc ?? []), ...(mail.replyTo ?? [])].map((a) => a?.address);

describe('hostile input against the mails', () => {
  beforeAll(startShop);
  afterAll(stopShop);

  it.each(FORMS)('the $name form refuses every hostile address with its message and stores nothing', async (form) => {
    const before = await stored();
    for (const email of HOSTILE_EMAILS) {
      const res = await post(form.path, form.body('Ana', email));
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect((await json<{ error: string }>(res)).error).toContain(form.message);
    }
    await drainMail();
    expect(await stored()).toEqual(before);
    expect(sink.messages).toHaveLength(0);
  });

  it('puts hostile names only into display names: one real recipient in To and Reply-To, clean headers', async () => {
    const customers: string[] = [];
    for (const [i, name] of HOSTILE_NAMES.entries()) {
      const email = `real${i}@example.com`;
      customers.push(email);
      for (const form of FORMS.filter((f) => f.name !== 'order')) expect((await post(form.path, form.body(name, email))).status).toBe(201);
      // A paid order mails the customer a receipt and the owner a notice with the customer as Reply-To.
      const init = await post('/api/order/init', validOrder({ customerName: name, email }));
      expect(init.status).toBe(201);
      const { orderId } = await json<{ orderId: string }>(init);
      const { url } = await json<{ url: string }>(await post('/api/stripe/create-checkout', { orderId, rushDelivery: false }));
      expect((await post(`/api/test-checkout/${url.split('/test-checkout/')[1]}/pay`, {})).ok).toBe(true);
    }
    await drainMail();
    // Per name: the contact notice, the application's receipt and notice, the order's receipt and notice.
    const mails = await sink.waitFor(HOSTILE_NAMES.length * 5);
    for (const mail of mails) {
      expect(mail.to).toHaveLength(1);
      expect(mail.replyTo?.length ?? 0).toBeLessThanOrEqual(1);
      // The shop's own addresses (the owner, the sender, the support address replies go to) and each customer's.
      const shopAddresses = [OWNER, 'songs@serenade.test', DEMO_SHOP_PROFILE.supportEmail];
      expect(addresses(mail).every((a) => shopAddresses.includes(a!) || customers.includes(a!))).toBe(true);
      expect(mail.subject ?? '').not.toMatch(UNSAFE_IN_HEADER);
      for (const h of mail.headers) expect(h.value, h.key).not.toMatch(/[\r\n\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
      for (const a of [...(mail.to ?? []), ...(mail.replyTo ?? [])]) expect(a.name).not.toMatch(UNSAFE_IN_HEADER);
    }
    const toOwner = mails.filter((m) => m.to![0]!.address === OWNER);
    expect(toOwner).toHaveLength(HOSTILE_NAMES.length * 3);
    for (const notice of toOwner) expect(customers).toContain(notice.replyTo?.[0]?.address);
    const replyNames = toOwner.map((m) => m.replyTo![0]!.name);
    expect(replyNames).toContain('evil@evil.example, Real Name');
    expect(replyNames).toContain('Real Name <evil@evil.example>');
    expect(replyNames).toContain('Ana Bcc: evil@evil.example');
  });
});

describe('per-recipient mail caps', () => {
  beforeAll(startShop);
  afterAll(stopShop);

  it('20 submissions naming one address, from 20 client addresses, mail it at most its cap', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await post('/api/contact', { name: `Sender ${i}`, email: 'victim@example.com', message: 'Hello' })).status).toBe(201);
      expect(
        (await post('/api/free-song-submissions', { ...APPLICATION, email: 'victim@example.com', story: `${APPLICATION.story} ${i}` }))
          .status,
      ).toBe(201);
    }
    await drainMail();
    const toVictim = sink.messages.filter((m) => m.to?.[0]?.address === 'victim@example.com');
    expect(toVictim.length).toBeGreaterThan(0);
    // The application receipt's own cap (3 an hour) plus the contact acknowledgement's (1 a day) is below the ceiling.
    expect(toVictim.length).toBeLessThanOrEqual(Math.min(3 + CONTACT_ACK_CAP.max, CUSTOMER_CEILING.max));
    expect(toVictim.filter((m) => m.subject === 'We received your message')).toHaveLength(CONTACT_ACK_CAP.max);
    const toOwner = sink.messages.filter((m) => m.to?.[0]?.address === OWNER);
    expect(toOwner.filter((m) => m.subject?.startsWith('Contact form'))).toHaveLength(ADMIN_NOTICE_CAP.max);
    // Every submission is kept for the admin list, mailed or not.
    expect(
      await withDatabase(
        shop.dataDir,
        async (db) =>
          (await db.prepare("SELECT count(*) AS n FROM contact_messages WHERE email = 'victim@example.com'").get<{ n: number }>())!.n,
      ),
    ).toBe(20);
  });
});
