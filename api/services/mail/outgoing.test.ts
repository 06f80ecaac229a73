// The mail service's promises: once per key, the per-address ceiling and per-kind caps (in the database, so they hold
// across restarts and parallel sends), essential mails always going, and clean headers on every message.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_PROFILE } from '../../../shared/shopProfile';
import { openDatabase, type Db } from '../../db/connect';
import { createPostgresDatabase, dropPostgresDatabase, usingPostgres } from '../../../testing/testDatabase';
import { TestClock } from '../../../testing/testServer';
import type { Mailer, MailMessage } from './mailer';
import { ADMIN_NOTICE_CAP, createMailService, CUSTOMER_CEILING, HOUR_MS } from './outgoing';

let dir: string;
let db: Db;
/** The PostgreSQL database made for a test when the suite runs with DATABASE_URL. */
let databaseUrl: string | undefined;
let clock: TestClock;
let sent: MailMessage[];
let logged: string[];

const mailer: Mailer = {
  async send(message) {
    sent.push(message);
    // The input, not a wait: a send that takes a moment, as a real mailer's does, so sends can overlap.
    // eslint-disable-next-line no-restricted-syntax
    await new Promise((r) => setTimeout(r, 1));
    return { messageId: `<${sent.length}@test>` };
  },
  close: () => undefined,
};

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-mail-'));
  databaseUrl = usingPostgres() ? await createPostgresDatabase() : undefined;
  db = await openDatabase(databaseUrl ? { url: databaseUrl } : path.join(dir, 'app.db'));
  clock = new TestClock();
  sent = [];
  logged = [];
});
afterEach(async () => {
  await db.close();
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  fs.rmSync(dir, { recursive: true, force: true });
});

const service = (m: Mailer = mailer) =>
  createMailService({ db: db.kysely, mailer: m, clock, shop: async () => DEMO_SHOP_PROFILE, log: (line) => void logged.push(line) });
const to = (address: string, name?: string): MailMessage => ({
  to: name === undefined ? { address } : { name, address },
  subject: 'Hello',
  text: 'Hi',
});

