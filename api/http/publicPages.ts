// Wires the prerendered pages into the server: the store requests are answered from, the prerenderer that fills
// it (at start, and after any admin change that succeeded in any process, since samples, offers and settings show on
// them), and the renderer of the private pages for their visitors.
import path from 'node:path';
import type { Context, Next } from 'koa';
import { ADMIN_API_PREFIX } from '../../shared/api/endpoints';
import type { Config } from '../config';
import type { Services } from '../services';
import { createPrerenderer } from '../services/pages/prerender';
import { createPrivatePages } from '../services/pages/privatePages';
import { createPrerenderedPages } from './prerenderedPages';

export function createPublicPages(config: Config, services: Services, log: (line: string) => void) {
  const pagesDir = path.join(config.dataDir, 'pages');
  const pages = createPrerenderedPages(pagesDir);
  const prerenderer = createPrerenderer({
    distDir: config.distDir,
    pagesDir,
    publicUrl: config.publicUrl,
    gather: () => services.pageData(),
    log,
    onRendered: pages.reload,
  });

  const privatePages = createPrivatePages({
    distDir: config.distDir,
    publicUrl: config.publicUrl,
    orders: services.orders,
    orderReviews: services.orderReviews,
    deliveries: services.deliveries,
    everyPageData: () => services.everyPageData(),
    log,
  });

  services.pageChanges.onChange(() => prerenderer.changed());

  async function afterAdminChange(ctx: Context, next: Next) {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.path.startsWith(`${ADMIN_API_PREFIX}/`) && ctx.status < 400)
      services.pageChanges.announce();
  }

  return { pages, prerenderer, privatePages, afterAdminChange };
}

export type PublicPages = ReturnType<typeof createPublicPages>;
