// Which built files a prerendered route needs at once, read from Vite's build manifest: the stylesheets of its
// page (so the HTML is styled before any script runs) and its page's scripts (preloaded, so hydration need not
// wait for them to be discovered). The home page ships in the entry, which index.html already loads.

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

/** What a prerendered route renders from lazily loaded code (paths relative to app/, as App.tsx imports them). */
interface RouteModules {
  /** The page's own module; null for the home page, which ships in the entry. */
  page: string | null;
  /** Below-the-fold sections (LazySection): in the HTML, so their stylesheets are needed, but their code waits. */
  sections?: string[];
}

const LANDING_SECTIONS = [
  'features/home/HomeFaq.tsx',
  'features/samples/SampleSongsPreview.tsx',
  'ui/testimonials/TestimonialCarousel.tsx',
];

export const ROUTE_MODULES: Record<string, RouteModules> = {
  '/': { page: null, sections: LANDING_SECTIONS },
  '/home': { page: null, sections: LANDING_SECTIONS },
  '/hero': { page: 'features/home/HeroPage.tsx', sections: ['features/home/HeroSections.tsx'] },
  '/faq': { page: 'features/faq/FaqPage.tsx' },
  '/how-it-works': { page: 'features/how-it-works/HowItWorksPage.tsx' },
  '/sample-songs': { page: 'features/samples/SampleSongsPage.tsx' },
  '/contact': { page: 'features/contact/ContactPage.tsx' },
  '/free-song': { page: 'features/free-song/FreeSongPage.tsx', sections: ['features/free-song/FreeSongApply.tsx'] },
  '/create-song': { page: 'features/create-song/CreateSongPage.tsx' },
  '/privacy-policy': { page: 'features/legal/PrivacyPolicyPage.tsx' },
  '/terms-of-service': { page: 'features/legal/TermsOfServicePage.tsx' },
  '/404': { page: 'features/not-found/NotFoundPage.tsx' },
};

export interface RouteAssets {
  stylesheets: string[];
  modules: string[];
}

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

export function routeAssets(manifest: Manifest, route: string): RouteAssets {
  const modules = ROUTE_MODULES[route];
  if (!modules) throw new Error(`No page module is known for ${route} (app/ssr/routeAssets.ts)`);
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, preload: boolean) => {
    const chunk = chunkOf(manifest, key);
    // The entry's own files are in index.html already.
    if (chunk.isEntry || seen.has(`${key}:${preload}`)) return;
    seen.add(`${key}:${preload}`);
    if (preload) scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, preload);
  };
  if (modules.page) visit(modules.page, true);
  for (const section of modules.sections ?? []) visit(section, false);
  return { stylesheets: [...stylesheets], modules: [...scripts] };
}
