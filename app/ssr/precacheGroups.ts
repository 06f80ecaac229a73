// Which built files the service worker precaches at install, and which it keeps for later (app/sw.ts), read from
// Vite's build manifest when the worker's file list is made (vite.config.ts, manifestTransforms). At install: the
// app shell (the entry and everything it imports, the shell's own lazy parts), the order wizard (so an order can be
// started and resumed offline) and every file that is not a hashed build asset (the HTML, icons, images). For later:
// each public page's own files, tagged with the routes that need them: the worker caches a route's files at install
// when a window is open on it (the page that installed it), as pages are visited, and the rest of the app once the
// page asks for it (only on a connection that is not cellular and without Save-Data, app/core/politeLoading.ts).
// With its extension: vite.config.ts imports this file (see there).
import { chunkOf, type Manifest } from '../../shared/buildManifest.ts';

/** Each public route of App.tsx (its pattern) and its page's module; / and /home are the shell's (in the entry). */
export const PAGE_MODULES: Record<string, string> = {
  '/hero': 'features/home/HeroPage.tsx',
  '/faq': 'features/faq/FaqPage.tsx',
  '/how-it-works': 'features/how-it-works/HowItWorksPage.tsx',
  '/sample-songs': 'features/samples/SampleSongsPage.tsx',
  '/contact': 'features/contact/ContactPage.tsx',
  '/privacy-policy': 'features/legal/PrivacyPolicyPage.tsx',
  '/terms-of-service': 'features/legal/TermsOfServicePage.tsx',
  '/free-song': 'features/free-song/FreeSongPage.tsx',
  '/free-song-success': 'features/free-song/FreeSongSuccessPage.tsx',
  '/video-reaction/:submissionId': 'features/video-reaction/VideoReactionPage.tsx',
  '/unsubscribe': 'features/unsubscribe/UnsubscribePage.tsx',
  '/order/:token': 'features/order/OrderPage.tsx',
  '/song/:token': 'features/song/SongPage.tsx',
  '/gift/:token': 'features/song/GiftPage.tsx',
};

/** The order wizard's pages: precached whole, like the shell. */
export const WIZARD_MODULES = [
  'features/create-song/CreateSongPage.tsx',
  'features/create-song/ThankYouPage.tsx',
  'features/create-song/CheckoutPendingPage.tsx',
  'features/create-song/TestCheckoutPage.tsx',
];

/**
 * What the shell loads later on any page, and would fail without offline: the menu, the toasts, the update prompt,
 * the install hint, the home page's sections, the 404 page, the sender of free-song applications left waiting. Not the
 * chat widget: it loads on a press, and says so when it cannot.
 */
export const SHELL_LAZY_MODULES = [
  'ui/MobileDrawer.tsx',
  'ui/ToastViewport.tsx',
  'shell/UpdatePrompt.tsx',
  'shell/IosInstallHintBar.tsx',
  'core/analyticsProviders.ts',
  'features/free-song/watchQueue.ts',
  'features/home/HomeFaq.tsx',
  'features/home/LandingSections.tsx',
  'features/samples/SampleSongsPreview.tsx',
  'ui/testimonials/TestimonialCarousel.tsx',
  'features/not-found/NotFoundPage.tsx',
];

/** Staff-only code, never precached by any group (vite.config.ts globIgnores keeps it out of the list too). */
const STAFF = /^admin\//;

export interface PrecacheGroups {
  /** Files (as the worker's list names them, without a leading slash) precached at install. */
  install: Set<string>;
  /** For each route pattern, the files its page needs (beyond the install set). */
  routes: Map<string, Set<string>>;
}

/**
 * The files of a module and of what it imports: statically, and with `dynamic` also what it loads later (not what
 * the entry loads later, which a page that imports from the entry does not need: every other page).
 */
function closure(manifest: Manifest, keys: string[], dynamic: boolean): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || STAFF.test(key)) return;
    seen.add(key);
    const chunk = chunkOf(manifest, key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (dynamic && !chunk.isEntry) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

export function precacheGroups(manifest: Manifest): PrecacheGroups {
  const install = new Set([
    ...closure(manifest, ['index.html', 'boot.ts'], false),
    ...closure(manifest, [...SHELL_LAZY_MODULES, ...WIZARD_MODULES], true),
  ]);
  const routes = new Map<string, Set<string>>();
  for (const [route, module] of Object.entries(PAGE_MODULES)) {
    routes.set(route, new Set([...closure(manifest, [module], true)].filter((file) => !install.has(file))));
  }
  return { install, routes };
}

/** An entry of the worker's file list; `routes` marks one kept for later, with the routes that need it (maybe none). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
  size?: number;
  routes?: string[];
}

/** Tags the hashed build assets the install set leaves out with the routes that need them. */
export function tagEntries<T extends PrecacheEntry>(entries: T[], groups: PrecacheGroups): T[] {
  return entries.map((entry) => {
    if (!entry.url.startsWith('assets/') || groups.install.has(entry.url)) return entry;
    const routes = [...groups.routes].filter(([, files]) => files.has(entry.url)).map(([route]) => route);
    return { ...entry, routes };
  });
}
