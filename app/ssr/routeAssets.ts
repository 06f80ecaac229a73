// Which built files a prerendered route needs at once, read from Vite's build manifest: the stylesheets of its
// page (so the HTML is styled before any script runs) and its page's scripts (preloaded, so hydration need not
// wait for them to be discovered). The home page ships in the entry, which index.html already loads.

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** Each prerendered route's page module, as App.tsx lazily imports it (paths relative to app/). */
export const ROUTE_MODULES: Record<string, string | null> = {
  '/': null,
  '/home': null,
  '/hero': 'pages/hero/HeroPage.tsx',
  '/faq': 'pages/faq/FaqPage.tsx',
  '/how-it-works': 'pages/how-it-works/HowItWorksPage.tsx',
  '/sample-songs': 'pages/sample-songs/SampleSongsPage.tsx',
  '/contact': 'pages/contact/ContactPage.tsx',
  '/free-song': 'pages/free-song/FreeSongPage.tsx',
  '/privacy-policy': 'pages/legal/PrivacyPolicyPage.tsx',
  '/terms-of-service': 'pages/legal/TermsOfServicePage.tsx',
  '/404': 'pages/not-found/NotFoundPage.tsx',
};

export interface RouteAssets {
  stylesheets: string[];
  modules: string[];
}

export function routeAssets(manifest: Manifest, route: string): RouteAssets {
  const module = ROUTE_MODULES[route];
  if (module === undefined) throw new Error(`No page module is known for ${route} (app/ssr/routeAssets.ts)`);
  const stylesheets = new Set<string>();
  const modules = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    // The entry's own files are in index.html already.
    if (chunk.isEntry || modules.has(`/${chunk.file}`)) return;
    modules.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (module) visit(module);
  return { stylesheets: [...stylesheets], modules: [...modules] };
}
