// What the service worker precaches at install and what it keeps for later, read from a build manifest.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, SHELL_LAZY_MODULES, WIZARD_MODULES, precacheGroups, tagEntries } from './precacheGroups';
import type { Manifest } from '../../shared/buildManifest';

const js = (name: string) => `assets/${name}-h4sh.js`;

/** A small build: the entry (which loads every page later), the wizard, two pages and what they share. */
function build(): Manifest {
  const manifest: Manifest = {
    'index.html': {
      file: js('index'),
      isEntry: true,
      css: ['assets/index.css'],
      assets: ['assets/face.woff2'],
      imports: ['_client.js'],
      dynamicImports: [...Object.values(PAGE_MODULES), ...WIZARD_MODULES, ...SHELL_LAZY_MODULES, 'admin/AdminPage.tsx'],
    },
    '_client.js': { file: js('client') },
    'boot.ts': { file: js('boot'), isEntry: true },
    '_schemas.js': { file: js('schemas') },
    '_xstate.js': { file: js('xstate') },
    'admin/AdminPage.tsx': { file: js('AdminPage') },
  };
  for (const key of [...Object.values(PAGE_MODULES), ...WIZARD_MODULES, ...SHELL_LAZY_MODULES]) {
    manifest[key] = { file: js(key.replace(/^.*\//, '').replace(/\.tsx?$/, '')), imports: ['index.html'] };
  }
  manifest['features/create-song/CreateSongPage.tsx']!.imports = ['index.html', '_schemas.js', '_xstate.js'];
  manifest['features/free-song/FreeSongPage.tsx']!.css = ['assets/FreeSongPage.css'];
  manifest['features/free-song/FreeSongPage.tsx']!.dynamicImports = ['features/free-song/FreeSongApply.tsx'];
  manifest['features/free-song/FreeSongApply.tsx'] = { file: js('FreeSongApply'), imports: ['_xstate.js', '_schemas.js'] };
  manifest['features/order/OrderPage.tsx']!.imports = ['index.html', '_shared-with-song.js'];
  manifest['features/song/SongPage.tsx']!.imports = ['index.html', '_shared-with-song.js'];
  manifest['_shared-with-song.js'] = { file: js('songStore') };
  return manifest;
}

describe('precacheGroups', () => {
  const groups = precacheGroups(build());

  it('precaches the shell, its own lazy parts and the wizard at install, not the other pages', () => {
    for (const file of [js('index'), 'assets/index.css', 'assets/face.woff2', js('client'), js('boot'), js('CreateSongPage')])
      expect(groups.install).toContain(file);
    expect(groups.install).toContain(js('schemas'));
    expect(groups.install).toContain(js('ToastViewport'));
    expect(groups.install).not.toContain(js('FaqPage'));
    expect(groups.install).not.toContain(js('FreeSongApply'));
    expect(groups.install).not.toContain(js('AdminPage'));
  });

  it('gives each page its own files, what it loads later included, and nothing of the install set', () => {
    expect([...groups.routes.get('/free-song')!].sort()).toEqual(
      [js('FreeSongApply'), js('FreeSongPage'), 'assets/FreeSongPage.css'].sort(),
    );
    expect([...groups.routes.get('/order/:token')!].sort()).toEqual([js('OrderPage'), js('songStore')].sort());
    expect(groups.routes.get('/song/:token')).toContain(js('songStore'));
  });

  it('tags the hashed files kept for later with their routes, and leaves the others to the install', () => {
    const entries = [
      { url: 'index.html', revision: 'a1' },
      { url: js('index'), revision: null },
      { url: js('songStore'), revision: null },
      { url: js('FaqPage'), revision: null },
      { url: js('ChatWidget'), revision: null },
    ];
    expect(tagEntries(entries, groups)).toEqual([
      { url: 'index.html', revision: 'a1' },
      { url: js('index'), revision: null },
      { url: js('songStore'), revision: null, routes: ['/order/:token', '/song/:token'] },
      { url: js('FaqPage'), revision: null, routes: ['/faq'] },
      { url: js('ChatWidget'), revision: null, routes: [] },
    ]);
  });

  it('knows every page App.tsx loads lazily, by the module App.tsx names', () => {
    const app = fs.readFileSync(new URL('../App.tsx', import.meta.url), 'utf8');
    for (const [route, module] of Object.entries(PAGE_MODULES)) {
      expect(app, route).toContain(`path="${route}"`);
      expect(app, module).toContain(`import('./${module.replace(/\.tsx$/, '')}')`);
    }
  });
});
