// The render job (one at a time, in its own lane of the job runner): takes a pending video, makes its voice-over
// first when it is an AI video, renders the MP4, and stores file and status together. A render that cannot finish
// marks the video failed with the reason; a render cut short by the server stopping runs again at the next start.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ShopProfile } from '../../../shared/shopProfile';
import { VIDEO_MESSAGES, type CaptionCue } from '../../../shared/schemas/video';
import { findSampleSong } from '../../db/sampleSongs';
import type { Database, GeneratedVideoRow } from '../../db/schema';
import {
  claimGeneratedVideo,
  completeGeneratedVideo,
  failGeneratedVideo,
  findGeneratedVideo,
  findReceivedReaction,
  setGeneratedScript,
} from '../../db/videos';
import type { Clock } from '../clock';
import type { Storage } from '../storage';
import { safeFileStem } from '../uploads/fileNames';
import type { AiVideoClient } from './ai';
import { captionsForVoice } from './captionPlan';
import type { RenderPlan } from './content';
import { VideoFailure } from './failure';
import type { VideoEvents } from './generatedVideos';
import { probeMedia } from './probe';
import { RenderError, renderVideo } from './render';

/** The row is gone (deleted while rendering): nothing is stored. */
class VideoGone extends Error {}

export interface VideoRendererDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  ai: AiVideoClient | undefined;
  events: VideoEvents;
  /** Where work files go (DATA_DIR/incoming: on disk storage the finished file is moved, not copied). */
  workDir: string;
  /** The ffmpeg program to run (Config.ffmpeg). */
  ffmpeg: string;
  /** The shop's profile now: its name is read once per render, so a rename shows in the next video. */
  shop: () => Promise<ShopProfile>;
  log: (line: string) => void;
}

/** A local file ffmpeg can read: the stored file on disk, or a download into the work folder from a bucket. */
async function mediaPath(storage: Storage, mediaId: string | null | undefined, missing: string, work: string): Promise<string> {
  const file = mediaId ? await storage.find(mediaId) : undefined;
  if (!file) throw new VideoFailure(missing);
  return storage.localFile(file.row, work);
}

/** The AI writes the script and speaks it into the work folder; its audio is checked to be sound before use. */
async function speakScript(
  { ai, ffmpeg }: VideoRendererDeps,
  row: GeneratedVideoRow,
  plan: RenderPlan,
  shopName: string,
  work: string,
  signal: AbortSignal,
): Promise<{ script: string; spoken: string; captions: CaptionCue[] }> {
  if (!ai || !plan.ai) throw new VideoFailure(VIDEO_MESSAGES.aiNotConfigured);
  const script = await ai.writeScript(
    {
      shopName,
      prompt: plan.ai.prompt,
      voiceScript: plan.ai.voiceScript,
      style: plan.ai.style,
      durationSec: row.duration,
      platform: row.platform,
    },
    signal,
  );
  const spoken = path.join(work, 'voice.mp3');
  await ai.speak(script, plan.ai.voiceType, spoken, signal);
  // The provider's bytes, read as MP3 and nothing else, with the probe's time limit.
  const voice = await probeMedia(spoken, { format: 'mp3', signal, ffmpeg }).catch(() => undefined);
  if (!voice?.audio || !(voice.durationSec > 0))
    throw new VideoFailure('Speaking the script failed: the AI provider’s audio could not be read as sound.');
  return { script, spoken, captions: captionsForVoice(script, voice.durationSec, row.duration) };
}

/** The AI's script and voice, stored before the render so a failed render still shows them. */
async function makeVoice(
  deps: VideoRendererDeps,
  row: GeneratedVideoRow,
  plan: RenderPlan,
  shopName: string,
  work: string,
  signal: AbortSignal,
): Promise<{ voiceFile: string; captions: CaptionCue[] }> {
  const { storage } = deps;
  const { script, spoken, captions } = await speakScript(deps, row, plan, shopName, work, signal);
  // The render reads the voice from the work folder: the stored copy may be in a bucket.
  const kept = path.join(work, 'voice-stored.mp3');
  await fs.copyFile(spoken, kept);
  const file = {
    tempPath: kept,
    contentType: 'audio/mpeg',
    ext: 'mp3',
    downloadName: `${safeFileStem(`Voice-over ${row.title}`, 'Voice-over')}.mp3`,
  };
  const replaced = await storage.keep([file], async (trx, [media]) => {
    const before = await findGeneratedVideo(trx, row.id);
    if (!(await setGeneratedScript(trx, row.id, { script, voiceMediaId: media!.id, captions: JSON.stringify(captions) })))
      throw new VideoGone();
    return storage.forget(trx, [before?.voice_media_id]);
  });
  await storage.unlink(replaced);
  return { voiceFile: spoken, captions };
}

