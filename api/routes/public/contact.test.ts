// POST /api/contact: stored, mailed to ADMIN_EMAIL once (SMTP or outbox); bad input is refused and leaves nothing.
import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '../../../shared/contact';
import { fromNewClient } from '../../../testing/clientAddress';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink';
import { json, startTestShop, withDatabase, type TestShop } from '../../../testing/testServer';
import { jobsDone } from '../../../testing/jobs';

const MISSING = 'Missing Information: Please fill in all required fields.';
const valid = { name: 'Ana Lopez', email: 'ana@example.com', inquiryType: 'pricing', subject: 'Rush for Saturday?', message: 'Can I get a song by Saturday morning?' };

function post(shop: TestShop, body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return fetch(`${shop.url}/api/contact`, { method: 'POST', headers: { ...fromNewClient(), ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

const countMessages = (shop: TestShop) => withDatabase(shop.dataDir, async (db) => (await db.prepare('SELECT count(*) AS n FROM contact_messages').get<{ n: number }>())!.n);

describe('contact over SMTP', () => {
  let sink: SmtpSink;
  let shop: TestShop;
  beforeAll(async () => {
    sink = await startSmtpSink();
    shop = await startTestShop({ env: { TRUST_PROXY: 'true', SMTP_URL: sink.url, ADMIN_EMAIL: 'owner@serenade.test', MAIL_FROM: 'Serenade <songs@serenade.test>' } });
  });
  afterAll(async () => {
    await shop.destroy();
    await sink.close();
  });

  it('stores the message and mails it to ADMIN_EMAIL once, with the sender as Reply-To', async () => {
    const res = await post(shop, valid);
    expect(res.status).toBe(201);
    const { id } = await json<{ success: boolean; id: string }>(res);
    const row = await withDatabase(shop.dataDir, (db) => db.prepare('SELECT * FROM contact_messages WHERE id = ?').get(id));
    expect(row).toMatchObject({ name: 'Ana Lopez', email: 'ana@example.com', inquiry_type: 'pricing', subject: 'Rush for Saturday?', message: valid.message });

    // The admin's notice, and the sender's acknowledgement (api/routes/admin/contactMessages.test.ts has its details).
    const mails = await sink.waitFor(2);
    const mail = mails.find((m) => m.to?.[0]?.address === 'owner@serenade.test');
    expect(mail!.from?.address).toBe('songs@serenade.test');
    expect(mail!.replyTo?.[0]?.address).toBe('ana@example.com');
    expect(mail!.subject).toContain('Rush for Saturday?');
    expect(mail!.text).toContain(valid.message);

    await jobsDone(shop);
    expect(sink.messages.filter((m) => m.to?.[0]?.address === 'owner@serenade.test')).toHaveLength(1);
    expect(sink.messages.filter((m) => m.to?.[0]?.address === 'ana@example.com').map((m) => m.subject)).toEqual(['We received your message']);
  });

  it('keeps the message and mails it later when the mail server is down', async () => {
    await sink.close();
    const res = await post(shop, { ...valid, subject: 'While down' });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    await shop.services.jobs.runDue();
    const job = (await withDatabase(shop.dataDir, (db) => db.prepare('SELECT attempts, done_at, last_error FROM jobs WHERE unique_key = ?').get<{ attempts: number; done_at: string | null }>(`contact:${id}`)))!;
    expect(job.done_at).toBeNull();
    expect(job.attempts).toBeGreaterThanOrEqual(1);

    sink = await startSmtpSink();
    await shop.stop();
    shop = await startTestShop({ dataDir: shop.dataDir, env: { TRUST_PROXY: 'true', SMTP_URL: sink.url, ADMIN_EMAIL: 'owner@serenade.test' }, runJobs: false });
    shop.clock.advance(10 * 60_000);
    await shop.services.jobs.runDue();
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toContain('While down');
  });
});

describe('contact without SMTP', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => shop.destroy());
  afterEach(() => fs.rmSync(path.join(shop.dataDir, 'outbox'), { recursive: true, force: true }));

  it('writes the mail as an .eml file in DATA_DIR/outbox', async () => {
    const res = await post(shop, { name: 'Bo', email: 'bo@example.com', message: 'Hello there, a question.' });
    expect(res.status).toBe(201);
    const outbox = path.join(shop.dataDir, 'outbox');
    // The admin's notice and the sender's acknowledgement.
    await vi.waitFor(() => expect(fs.existsSync(outbox) && fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).length).toBeGreaterThanOrEqual(2), {
      timeout: 5000,
    });
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    const mails = await Promise.all(files.map((f) => PostalMime.parse(fs.readFileSync(path.join(outbox, f)))));
    const mail = mails.find((m) => m.to?.[0]?.address === shop.config.adminEmail)!;
    expect(mails.filter((m) => m === mail)).toHaveLength(1);
    expect(mail.text).toContain('Hello there, a question.');
  });

  it.each([
    ['no name', { email: 'a@b.co', message: 'Hello there' }, MISSING, 'name'],
    ['a blank name', { name: '   ', email: 'a@b.co', message: 'Hello there' }, MISSING, 'name'],
    ['no email', { name: 'Ann', message: 'Hello there' }, MISSING, 'email'],
    ['no message', { name: 'Ann', email: 'a@b.co' }, MISSING, 'message'],
    ['a malformed email', { name: 'Ann', email: 'not-an-email', message: 'Hello there' }, CONTACT_MESSAGES.invalidEmail, 'email'],
    ['a number for name', { name: 42, email: 'a@b.co', message: 'Hello there' }, 'Name must be text', 'name'],
    ['an array for message', { name: 'Ann', email: 'a@b.co', message: ['x'] }, 'Message must be text', 'message'],
    ['an unknown inquiry type', { name: 'Ann', email: 'a@b.co', message: 'Hi there', inquiryType: 'refund-now' }, CONTACT_MESSAGES.invalidInquiryType, 'inquiryType'],
    ['an unknown field', { ...valid, admin: true }, 'Unknown field: admin', 'admin'],
    ['a too long message', { ...valid, message: 'x'.repeat(5001) }, 'Message must be 5000 characters or fewer', 'message'],
  ])('refuses %s with 400, naming the field, and stores nothing', async (_label, body, message, field) => {
    const before = await countMessages(shop);
    const res = await post(shop, body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: message, field });
    expect(await countMessages(shop)).toBe(before);
  });

  it('refuses a 1 MB body with 413 and stores nothing', async () => {
    const before = await countMessages(shop);
    const res = await post(shop, { ...valid, message: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ error: 'Request body is too large' });
    expect(await countMessages(shop)).toBe(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await post(shop, '{"name": "Ann",');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('refuses a JSON array and a non-JSON content type', async () => {
    const array = await post(shop, [valid]);
    expect(array.status).toBe(400);
    expect(await json(array)).toEqual({ error: 'Request body must be a JSON object' });
    const form = await post(shop, 'name=Ann', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(await json(form)).toHaveProperty('error');
  });
});
