// The stills a slideshow is made of, drawn once per photo before ffmpeg runs (sharp): each photo on a canvas a
// little larger than the frame (room for its pan and zoom), filling it when its shape is near the frame's (cut
// around what draws the eye), else whole over a blurred, darkened copy of itself; and the title card's
// background, the first photo blurred and dark under the words.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { canvasSide } from './slideshowPlan';
import { FRAMES, type SlideshowFormat } from './slideshowScene';

/** A photo this much wider or taller than the frame's shape is shown whole rather than cut to fill it. */
const FILL_UP_TO = 1.4;

// sharp holds megabytes an idle shop does not need: loaded on the first slideshow.
const loadSharp = async () => (await import('sharp')).default;

/** A blurred, darkened copy at `width`×`height`: blurred small and enlarged, which is smooth and cheap. */
async function backdrop(file: string, width: number, height: number, brightness: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const small = await sharp(file)
    .resize(Math.round(width / 8), Math.round(height / 8), { fit: 'cover' })
    .blur(3)
    .modulate({ brightness })
    .toBuffer();
  return sharp(small).resize(width, height, { fit: 'fill' }).toBuffer();
}

async function photoCanvas(file: string, out: string, width: number, height: number): Promise<void> {
  const sharp = await loadSharp();
  const meta = await sharp(file).metadata();
  const aspect = (meta.width ?? 1) / (meta.height ?? 1);
  const ratio = Math.max(aspect / (width / height), width / height / aspect);
  if (ratio <= FILL_UP_TO) {
    await sharp(file).resize(width, height, { fit: 'cover', position: sharp.strategy.attention }).jpeg({ quality: 90 }).toFile(out);
    return;
  }
  const whole = await sharp(file).resize(width, height, { fit: 'inside' }).toBuffer();
  await sharp(await backdrop(file, width, height, 0.55))
    .composite([{ input: whole, gravity: 'centre' }])
    .jpeg({ quality: 90 })
    .toFile(out);
}

/** The title card's background and every photo's canvas for this format, as JPEGs in `dir`. */
export async function drawCanvases(
  photos: readonly string[],
  format: SlideshowFormat,
  dir: string,
): Promise<{ title: string; photos: string[] }> {
  await mkdir(dir, { recursive: true });
  const { width, height } = FRAMES[format];
  const title = path.join(dir, 'title.jpg');
  const sharp = await loadSharp();
  await sharp(await backdrop(photos[0]!, width, height, 0.42))
    .jpeg({ quality: 90 })
    .toFile(title);
  const canvases: string[] = [];
  for (const [i, photo] of photos.entries()) {
    const out = path.join(dir, `photo-${i}.jpg`);
    await photoCanvas(photo, out, canvasSide(width), canvasSide(height));
    canvases.push(out);
  }
  return { title, photos: canvases };
}
