// The outbox mailer: each mail one .eml file; the same mail handed over again (its sender died before it could
// record the first time) is still one file, so a restart never shows the reader a mail twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function outboxMailer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-outbox-'));
  dirs.push(dir);
  const outboxDir = path.join(dir, 'outbox');
  return { outboxDir, mailer: createMailer({ smtpUrl: undefined, from: 'Serenade <songs@serenade.example>', outboxDir }) };
}

const message = { to: { name: 'Ana', address: 'ana@example.com' }, subject: 'Your song is ready', text: 'Hello' };

describe('the outbox mailer', () => {
  it('writes the same mail (same once-key and reservation) once, whatever the number of attempts', async () => {
    const { outboxDir, mailer } = outboxMailer();
    const identity = { key: 'delivery:abc', reservedAt: '2026-01-15T12:00:00.000Z' };
    await Promise.all([mailer.send(message, identity), mailer.send(message, identity)]);
    await mailer.send(message, identity);
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-01-15T12-00-00-000Z-[0-9a-f]{12}\.eml$/);
    expect(fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8')).toContain('Subject: Your song is ready');
  });

  it('writes different mails, and mails without an identity, to files of their own', async () => {
    const { outboxDir, mailer } = outboxMailer();
    await mailer.send(message, { key: 'delivery:abc', reservedAt: '2026-01-15T12:00:00.000Z' });
    await mailer.send(message, { key: 'delivery:def', reservedAt: '2026-01-15T12:00:00.000Z' });
    await mailer.send(message);
    await mailer.send(message);
    expect(fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml'))).toHaveLength(4);
    expect(fs.readdirSync(outboxDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
