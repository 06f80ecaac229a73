// /faq: the 12 questions (one open at a time, the first open), then the way to start a song or hear samples.
import { Link } from '../../ui/router';
import { useShop } from '../../core/api/queries';
import { FaqAccordion } from '../../ui/FaqAccordion';
import { ArrowRightIcon, MusicIcon } from '../../ui/icons';
import { FAQ_ITEMS } from '../../../shared/faq';
import { usePageMeta } from '../../ui/usePageMeta';
import './FaqPage.css';

export default function FaqPage() {
  const shop = useShop();
  usePageMeta(
    'Frequently asked questions',
    `How personalized songs from ${shop.name} work: delivery within 24 hours, what you receive, lyric revisions, our satisfaction guarantee, privacy and more.`,
  );
  return (
    <>
      <section className="page-hero" aria-labelledby="faq-title">
        <div className="container faq-page__narrow">
          <span className="eyebrow">FAQ</span>
          <h1 id="faq-title">Frequently asked questions</h1>
          <p className="lead">Everything you need to know about your song, from the story you share to the moment you press play.</p>
        </div>
      </section>

      <section className="faq-page__list" aria-label="Questions and answers">
        <div className="container faq-page__narrow">
          <FaqAccordion items={FAQ_ITEMS} headingLevel="h2" />
        </div>
      </section>

      <section className="section section--blush faq-page__cta" aria-labelledby="faq-cta-title">
        <div className="container center faq-page__narrow">
          <h2 id="faq-cta-title">Ready to tell your story?</h2>
          <p className="lead">Share a few memories and our musicians will turn them into a song that's theirs alone.</p>
          <div className="btn-row">
            <Link to="/create-song" className="btn btn--primary btn--lg">
              Start Your Song
              <ArrowRightIcon />
            </Link>
            <Link to="/sample-songs" className="btn btn--outline btn--lg">
              <MusicIcon />
              Hear Sample Songs
            </Link>
          </div>
          <p className="faq-page__contact">
            Still have a question? <Link to="/contact">Contact us</Link> and we'll get back to you within 24 hours.
          </p>
        </div>
      </section>
    </>
  );
}
