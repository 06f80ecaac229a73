// GET /sitemap.xml: the public pages, with absolute addresses from PUBLIC_URL.
import type Router from '@koa/router';
import { INDEXABLE_ROUTES } from '../../../shared/routes';

export function seoRoutes(router: Router, publicUrl: string): void {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    INDEXABLE_ROUTES.map((route) => `  <url><loc>${publicUrl}${route}</loc></url>`).join('\n') +
    '\n</urlset>\n';

  router.get('/sitemap.xml', (ctx) => {
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = body;
  });

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    // Private pages (a song, an order, the admin) are not listed here: a crawler kept out of a page never
    // reads its X-Robots-Tag: noindex, and may still index the bare address from a link a customer shared.
    ctx.body = `User-agent: *\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
  });

}
