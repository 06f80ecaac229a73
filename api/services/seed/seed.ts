// Demo content for an empty database: the free-song setting, the offers, and sample songs whose audio the
// project synthesises itself (ahead of the server, see sampleCache.ts). Runs once per database (markers in app_state).
// The shop profile is made at every shop's first start, seeded or not (its row is its own marker).
import type { Kysely } from 'kysely';
import type { ShopProfile } from '../../../shared/shopProfile';
import { insertShopProfileIfMissing } from '../../db/shopProfile';
import { DEFAULT_OFFERS, OFFER_PAGES } from '../../../shared/offers';
import { insertOfferIfMissing } from '../../db/offers';
import { countSampleSongs, insertSampleSong } from '../../db/sampleSongs';
import { insertSettingIfMissing, readState, writeState } from '../../db/settings';
import type { Database, NewSampleSong } from '../../db/schema';
import { newId } from '../../ids';
import type { Clock } from '../clock';
import { FREE_SONG_ENABLED, GUARANTEE_DESCRIPTION, GUARANTEE_ENABLED } from '../settings';
import { seededShopProfile } from '../shopProfile';
import type { Storage } from '../storage';
import { readSampleAudio, type GeneratedSample } from './sampleCache';
import { inTransaction } from '../../db/transaction';

export interface SeedDeps {
  db: Kysely<Database>;
  storage: Storage;
  clock: Clock;
  sampleAudioCacheDir: string;
  /**
   * Makes the demo songs when the cache lacks them (tests and tools pass ensureSampleAudio). The server passes none:
   * synthesis takes hundreds of MB for a minute, so `npm start` does it in its own process before the server starts.
   */
  makeSampleAudio?: (cacheDir: string) => Promise<GeneratedSample[]>;
  log: (line: string) => void;
}

export async function seedIfEmpty(deps: SeedDeps): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now().toISOString();

  if (!(await readState(db, 'seed.settings'))) {
    await insertSettingIfMissing(db, FREE_SONG_ENABLED, 'true', 'Show the "Get a Free Song" link in the navigation', now);
    await insertSettingIfMissing(db, GUARANTEE_ENABLED, 'true', GUARANTEE_DESCRIPTION, now);
    for (const page of OFFER_PAGES) await insertOfferIfMissing(db, page, DEFAULT_OFFERS[page], now);
    await writeState(db, 'seed.settings', now);
  }

  if (!(await readState(db, 'seed.samples'))) {
    try {
      const done = (await countSampleSongs(db)) > 0 || (await seedSampleSongs(deps));
      if (done) await writeState(db, 'seed.samples', clock.now().toISOString());
    } catch (err) {
      // The shop runs without demo songs (an admin can upload real ones); the next start tries again.
      deps.log(`Could not prepare the demo sample songs: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

/** Makes the profile's row from the environment's fields (config.shopProfileSeed), the rest demo; a row already there stays. */
export async function seedShopProfile(db: Kysely<Database>, fromEnv: Partial<ShopProfile>, clock: Clock): Promise<void> {
  await insertShopProfileIfMissing(db, seededShopProfile(fromEnv), clock.now().toISOString());
}

/** False when the songs are not made yet: the shop starts without them and the next start adds them. */
async function seedSampleSongs({ db, storage, clock, sampleAudioCacheDir, makeSampleAudio, log }: SeedDeps): Promise<boolean> {
  let samples = await readSampleAudio(sampleAudioCacheDir);
  if (!samples && makeSampleAudio) {
    log('Preparing the demo sample songs (synthesised once)…');
    samples = await makeSampleAudio(sampleAudioCacheDir);
  }
  if (!samples) {
    log('The demo sample songs are not made yet (`npm start` makes them first): starting without them; the next start adds them.');
    return false;
  }
  const imported: string[] = [];
  try {
    const rows: NewSampleSong[] = [];
    for (const [index, sample] of samples.entries()) {
      const media = await storage.importFile(sample.file, 'audio/mpeg', `${sample.title}.mp3`);
      imported.push(media.id);
      rows.push({
        id: newId(),
        title: sample.title,
        genre: sample.genre,
        media_id: media.id,
        duration: sample.durationSec,
        sort_order: index,
        created_at: clock.now().toISOString(),
        demo: 1,
      });
    }
    await inTransaction(db, async (trx) => {
      for (const row of rows) await insertSampleSong(trx, row);
    });
  } catch (err) {
    for (const id of imported) await storage.remove(id).catch(() => undefined);
    throw err;
  }
  return true;
}
