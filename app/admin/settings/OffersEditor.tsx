// The offers editor (DESIGN §3): price, compare-at price, delivery and rush per page, each saved on its own.
// Changes reach the pages at once and the next order: a customer pays the offer of the page they started from.
import { OFFER_PAGES, OFFER_SHOWN_ON, type OfferPage } from '../../../shared/offers';
import { failureText } from '../kit/client';
import { useAdminOffers } from './settingsQueries';
import { ListSkeleton, LoadError } from '../kit/LoadState';
import { OfferForm } from './OfferForm';

const shownOn = (page: OfferPage) => `Shown on ${OFFER_SHOWN_ON[page].join(' and ')}`;

export const OFFER_PAGE_TEXT: Record<OfferPage, { title: string; hint: string }> = {
  landing: {
    title: 'Landing page',
    hint: `${shownOn('landing')} (its price card, sticky bar and search listing). Customers who start there pay it.`,
  },
  home: { title: 'Hero home page', hint: `${shownOn('home')}. Customers who start there pay it.` },
  wizard: {
    title: 'Order wizard',
    hint: `${shownOn('wizard')} to customers who come from any other page (FAQ, How it works, Sample songs, a direct link), who pay it.`,
  },
  freeSong: { title: 'Free-song page', hint: `${shownOn('freeSong')}. Customers who order from there pay it.` },
};

export function OffersEditor() {
  const offers = useAdminOffers();
  return (
    <section className="offers" aria-labelledby="offers-title">
      <div className="admin-section-head">
        <h3 id="offers-title" className="admin-section-head__title">
          Prices and delivery
        </h3>
        <p className="admin-section-head__hint">Amounts in dollars, times in hours. Saving a page updates it right away.</p>
      </div>
      {offers.isPending ? (
        <ListSkeleton rows={2} label="Loading offers" />
      ) : offers.isError ? (
        <LoadError
          message="Failed to fetch offers"
          detail={failureText(offers.error)}
          onRetry={() => void offers.refetch()}
          retrying={offers.isFetching}
        />
      ) : (
        <div className="offers__grid">
          {OFFER_PAGES.map((page) => {
            const offer = offers.data[page];
            return offer ? <OfferForm key={page} page={page} offer={offer} {...OFFER_PAGE_TEXT[page]} /> : null;
          })}
        </div>
      )}
    </section>
  );
}
