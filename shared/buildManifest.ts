// Vite's build manifest (dist/.vite/manifest.json): which built files each source module became. The prerenderer
// reads it for the files a public page needs (app/ssr/routeAssets.ts), the build for what the service worker
// precaches when (app/ssr/precacheGroups.ts), and the server for what a private page's HTML names at once
// (api/http/privatePageHints.ts). Module keys are paths relative to app/, as App.tsx imports them.

export interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * A module's chunk: listed under its path when it is only imported lazily; one that is also imported statically
 * elsewhere lands in a shared chunk listed under its own key, which is named after the module.
 */
export function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const name = key.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const chunk = manifest[key] ?? Object.values(manifest).find((c) => c.name === name && c.file.endsWith('.js'));
  if (!chunk) throw new Error(`The build manifest has no ${key}`);
  return chunk;
}

export interface ChunkFiles {
  /** Addresses of the scripts, the modules' own chunks and those they import, without the entry's. */
  modules: string[];
  /** Addresses of their stylesheets, in import order. */
  stylesheets: string[];
}

/**
 * What lazily loaded modules need at once: their chunks, the chunks those import statically, and the stylesheets of
 * all of them. The entry's own files are left out: index.html names them already. `stylesOnly` modules give only
 * their stylesheets (a section in the HTML whose code waits).
 */
export function filesOf(manifest: Manifest, modules: string[], stylesOnly: string[] = []): ChunkFiles {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, script: boolean) => {
    const chunk = chunkOf(manifest, key);
    if (chunk.isEntry || seen.has(`${key}:${script}`)) return;
    seen.add(`${key}:${script}`);
    if (script) scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, script);
  };
  for (const key of modules) visit(key, true);
  for (const key of stylesOnly) visit(key, false);
  return { modules: [...scripts], stylesheets: [...stylesheets] };
}

/** The chunk React DOM (and its scheduler) is built into (vite.config.ts), evaluated before the entry (app/boot.ts). */
export const REACT_DOM_CHUNK = 'react-dom';

/**
 * Addresses of the entry's imports to evaluate a task ahead of it: React DOM's chunk, when the build made one.
 * Evaluating a chunk evaluates what it imports, so each one is a task of its own before the entry's.
 */
export function evaluatedFirst(manifest: Manifest): string[] {
  return (manifest['index.html']?.imports ?? [])
    .map((key) => manifest[key])
    .filter((chunk): chunk is ManifestChunk => chunk?.name === REACT_DOM_CHUNK)
    .map((chunk) => `/${chunk.file}`);
}

/**
 * Addresses of the scripts a prerendered page runs before anything lazy: the starter, the entry and every chunk the
 * entry imports statically (the "entry script" the bench holds to its size target).
 */
export function entryScripts(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('boot.ts');
  visit('index.html');
  return [...files];
}
