// Configuration from the environment: defaults that need nothing, and one clear line for each bad value.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('needs no variables at all', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('/srv/shop/data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.stripe).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.freeSongSpots).toBe(20);
    expect(config.vapidSubject).toMatch(/^mailto:/);
  });

  it('reads the variables it is given', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/shop',
        PUBLIC_URL: 'https://songs.example.com/',
        FREE_SONG_SPOTS: '5',
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        ADMIN_EMAIL: 'me@example.com',
      },
      '/srv',
    );
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/shop');
    expect(config.publicUrl).toBe('https://songs.example.com');
    expect(config.freeSongSpots).toBe(5);
    expect(config.stripe).toEqual({ secretKey: 'sk_test_abc123', webhookSecret: 'whsec_x', apiUrl: undefined });
    expect(config.vapidSubject).toBe('mailto:me@example.com');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '  ' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty', 'PORT must be a whole number from 0 to 65535'],
    ['PORT', '70000', 'PORT must be a whole number from 0 to 65535'],
    ['PUBLIC_URL', 'songs.example.com', 'PUBLIC_URL must be a URL starting with http:// or https://'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL must be a URL starting with smtp:// or smtps://'],
    ['ADMIN_EMAIL', 'nobody', 'ADMIN_EMAIL must be an e-mail address'],
    ['ADMIN_PASSWORD', 'short', 'ADMIN_PASSWORD must be at least 8 characters'],
    ['STRIPE_SECRET_KEY', 'pk_test_123', 'STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…'],
    ['FREE_SONG_SPOTS', '-1', 'FREE_SONG_SPOTS must be a whole number from 0 to 100000'],
    ['VAPID_SUBJECT', 'admin@localhost', 'VAPID_SUBJECT must be a mailto: or https:// address'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY must be true or false'],
    ['DATABASE_URL', 'mysql://shop@db/shop', 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    ['STORAGE_URL', 'https://bucket.example/x', 'STORAGE_URL must look like s3://bucket or s3://bucket/prefix'],
    ['S3_ENDPOINT', 'minio:9000', 'S3_ENDPOINT must be a URL starting with http:// or https://'],
  ])('stops on a bad %s with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(message));
  });

  it('reads the shop profile’s seeds, checked as the admin’s form checks them (unset and empty ones left out)', () => {
    const config = loadConfig({
      SHOP_NAME: ' Cantata ',
      SUPPORT_EMAIL: 'help@cantata.example',
      SHOP_TAGLINE: '',
      SHOP_POSTAL_ADDRESS: '1 Main St\\nSpringfield',
    });
    expect(config.shopProfileSeed).toEqual({
      name: 'Cantata',
      supportEmail: 'help@cantata.example',
      postalAddress: '1 Main St\nSpringfield',
    });
    expect(loadConfig({}).shopProfileSeed).toEqual({});
  });

  it.each([
    ['SUPPORT_EMAIL', 'not-an-email', 'supportEmail'],
    ['SUPPORT_EMAIL', 'a@b.co\r\nBcc: x@y.z', 'supportEmail'],
    ['SHOP_NAME', 'x'.repeat(61), 'name'],
    ['SHOP_INSTAGRAM_URL', 'https://instagram.com.evil.example/', 'instagramUrl'],
    ['SHOP_TIME_ZONE', 'Mars/Olympus', 'timeZone'],
  ])('stops on a bad %s = %j, naming the variable', (name, value, field) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name}: .*\\(${field}\\)`));
  });

  it('refuses half a VAPID key pair and a webhook secret without a key', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc' })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow('STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not');
  });

  it('reads a PostgreSQL database and an S3 bucket from their URLs, and keeps SQLite and DATA_DIR/uploads without them', () => {
    expect(loadConfig({})).toMatchObject({ databaseUrl: undefined, storage: { kind: 'disk' } });
    const config = loadConfig({
      DATABASE_URL: 'postgres://shop:secret@db:5432/shop',
      STORAGE_URL: 's3://songs-bucket/shop/uploads/',
      S3_ENDPOINT: 'http://minio:9000',
    });
    expect(config.databaseUrl).toBe('postgres://shop:secret@db:5432/shop');
    expect(config.storage).toEqual({ kind: 's3', bucket: 'songs-bucket', prefix: 'shop/uploads/', endpoint: 'http://minio:9000' });
    expect(loadConfig({ STORAGE_URL: 's3://songs-bucket' }).storage).toEqual({
      kind: 's3',
      bucket: 'songs-bucket',
      prefix: '',
      endpoint: undefined,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow('S3_ENDPOINT is set but STORAGE_URL is not');
  });

  it('runs the ffmpeg FFMPEG_PATH names, else the system’s, and stops on one that does not exist', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-config-ffmpeg-'));
    try {
      const mine = path.join(dir, 'bin', 'ffmpeg');
      fs.mkdirSync(path.dirname(mine));
      fs.writeFileSync(mine, '#!/bin/sh\n', { mode: 0o755 });
      expect(loadConfig({ FFMPEG_PATH: 'bin/ffmpeg' }, dir).ffmpeg).toEqual({ path: mine, source: 'FFMPEG_PATH' });
      expect(loadConfig({ PATH: path.dirname(mine) }, dir).ffmpeg).toEqual({ path: mine, source: 'system' });
      expect(() => loadConfig({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg' })).toThrow(
        new ConfigError('FFMPEG_PATH /opt/ffmpeg/bin/ffmpeg does not exist'),
      );
      expect(() => loadConfig({ FFMPEG_PATH: dir })).toThrow(new ConfigError(`FFMPEG_PATH ${dir} is not an executable file`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
