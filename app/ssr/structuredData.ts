// Structured data (schema.org JSON-LD) for search engines: the song as a Product with the page's price (and, once
// the shop published some, its buyers' reviews), the FAQ as an FAQPage, the shop as an Organization. Built from the
// same data and content the page shows (the shop's name, address and links from its profile).
import type { Offer, OfferPage } from '../../shared/offers';
import * as publicEndpoints from '../../shared/api/publicEndpoints';
import type { PrerenderData } from '../../shared/prerender';
import type { ReviewSummary } from '../../shared/reviews';
import { shopOf, socialLinks, type ShopProfile } from '../../shared/shopProfile';
import { FAQ_ITEMS } from '../../shared/faq';
import type { PublicTestimonial } from '../../shared/testimonials';

/** The offer each selling page shows (spec: landing on / and /home, the hero page's own). */
const PAGE_OFFER: Record<string, OfferPage> = { '/': 'landing', '/home': 'landing', '/hero': 'home' };

const price = (cents: number) => (cents / 100).toFixed(2);

/** How many published buyers' reviews the Product names one by one (all of them count in its aggregateRating). */
const REVIEWS_LISTED = 5;

/**
 * The rating and reviews from published buyers' reviews only: a free-song reaction (no purchase, no stars) and the
 * owner's own testimonials never count. Nothing while there are none.
 */
function buyersReviews(summary: ReviewSummary | undefined, shown: readonly PublicTestimonial[] | undefined): object {
  if (!summary) return {};
  const reviews = (shown ?? []).filter((t) => t.source === 'buyer' && t.rating !== null).slice(0, REVIEWS_LISTED);
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.averageRating,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.length
      ? {
          review: reviews.map((t) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: t.name },
            ...(t.publishedAt ? { datePublished: t.publishedAt.slice(0, 10) } : {}),
            reviewBody: t.text,
            reviewRating: { '@type': 'Rating', ratingValue: t.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

function product(offer: Offer, shop: ShopProfile, url: string, image: string, reviews: object): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Personalized song',
    description: 'An original song written and recorded from your story: lyrics and a produced MP3.',
    image,
    brand: { '@type': 'Brand', name: shop.name },
    offers: {
      '@type': 'Offer',
      price: price(offer.priceCents),
      priceCurrency: offer.currency,
      availability: 'https://schema.org/InStock',
      url,
    },
    ...reviews,
  };
}

function faqPage(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_ITEMS.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

function organization(shop: ShopProfile, siteUrl: string): object {
  const sameAs = socialLinks(shop).map((link) => link.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    ...(shop.legalName && shop.legalName !== shop.name ? { legalName: shop.legalName } : {}),
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icons/icon-512.png`,
    email: shop.supportEmail,
    ...(shop.postalAddress ? { address: shop.postalAddress.split('\n').join(', ') } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The JSON-LD objects for a route (none for most pages); `siteUrl` is the shop's public address. */
export function structuredData(route: string, data: PrerenderData, url: string, image: string, siteUrl: string): object[] {
  const config = data[publicEndpoints.config.path];
  const shop = shopOf(config);
  const offerPage = PAGE_OFFER[route];
  const reviews = buyersReviews(config.reviews, data[publicEndpoints.testimonials.path]);
  if (offerPage) return [product(config.offers[offerPage], shop, url, image, reviews), organization(shop, siteUrl)];
  if (route === '/faq') return [faqPage()];
  if (route === '/contact') return [organization(shop, siteUrl)];
  return [];
}
