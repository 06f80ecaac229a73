// The Product search data and reviews (issue 25): aggregateRating and review come from published buyers' reviews
// only (the owner's testimonials and free-song reactions never count), none while there are none, and a review's
// words go into the JSON as typed, escaped where the script is written.
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../shared/api-types';
import { DEFAULT_OFFERS } from '../../shared/offers';
import type { PrerenderData } from '../../shared/prerender';
import { DEMO_SHOP_PROFILE } from '../../shared/shopProfile';
import type { PublicTestimonial } from '../../shared/testimonials';
import { scriptJson } from './document';
import { structuredData } from './structuredData';

const SITE = 'https://songs.example';
const config: PublicConfig = {
  offers: DEFAULT_OFFERS,
  freeSongSpots: 20,
  vapidPublicKey: 'key',
  checkoutUrlPrefix: `${SITE}/test-checkout/`,
  analytics: {},
  shop: DEMO_SHOP_PROFILE,
};

const owners: PublicTestimonial = {
  id: 'o',
  name: 'Marcus T.',
  location: 'Austin',
  occasion: 'Anniversary',
  rating: 5,
  text: 'Ours.',
  demo: true,
};
const buyer: PublicTestimonial = {
  id: 'b',
  name: 'Grace',
  location: '',
  occasion: 'Anniversary',
  rating: 4,
  text: 'He cried at "<b>our</b> song" </script><script>alert(1)</script>',
  demo: false,
  source: 'buyer',
  reply: 'Thank you!',
  publishedAt: '2026-06-21T10:00:00.000Z',
};
const reaction: PublicTestimonial = { ...buyer, id: 'r', name: 'Ana', rating: null, text: 'She danced.', source: 'free-song' };

function product(route: string, data: PrerenderData) {
  return structuredData(route, data, `${SITE}${route}`, `${SITE}/og.png`, SITE).find(
    (item) => (item as { '@type': string })['@type'] === 'Product',
  ) as Record<string, unknown> | undefined;
}

const dataWith = (testimonials: PublicTestimonial[], reviews?: PublicConfig['reviews']): PrerenderData => ({
  '/api/config': { ...config, ...(reviews ? { reviews } : {}) },
  '/api/testimonials': testimonials,
});

describe('the Product data', () => {
  it('carries no rating or review while no buyer’s review is published, whatever the owner’s testimonials say', () => {
    for (const route of ['/', '/hero']) {
      const p = product(route, dataWith([owners, reaction]))!;
      expect(p).toBeDefined();
      expect(p).not.toHaveProperty('aggregateRating');
      expect(p).not.toHaveProperty('review');
    }
  });

  it('carries the published buyers’ rating and their reviews, never the owner’s entries or a reaction', () => {
    const p = product('/', dataWith([reaction, buyer, owners], { count: 3, averageRating: 4.3 }))!;
    expect(p.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(p.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Grace' },
        datePublished: '2026-06-21',
        reviewBody: buyer.text,
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('writes a review’s markup into the page as text that cannot close the script', () => {
    const p = product('/', dataWith([buyer], { count: 1, averageRating: 4 }))!;
    const written = scriptJson(p);
    expect(written).not.toContain('</script>');
    expect(written).not.toContain('<b>');
    expect(JSON.parse(written)).toEqual(p);
  });

  it('is on the selling pages only', () => {
    expect(product('/faq', dataWith([buyer], { count: 1, averageRating: 4 }))).toBeUndefined();
  });
});
