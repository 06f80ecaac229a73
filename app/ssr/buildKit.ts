// What every page the server renders is put into, read once from a build: the built index.html, Vite's manifest,
// the starter (app/boot.ts), the chunks it evaluates first, the template's stylesheets and the display face's files.
import fs from 'node:fs';
import path from 'node:path';
import { evaluatedFirst as evaluatedFirstOf, type Manifest } from '../../shared/buildManifest';

export interface BuildKit {
  /** index.html as built (before the shop's name is put in). */
  built: string;
  manifest: Manifest;
  /** The built starter's address. */
  boot: string;
  evaluatedFirst: string[];
  /** The built index.html's own stylesheets, in order. */
  templateStyles: string[];
  /** The display face of every heading (the first screen's largest text): preloaded. */
  fonts: string[];
  /** A built file's text by its address (each read once: a build's files never change). */
  read: (href: string) => string;
}

export function readBuild(distDir: string): BuildKit {
  const built = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const starter = manifest['boot.ts'];
  if (!starter) throw new Error('The build manifest has no boot.ts (vite.config.ts inputs)');
  const files = new Map<string, string>();
  const read = (href: string) => {
    let text = files.get(href);
    if (text === undefined) files.set(href, (text = fs.readFileSync(path.join(distDir, href), 'utf8')));
    return text;
  };
  const templateStyles = [...built.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const fonts = templateStyles.flatMap((href) =>
    [...read(href).matchAll(/url\((\/assets\/fraunces-latin-600-normal-[^)]+\.woff2)\)/g)].map((m) => m[1]!),
  );
  return { built, manifest, boot: `/${starter.file}`, evaluatedFirst: evaluatedFirstOf(manifest), templateStyles, fonts, read };
}
