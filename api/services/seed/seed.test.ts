// Seeding an empty database: settings and offers once; demo songs once; a failed song synthesis, or songs not
// made yet (the server never makes them), leave the shop running and are retried at the next start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/connect';
import { countSampleSongs } from '../../db/sampleSongs';
import { findSetting, readState } from '../../db/settings';
import { createPostgresDatabase, dropPostgresDatabase, usingPostgres } from '../../../testing/testDatabase';
import { TestClock } from '../../../testing/testServer';
import { createStorage } from '../storage';
import { createDiskStore } from '../storage/disk';
import { DEFAULT_SAMPLE_AUDIO_CACHE, ensureSampleAudio } from '../../../tools/demo-songs/sampleAudio';
import { seedIfEmpty } from './seed';

let dir: string;
let db: Db;
/** The PostgreSQL database made for a test when the suite runs with DATABASE_URL. */
let databaseUrl: string | undefined;
const logged: string[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serenade-seed-'));
  databaseUrl = usingPostgres() ? await createPostgresDatabase() : undefined;
  db = await openDatabase(databaseUrl ? { url: databaseUrl } : path.join(dir, 'app.db'));
  logged.length = 0;
});
afterEach(async () => {
  await db.close();
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The server passes no maker (it only copies songs already made); tests and tools make them in-process. */
function deps(sampleAudioCacheDir: string, asTheServer = false) {
  const clock = new TestClock();
  const storage = createStorage({ db: db.kysely, clock, store: createDiskStore(path.join(dir, 'uploads')) });
  return {
    db: db.kysely,
    clock,
    storage,
    sampleAudioCacheDir,
    makeSampleAudio: asTheServer ? undefined : ensureSampleAudio,
    log: (l: string) => logged.push(l),
  };
}

describe('seedIfEmpty', () => {
  it('keeps the shop running without demo songs when they cannot be made, and tries again next time', async () => {
    // A file where the cache folder should be: the synthesiser cannot write there.
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, 'x');
    await seedIfEmpty(deps(blocked));
    expect(logged.join('\n')).toContain('Could not prepare the demo sample songs');
    expect(await countSampleSongs(db.kysely)).toBe(0);
    expect(await readState(db.kysely, 'seed.samples')).toBeUndefined();
    expect(await findSetting(db.kysely, 'free_song_enabled')).toMatchObject({ value: 'true' });
    const uploads = path.join(dir, 'uploads');
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);

    await seedIfEmpty(deps(DEFAULT_SAMPLE_AUDIO_CACHE));
    expect(await countSampleSongs(db.kysely)).toBeGreaterThanOrEqual(9);
    expect(await readState(db.kysely, 'seed.samples')).toBeDefined();
  }, 120_000);

  it('as the server does, only copies songs already made: none made yet starts without them and the next start adds them', async () => {
    await ensureSampleAudio(DEFAULT_SAMPLE_AUDIO_CACHE);
    await seedIfEmpty(deps(path.join(dir, 'empty-cache'), true));
    expect(logged.join('\n')).toContain('The demo sample songs are not made yet');
    expect(fs.existsSync(path.join(dir, 'empty-cache'))).toBe(false);
    expect(await countSampleSongs(db.kysely)).toBe(0);
    expect(await readState(db.kysely, 'seed.samples')).toBeUndefined();

    await seedIfEmpty(deps(DEFAULT_SAMPLE_AUDIO_CACHE, true));
    expect(await countSampleSongs(db.kysely)).toBeGreaterThanOrEqual(9);
    expect(await readState(db.kysely, 'seed.samples')).toBeDefined();
  }, 120_000);

  it('seeds once: a second start adds nothing', async () => {
    await seedIfEmpty(deps(DEFAULT_SAMPLE_AUDIO_CACHE));
    const songs = await countSampleSongs(db.kysely);
    await seedIfEmpty(deps(DEFAULT_SAMPLE_AUDIO_CACHE));
    expect(await countSampleSongs(db.kysely)).toBe(songs);
    expect(fs.readdirSync(path.join(dir, 'uploads')).filter((f) => !f.startsWith('.'))).toHaveLength(songs);
  }, 120_000);
});
