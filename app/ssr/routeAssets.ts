// Which built files a prerendered route needs at once, read from Vite's build manifest: the stylesheets of its
// page (so the HTML is styled before any script runs) and its page's scripts (preloaded, so hydration need not
// wait for them to be discovered). The home page ships in the entry, which index.html already loads.
import { filesOf, type ChunkFiles, type Manifest } from '../../shared/buildManifest';

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
  // The private pages' frames (shared/prerender.ts): styled as the page, whose loading state they show.
  '/order/:token': { page: 'features/order/OrderPage.tsx' },
  '/song/:token': { page: 'features/song/SongPage.tsx' },
};

export type RouteAssets = ChunkFiles;

export function routeAssets(manifest: Manifest, route: string): RouteAssets {
  const modules = ROUTE_MODULES[route];
  if (!modules) throw new Error(`No page module is known for ${route} (app/ssr/routeAssets.ts)`);
  return filesOf(manifest, modules.page ? [modules.page] : [], modules.sections ?? []);
}
