// The demo songs' own short-lived process (build/server/sample-audio.js, run by scripts/prepare.mjs before the
// server starts): fills the sample-audio cache when it lacks a song, so the server only ever copies files.
import fs from 'node:fs';
import path from 'node:path';
import { readSampleAudio } from '../../api/services/seed/sampleCache';
import { DEFAULT_SAMPLE_AUDIO_CACHE, ensureSampleAudio } from './sampleAudio';

// The server's .env, so FFMPEG_PATH set there picks the ffmpeg that encodes these too.
const envFile = path.join(process.cwd(), '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

if (!(await readSampleAudio(DEFAULT_SAMPLE_AUDIO_CACHE))) {
  const started = Date.now();
  process.stdout.write('Synthesising the demo sample songs (once)…\n');
  const songs = await ensureSampleAudio(DEFAULT_SAMPLE_AUDIO_CACHE);
  process.stdout.write(`${songs.length} demo songs made in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}
