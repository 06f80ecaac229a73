/** Writes the app mark SVGs and their PNG renditions under public/. */
import type { Browser } from '@playwright/test';
import { join } from 'node:path';
import { appleSvg, faviconSvg, iconSvg, maskableSvg } from './mark';
import { writeFile } from 'node:fs/promises';
import { decodeRgba, encodePalettePng } from './png';
import { shootSvg, writeText } from './render';

export async function makeIcons(browser: Browser, publicDir: string): Promise<string[]> {
  const icons = join(publicDir, 'icons');
  const out: string[] = [];
  const svg = async (path: string, text: string): Promise<void> => {
    await writeText(path, text);
    out.push(path);
  };
  const png = async (path: string, source: string, size: number, transparent: boolean): Promise<void> => {
    const shot = await shootSvg(browser, source, { width: size, height: size, transparent });
    const rgba = await decodeRgba(shot, size, size);
    await writeFile(path, encodePalettePng(rgba, { dither: 3 }));
    out.push(path);
  };

  await svg(join(icons, 'icon.svg'), iconSvg());
  await svg(join(publicDir, 'favicon.svg'), faviconSvg());
  await png(join(icons, 'icon-192.png'), iconSvg(), 192, true);
  await png(join(icons, 'icon-512.png'), iconSvg(), 512, true);
  await png(join(icons, 'maskable-512.png'), maskableSvg(), 512, false);
  await png(join(icons, 'apple-touch-icon.png'), appleSvg(), 180, false);
  return out;
}
