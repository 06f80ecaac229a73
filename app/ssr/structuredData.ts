// Structured data (schema.org JSON-LD) for search engines: the song as a Product with the page's price, and the
// FAQ as an FAQPage, the shop as an Organization. Built from the same data and content the page shows (the shop's
// name, address and links from its profile).
import type { Offer, OfferPage } from '../../shared/offers';
import * as publicEndpoints from '../../shared/api/publicEndpoints';
import type { PrerenderData } from '../../shared/prerender';
import { shopOf, socialLinks, type ShopProfile } from '../../shared/shopProfile';
import { FAQ_ITEMS } from '../../shared/faq';

/** The offer each selling page shows (spec: landing on / and /home, the hero page's own). */
const PAGE_OFFER: Record<string, OfferPage> = { '/': 'landing', '/home': 'landing', '/hero': 'home' };

const price = (cents: number) => (cents / 100).toFixed(2);

function product(offer: Offer, shop: ShopProfile, url: string, image: string): object {
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
  if (offerPage) return [product(config.offers[offerPage], shop, url, image), organization(shop, siteUrl)];
  if (route === '/faq') return [faqPage()];
  if (route === '/contact') return [organization(shop, siteUrl)];
  return [];
}
