// A buyer's photo as the slideshow keeps it: judged by its bytes (JPEG, PNG or WebP, and one sharp can read whole),
// turned upright by its EXIF orientation, at most 2560 pixels on its long side, as a JPEG without its metadata (no
// place, no camera), beside a square thumbnail for the order page.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SLIDESHOW_LIMITS, SLIDESHOW_MESSAGES } from '../../../shared/schemas/slideshow';
import { newId } from '../../ids';
import { invalid } from '../errors';
import type { UploadedFile } from '../uploads/uploadedFile';
import { photoKind } from '../uploads/sniff';

/** Enough for a 1920×1080 frame zoomed by 12 %, and a 1080×1920 one. */
const LONG_SIDE = 2560;
const THUMB_SIDE = 360;
/** A decoded picture larger than this is refused before it is decoded (a small file can claim a huge picture). */
const MAX_PIXELS = 100_000_000;

export interface PreparedPhoto {
  photo: string;
  thumb: string;
  width: number;
  height: number;
}

/** The client's name for the file, short, for a message (never a path). */
const shownName = (upload: UploadedFile) => (upload.clientName || 'This file').slice(0, 80);

/** The photo and its thumbnail written into `workDir` (the caller stores or removes them); a refusal names the file. */
export async function preparePhoto(upload: UploadedFile, workDir: string): Promise<PreparedPhoto> {
  const refuse = () => invalid(SLIDESHOW_MESSAGES.fileType(shownName(upload)), 'photo');
  if (!(await photoKind(upload.tempPath))) throw refuse();
  const { default: sharp } = await import('sharp');
  const read = () => sharp(upload.tempPath, { limitInputPixels: MAX_PIXELS, failOn: 'error', pages: 1 });
  const meta = await read()
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) throw refuse();
  const turned = (meta.orientation ?? 1) >= 5;
  const [width, height] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
  if (Math.min(width, height) < SLIDESHOW_LIMITS.minSide)
    throw invalid(SLIDESHOW_MESSAGES.tooSmall(shownName(upload), width, height), 'photo');
  const photo = path.join(workDir, `.photo-${newId()}.jpg`);
  const thumb = path.join(workDir, `.thumb-${newId()}.jpg`);
  try {
    // A transparent PNG or WebP lies on white (JPEG has no transparency).
    const info = await read()
      .rotate()
      .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88 })
      .toFile(photo);
    await sharp(photo)
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 78 })
      .toFile(thumb);
    return { photo, thumb, width: info.width, height: info.height };
  } catch {
    await removePrepared([{ photo, thumb }]);
    // Read whole only now: a file whose header is a photo's but whose picture is broken.
    throw refuse();
  }
}

export async function removePrepared(files: ReadonlyArray<Pick<PreparedPhoto, 'photo' | 'thumb'>>): Promise<void> {
  await Promise.all(files.flatMap(({ photo, thumb }) => [rm(photo, { force: true }), rm(thumb, { force: true })]));
}
