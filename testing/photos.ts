// Photos for slideshow tests, made with sharp: a coloured picture with a shape in one corner (so a turn or a crop
// shows), in any format and size, with an EXIF orientation when asked (as a phone writes a portrait shot).
import sharp from 'sharp';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export interface PhotoOptions {
  width?: number;
  height?: number;
  format?: PhotoFormat;
  /** EXIF orientation 1–8: 6 is a phone held upright, stored sideways. */
  orientation?: number;
  /** A hue, so that photos differ. */
  hue?: number;
}

const TYPES: Record<PhotoFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export async function photoBytes(options: PhotoOptions = {}): Promise<Buffer> {
  const { width = 640, height = 480, format = 'jpeg', orientation, hue = 200 } = options;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},70%,70%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.2}" cy="${height * 0.25}" r="${Math.min(width, height) * 0.15}" fill="#fff8f3"/>
  </svg>`;
  let image = sharp(Buffer.from(svg));
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format, format === 'jpeg' ? { quality: 85 } : {}).toBuffer();
}

/** A photo as a browser would send it. */
export async function photoPart(options: PhotoOptions & { name?: string } = {}) {
  const format = options.format ?? 'jpeg';
  return { bytes: await photoBytes(options), name: options.name ?? `photo.${format === 'jpeg' ? 'jpg' : format}`, type: TYPES[format] };
}
