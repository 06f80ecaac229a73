/// <reference types="vitest/config" />
// Vite builds the PWA from app/ into dist/; vite-plugin-pwa compiles app/sw.ts (injectManifest).
// With --ssr it builds the prerenderer instead (app/ssr/prerender.tsx, run by the server in a child process): no
// public files, no service worker, React and the packages left to node_modules. The same file configures vitest.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// With their extension: Vite's native config loader (its next default) runs this file without a bundler.
import { precacheGroups, tagEntries, type PrecacheEntry } from './app/ssr/precacheGroups.ts';
import { REACT_DOM_CHUNK, type Manifest } from './shared/buildManifest.ts';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Where the build writes (--outDir may move it), for the worker's file list to read Vite's manifest from. */
let outDir = fromRoot('dist');
const knowOutDir: Plugin = {
  name: 'know-out-dir',
  configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
};

/** The worker's file list, its files for later tagged with their routes (app/ssr/precacheGroups.ts, app/sw.ts). */
async function tagForLater<T extends PrecacheEntry>(entries: T[]) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return { manifest: tagEntries(entries, precacheGroups(manifest)) };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'app',
  publicDir: isSsrBuild ? false : '../public',
  resolve: {
    // React 18+ has the hook the use-sync-external-store shim provides for older ones (app/syncExternalStore.ts).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fromRoot('app/syncExternalStore.ts') },
    ],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Every browser has had <link rel="modulepreload"> since Safari 17 and Firefox 115 (2023): the polyfill for
    // older ones cost every first visit a third of a kilobyte. Without it they still load every chunk, just unwarmed.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which files each page needs, for the prerendered pages (app/ssr/routeAssets.ts).
    manifest: true,
    // The app, and the starter a prerendered page loads instead of it (app/boot.ts).
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: { index: fromRoot('app/index.html'), boot: fromRoot('app/boot.ts') },
          // React DOM in a chunk of its own, which the starter evaluates a task before the rest of the entry (app/boot.ts):
          // evaluated with the app, it made the longest task of every first visit.
          output: {
            codeSplitting: {
              groups: [{ name: REACT_DOM_CHUNK, test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]app[\\/]reactDom\.ts$/ }],
            },
          },
        },
  },
  server: { port: 5173 },
  plugins: [
    react(),
    knowOutDir,
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: '.',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifestFilename: 'manifest.webmanifest',
        // The manifest's big icons are fetched by the browser itself when the app is installed (online), not by a
        // page: precaching them cost every first visit about 80 kB. icon-192 stays, as notifications show it.
        includeManifestIcons: false,
        includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'icons/icon-192.png'],
        manifest: {
          id: '/',
          name: 'Serenade — Personalized Songs',
          short_name: 'Serenade',
          description: 'Tell us your story and our musicians turn it into a song written just for them.',
          lang: 'en',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#fff8f3',
          theme_color: '#2b0f2e',
          categories: ['music', 'shopping', 'lifestyle'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest,woff2}'],
          // The hero video and the admin area are never precached: a customer's phone downloads neither up front.
          // The admin area is one lazy chunk named after app/admin/AdminPage.tsx (its CSS too); everything
          // it shares with customer pages lands in shared chunks that stay precached. Not "admin-*": that is the
          // chunk of shared/schemas/admin.ts, which the song page needs offline. The staff's /video-test page is
          // a chunk of its own that imports AdminPage (so no admin code is split into a precached shared chunk).
          globIgnores: [
            '**/video/**',
            '**/og-image.png',
            '**/AdminPage-*.js',
            '**/AdminPage-*.css',
            '**/VideoTestPage-*.js',
            '**/VideoTestPage-*.css',
            '**/icons/icon-512.png',
            '**/icons/maskable-512.png',
          ],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          // Precached at install: the shell and the wizard; each page's own files are kept for later (app/sw.ts).
          manifestTransforms: [tagForLater],
        },
        devOptions: { enabled: false },
      }),
  ],
  test: {
    root: '.',
    include: [
      'api/**/*.test.ts',
      'testing/**/*.test.ts',
      'shared/**/*.test.ts',
      'tools/**/*.test.ts',
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
}));
