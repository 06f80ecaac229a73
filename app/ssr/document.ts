// Puts a rendered page into the built index.html: its HTML in #root, its own head (title, description, canonical
// address, Open Graph and structured data), its stylesheets inlined (no request stands between the HTML and the
// first paint), the scripts its route needs preloaded, and the data it was rendered with for the browser to start from.
import { FRAME_ATTRIBUTE, PRERENDER_DATA_ID, type EmbeddedPageData, type PrerenderData, type SeededQuery } from '../../shared/prerender';

export interface PageDocument {
  /** The built index.html. */
  template: string;
  html: string;
  title: string;
  description: string;
  /** The page's canonical absolute address; absent for the 404 page (never indexed). */
  canonical?: string;
  image: string;
  structuredData: object[];
  /** The page's stylesheets in order, by address: the template's own first, then the route's. */
  stylesheets: string[];
  /** Reads a built file (a stylesheet) by its address. */
  read: (href: string) => string;
  /** Fonts the first screen uses: preloaded, so text does not wait for the stylesheet to ask for them. */
  fonts: string[];
  /** The route's own scripts, preloaded when the app starts. */
  modules: string[];
  /** The built app/boot.ts, which starts the app once the HTML is painted. */
  boot: string;
  /** Chunks of the entry's that the starter evaluates a task before it (React DOM's: shared/buildManifest.ts). */
  evaluatedFirst?: string[];
  data: PrerenderData;
  renderedAt: number;
  /** A private page's own answers, when it is rendered for its visitor, and the address it was rendered for. */
  queries?: SeededQuery[];
  origin?: string;
  /** A private page's frame: the app renders the page into it rather than hydrating it. */
  frame?: boolean;
}

/** The type of the links that name inlined stylesheets: not a styling language, so the browser does not fetch them. */
const INLINED_STYLESHEET_TYPE = 'text/x-inlined-css';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Replaces the first match, and fails loudly if the template no longer has it (a changed index.html). */
function replaceOnce(doc: string, pattern: RegExp, by: string): string {
  if (!pattern.test(doc)) throw new Error(`index.html has no ${pattern}`);
  return doc.replace(pattern, () => by);
}

export function pageDocument(page: PageDocument): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    page.canonical ? `<link rel="canonical" href="${escapeHtml(page.canonical)}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(page.canonical ? [`<meta property="og:url" content="${escapeHtml(page.canonical)}" />`] : []),
    `<meta property="og:image" content="${escapeHtml(page.image)}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...page.fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}" />`),
    `<style>${page.stylesheets.map((href) => page.read(href).replace(/<\/style/gi, '<\\/style')).join('\n')}</style>`,
    // Each inlined file also named by a link the browser neither fetches nor applies: the app's loader of lazy code
    // looks for a page's stylesheets by their links, and would otherwise add them again after the inlined ones when
    // the page hydrates, so that the base styles came after a page's own and undid its overrides (a shift on /hero).
    // `disabled` alone stops applying, not fetching (Chromium 150 fetches such a link); a type that is not CSS stops
    // the fetch (HTML: a stylesheet of an unsupported type is not obtained).
    ...page.stylesheets.map((href) => `<link rel="stylesheet" type="${INLINED_STYLESHEET_TYPE}" href="${escapeHtml(href)}" disabled />`),
    ...page.structuredData.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ].join('\n    ');

  // The template's own stylesheet links give way to the inlined styles; its entry script and the preloads of what
  // the entry imports give way to the starter, which loads them all once the HTML is painted.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page.template)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const preloads = [...page.template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  let doc = page.template.replace(/\s*<link rel="(stylesheet|modulepreload)"[^>]*>/g, '');
  const first = page.evaluatedFirst ?? [];
  const firstAttribute = first.length ? ` data-first="${escapeHtml(first.join(' '))}"` : '';
  const starter = `<script type="module" crossorigin src="${escapeHtml(page.boot)}" data-entry="${escapeHtml(entry)}"${firstAttribute} data-preload="${escapeHtml([...new Set([...preloads, ...page.modules])].filter((href) => !first.includes(href)).join(' '))}"></script>`;
  doc = replaceOnce(doc, /<script type="module" crossorigin src="[^"]+"><\/script>/, starter);
  doc = replaceOnce(doc, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  doc = replaceOnce(doc, /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`);
  // The template's generic Open Graph lines give way to the page's own.
  doc = doc.replace(/\s*<meta\s+property="og:(title|description|image)"\s+content="[^"]*"\s*\/?>/g, '');
  doc = replaceOnce(doc, /<\/head>/, `    ${head}\n  </head>`);
  const embedded: EmbeddedPageData = {
    renderedAt: page.renderedAt,
    data: page.data,
    ...(page.queries ? { queries: page.queries } : {}),
    ...(page.origin ? { origin: page.origin } : {}),
  };
  const data = `<script type="application/json" id="${PRERENDER_DATA_ID}">${scriptJson(embedded)}</script>`;
  const root = page.frame ? `<div id="root" ${FRAME_ATTRIBUTE}>` : '<div id="root">';
  doc = replaceOnce(doc, /<div id="root"><\/div>/, `${root}${page.html}</div>\n    ${data}`);
  return doc;
}
