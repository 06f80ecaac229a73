// Structured data (schema.org JSON-LD) for search engines: the song as a Product with the page's price, and the
// FAQ as an FAQPage. Built from the same data and content the page shows.
import type { Offer, OfferPage } from '../../shared/offers';
import type { PrerenderData } from '../../shared/prerender';
import { FAQ_ITEMS } from '../content/faq';

/** The offer each selling page shows (spec: landing on / and /home, the hero page's own). */
const PAGE_OFFER: Record<string, OfferPage> = { '/': 'landing', '/home': 'landing', '/hero': 'home' };

const price = (cents: number) => (cents / 100).toFixed(2);

function product(offer: Offer, url: string, image: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Personalized song',
    description: 'An original song written and recorded from your story: lyrics and a produced MP3.',
    image,
    brand: { '@type': 'Brand', name: 'Serenade' },
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

/** The JSON-LD objects for a route (none for most pages). */
export function structuredData(route: string, data: PrerenderData, url: string, image: string): object[] {
  const offerPage = PAGE_OFFER[route];
  if (offerPage) return [product(data['/api/config'].offers[offerPage], url, image)];
  if (route === '/faq') return [faqPage()];
  return [];
}