/** Renders the video's MP4 from its plan and stores it with the video's completion, in one step. */
async function renderOne(deps: VideoRendererDeps, row: GeneratedVideoRow, work: string, signal: AbortSignal): Promise<void> {
  const { db, storage } = deps;
  const plan = JSON.parse(row.request) as RenderPlan;
  const sample = plan.sampleSongId ? await findSampleSong(db, plan.sampleSongId) : undefined;
  if (plan.sampleSongId && !sample) throw new VideoFailure(VIDEO_MESSAGES.sampleNotFound);
  const musicFile = sample ? await mediaPath(storage, sample.media_id, VIDEO_MESSAGES.sampleNotFound, work) : null;
  let clipFile: string | null = null;
  if (plan.submissionId) {
    const reaction = await findReceivedReaction(db, plan.submissionId);
    clipFile = await mediaPath(storage, reaction?.reaction_media_id, VIDEO_MESSAGES.reactionNotFound, work);
  }
  let captions = row.captions_data ? (JSON.parse(row.captions_data) as CaptionCue[]) : [];
  let voiceFile: string | null = null;
  const shopName = (await deps.shop()).name;
  if (plan.look === 'ai') ({ voiceFile, captions } = await makeVoice(deps, row, plan, shopName, work, signal));

  const output = path.join(work, 'video.mp4');
  await renderVideo(
    {
      look: plan.look,
      shopName,
      durationSec: row.duration,
      title: plan.title,
      description: plan.description,
      captions,
      musicFile,
      voiceFile,
      clipFile,
    },
    output,
    { signal, ffmpeg: deps.ffmpeg },
  );
  const file = { tempPath: output, contentType: 'video/mp4', ext: 'mp4', downloadName: `${safeFileStem(row.title, 'Video')}.mp4` };
  await storage.keep([file], async (trx, [media]) => {
    if (!(await completeGeneratedVideo(trx, row.id, { videoMediaId: media!.id, now: deps.clock.now().toISOString() })))
      throw new VideoGone();
  });
}

export function createVideoRenderer(deps: VideoRendererDeps) {
  const { db, clock, events, log } = deps;
  let current: { id: string; controller: AbortController } | undefined;
  const now = () => clock.now().toISOString();

  return {
    /** The job handler: renders one video. */
    async render(payload: unknown): Promise<void> {
      const { id } = payload as { id: string };
      if (!(await claimGeneratedVideo(db, id, now()))) return;
      const row = (await findGeneratedVideo(db, id))!;
      events(id, 'processing');
      const controller = new AbortController();
      current = { id, controller };
      const work = path.join(deps.workDir, `video-${id}`);
      let failure: string | undefined;
      try {
        await fs.rm(work, { recursive: true, force: true });
        await fs.mkdir(work, { recursive: true });
        await renderOne(deps, row, work, controller.signal);
        events(id, 'completed');
      } catch (err) {
        if (err instanceof VideoGone || controller.signal.reason === 'deleted') return;
        // Stopping the server: the job stays, and the video renders again at the next start.
        if (controller.signal.reason === 'stopping') throw err;
        failure =
          err instanceof VideoFailure || err instanceof RenderError
            ? err.message
            : `The video could not be made: ${err instanceof Error ? err.message : String(err)}`;
      } finally {
        current = undefined;
        await fs.rm(work, { recursive: true, force: true });
      }
      // Marked failed only once its working files are gone: a video that says "failed" has left nothing behind.
      if (failure === undefined) return;
      log(`video ${id} failed: ${failure}`);
      if (await failGeneratedVideo(db, id, { error: failure, now: now() })) events(id, 'failed');
    },

    /** A deleted video stops rendering. */
    cancel(id: string) {
      if (current?.id === id) current.controller.abort('deleted');
    },

    /** The server is stopping: the render under way ends now and runs again at the next start. */
    stop() {
      current?.controller.abort('stopping');
    },
  };
}

export type VideoRenderer = ReturnType<typeof createVideoRenderer>;
