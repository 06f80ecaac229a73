// Wiring of promo videos: templates, the renderer (and its stored job) and the generated videos.
import path from 'node:path';
import type { ChatBroker } from '../chat/broker';
import { createAiVideoClient } from '../video/ai';
import { createGeneratedVideos, VIDEO_RENDER_JOB, type VideoEvents } from '../video/generatedVideos';
import { createVideoRenderer } from '../video/renderJob';
import { createVideoTemplates } from '../video/templates';
import type { Access } from './access';
import type { Foundation } from './foundation';

/** Promo videos: templates, the renders (news of them on the admins' chat stream) and the list. */
export function buildVideos(f: Foundation, broker: ChatBroker, mediaLink: Access['mediaAccess']['link']) {
  const { config, db, clock, storage } = f;
  const events: VideoEvents = (videoId, status) => broker.publish('admin', { type: 'video', videoId, status });
  const videoTemplates = createVideoTemplates({ db, clock });
  const videoRenderer = createVideoRenderer({
    db,
    clock,
    storage,
    ai: config.openai ? createAiVideoClient(config.openai) : undefined,
    events,
    workDir: path.join(config.dataDir, 'incoming'),
    ffmpeg: config.ffmpeg.path,
    shop: f.shopProfile.get,
    log: f.log,
  });
  f.handlers[VIDEO_RENDER_JOB] = videoRenderer.render;
  const generatedVideos = createGeneratedVideos({
    db,
    clock,
    jobs: f.videoJobs,
    storage,
    templates: videoTemplates,
    aiEnabled: Boolean(config.openai),
    events,
    cancelRender: videoRenderer.cancel,
    mediaLink,
  });
  return { videoTemplates, videoRenderer, generatedVideos };
}
