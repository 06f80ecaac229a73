// Wiring of the photo slideshow video: the buyer's photos and the slideshow's state, its render (a stored job in
// the render lane) and the mail that says it is made.
import path from 'node:path';
import { createSlideshowMail } from '../slideshow/readyMail';
import { createSlideshowRenderer, SLIDESHOW_READY_JOB } from '../slideshow/renderJob';
import { createSlideshows, SLIDESHOW_RENDER_JOB } from '../slideshow/slideshows';
import type { Foundation } from './foundation';

export function buildSlideshows(f: Foundation) {
  const { config, db, clock, storage, handlers } = f;
  const workDir = path.join(config.dataDir, 'incoming');
  const slideshowRenderer = createSlideshowRenderer({
    db,
    clock,
    storage,
    workDir,
    ffmpeg: config.ffmpeg.path,
    shop: f.shopProfile.get,
    log: f.log,
  });
  handlers[SLIDESHOW_RENDER_JOB] = slideshowRenderer.render;
  handlers[SLIDESHOW_READY_JOB] = createSlideshowMail({ db, mail: f.mail, publicUrl: config.publicUrl });
  const slideshows = createSlideshows({ db, clock, storage, renderJobs: f.videoJobs, workDir, cancelRender: slideshowRenderer.cancel });
  return { slideshows, slideshowRenderer };
}