describe('mail service', () => {
  it('sends a key once', async () => {
    const mail = service();
    expect(await mail.sendOnce('contact:1', to('ana@example.com'))).toBe(true);
    expect(await mail.sendOnce('contact:1', to('ana@example.com'))).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it(`lets one customer address get at most ${CUSTOMER_CEILING.max} mails an hour across all kinds, in any letter case`, async () => {
    const mail = service();
    const kinds = ['free-song-received', 'status', 'chat-replies', 'reaction-reminder', 'order-abandoned', 'status', 'chat-replies'];
    const results = [];
    for (const [i, kind] of kinds.entries())
      results.push(await mail.sendOnce(`${kind}:${i}`, to(i % 2 ? 'ANA@example.com' : 'ana@example.com')));
    expect(results.filter(Boolean)).toHaveLength(CUSTOMER_CEILING.max);
    expect(await mail.sendOnce('status:other', to('ben@example.com'))).toBe(true);
    expect(logged.some((l) => l.includes('reached its cap'))).toBe(true);
    clock.advance(HOUR_MS);
    expect(await mail.sendOnce('status:later', to('ana@example.com'))).toBe(true);
  });

  it('holds the ceiling under parallel sends and across a restart', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => service().sendOnce(`status:${i}`, to('ana@example.com'))));
    expect(results.filter(Boolean)).toHaveLength(CUSTOMER_CEILING.max);
    expect(await service().sendOnce('status:after-restart', to('ana@example.com'))).toBe(false);
    expect(sent).toHaveLength(CUSTOMER_CEILING.max);
  });

  it('still sends essential mails (receipt, delivery) past the ceiling, without counting them', async () => {
    const mail = service();
    for (let i = 0; i < 3; i++)
      expect(await mail.sendOnce(`order-confirmation:${i}`, to('ana@example.com'), { recipient: 'essential' })).toBe(true);
    for (let i = 0; i < CUSTOMER_CEILING.max; i++) expect(await mail.sendOnce(`status:${i}`, to('ana@example.com'))).toBe(true);
    expect(await mail.sendOnce('status:over', to('ana@example.com'))).toBe(false);
    expect(await mail.sendOnce('delivery:t1', to('ana@example.com'), { recipient: 'essential' })).toBe(true);
  });

  it('caps each kind of admin notice, apart from the customer ceiling', async () => {
    const mail = service();
    let contact = 0;
    for (let i = 0; i < ADMIN_NOTICE_CAP.max + 5; i++)
      if (await mail.sendOnce(`contact:${i}`, to('admin@example.com'), { recipient: 'admin', cap: ADMIN_NOTICE_CAP })) contact++;
    expect(contact).toBe(ADMIN_NOTICE_CAP.max);
    expect(await mail.sendOnce('free-song-notice:1', to('admin@example.com'), { recipient: 'admin', cap: ADMIN_NOTICE_CAP })).toBe(true);
  });

  it('sends the abandoned-checkout mail at most once a week per address, even for different orders', async () => {
    const mail = service();
    const weekly = { cap: { max: 1, windowMs: 7 * 24 * HOUR_MS } };
    expect(await mail.sendOnce('order-abandoned:o1', to('ana@example.com'), weekly)).toBe(true);
    clock.advance(6 * 24 * HOUR_MS);
    expect(await mail.sendOnce('order-abandoned:o2', to('ana@example.com'), weekly)).toBe(false);
    clock.advance(24 * HOUR_MS + 1);
    expect(await mail.sendOnce('order-abandoned:o3', to('ana@example.com'), weekly)).toBe(true);
  });

  it('gives the slot back when sending fails, so a retry sends', async () => {
    let fail = true;
    const flaky: Mailer = { send: async (m) => (fail ? Promise.reject(new Error('smtp down')) : mailer.send(m)), close: () => undefined };
    await expect(service(flaky).sendOnce('status:1', to('ana@example.com'))).rejects.toThrow('smtp down');
    fail = false;
    expect(await service(flaky).sendOnce('status:1', to('ana@example.com'))).toBe(true);
  });

  it('sends a mail whose sender died mid-send again after a restart (on PostgreSQL once the slot is old)', async () => {
    let handedOver!: () => void;
    const sending = new Promise<void>((resolve) => (handedOver = resolve));
    const hung: Mailer = {
      send: () => {
        handedOver();
        return new Promise(() => undefined);
      },
      close: () => undefined,
    };
    void service(hung).sendOnce('delivery:t1', to('ana@example.com'), { recipient: 'essential' });
    // The mail is claimed and in the mailer's hands, which never answer: the process "died" mid-send.
    await sending;
    if (usingPostgres()) {
      // There the other process may be alive and still sending: its slot is taken once held longer than a send takes.
      expect(await service().sendOnce('delivery:t1', to('ana@example.com'), { recipient: 'essential' })).toBe(false);
      clock.advance(5 * 60_000 + 1);
    }
    expect(await service().sendOnce('delivery:t1', to('ana@example.com'), { recipient: 'essential' })).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('refuses an address that is not one, and cleans every header of control and bidi characters', async () => {
    const mail = service();
    expect(await mail.sendOnce('status:bad', to('evil@evil.example, x@y.z'))).toBe(false);
    const message: MailMessage = {
      to: { name: 'Ana\r\nBcc: x@y.z \u202eevil', address: 'ana@example.com' },
      replyTo: { name: 'evil@evil.example, Real\u0085 Name', address: 'real@example.com' },
      subject: 'Hi\r\nBcc: x@y.z\u2066\u0000',
      text: 'Hi',
      headers: { 'List-Unsubscribe': '<https://shop.example/u>\r\nBcc: x@y.z' },
    };
    expect(await mail.sendOnce('status:ok', message)).toBe(true);
    const out = sent.at(-1)!;
    expect(out.to).toEqual({ name: 'Ana Bcc: x@y.z evil', address: 'ana@example.com' });
    expect(out.replyTo).toEqual({ name: 'evil@evil.example, Real Name', address: 'real@example.com' });
    expect(out.subject).toBe('Hi Bcc: x@y.z');
    expect(out.headers).toEqual({ 'List-Unsubscribe': '<https://shop.example/u> Bcc: x@y.z' });
  });
});
