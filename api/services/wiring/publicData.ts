// Wiring of what the public pages read first: the runtime config, the testimonials (with the published reviews), the
// prerendered pages' data, health.
import { endpoints, pathOf } from '../../../shared/api/endpoints';
import type { PublicConfig } from '../../../shared/api-types';
import type { PrerenderData } from '../../../shared/prerender';
import { hoursWithZone } from '../../../shared/shopProfile';
import type { PublicTestimonial } from '../../../shared/testimonials';
import { pingDatabase } from '../../db/health';
import type { ReviewModerationService } from '../reviews/moderation';
import { FREE_SONG_ENABLED } from '../settings';
import type { Foundation, ServiceDeps } from './foundation';

/** What the public pages read first: the runtime config, the data prerendered pages start from, health. */
export function buildPublicData(deps: ServiceDeps, f: Foundation, reviews: ReviewModerationService) {
  const { config } = f;
  async function publicConfig(): Promise<PublicConfig> {
    const reviewSummary = await reviews.summary();
    const shop = await f.shopProfile.get();
    return {
      offers: await f.offers.all(),
      addOns: await f.addOns.offered(),
      freeSongSpots: config.freeSongSpots,
      vapidPublicKey: deps.vapid.publicKey,
      checkoutUrlPrefix: config.stripe ? 'https://checkout.stripe.com/' : `${config.publicUrl}/test-checkout/`,
      analytics: config.analytics,
      shop,
      contactHours: hoursWithZone(shop),
      ...(reviewSummary ? { reviews: reviewSummary } : {}),
    };
  }

  /** The testimonials the pages show: the published reviews (newest first), then the owner's own in their order. */
  async function shownTestimonials(): Promise<PublicTestimonial[]> {
    return [...(await reviews.published()), ...(await f.testimonials.list())];
  }

  /** What every page starts from (a private page rendered for its visitor too): the config and the free-song switch. */
  async function everyPageData(): Promise<PrerenderData> {
    const freeSong = await f.settings.getPublic(FREE_SONG_ENABLED);
    return {
      [endpoints.config.path]: await publicConfig(),
      ...(freeSong ? { [pathOf(endpoints.publicSetting, { key: FREE_SONG_ENABLED })]: freeSong } : {}),
    };
  }

  return {
    publicConfig,
    shownTestimonials,

    async health(): Promise<'ok' | 'error'> {
      try {
        await pingDatabase(f.db);
        return 'ok';
      } catch {
        return 'error';
      }
    },

    /** What the prerendered pages start from: the answers of the public requests a page makes first. */
    async pageData(): Promise<PrerenderData> {
      return {
        [endpoints.sampleSongs.path]: await f.sampleSongs.list(),
        [endpoints.testimonials.path]: await shownTestimonials(),
        ...(await everyPageData()),
      };
    },

    everyPageData,
  };
}
