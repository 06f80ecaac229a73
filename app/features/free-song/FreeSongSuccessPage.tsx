// /free-song-success (spec §2): the application is in. The three next steps, the FREELOVE20 code with a copy
// button, sharing the offer on two networks, the ways on, and the lead event once per application.
import { useEffect, useState } from 'react';
import { Link, useLocation } from '../../ui/router';
import { usePublicConfig, useShop } from '../../core/api/queries';
import { CheckIcon, ClockIcon, HeartIcon, MusicIcon } from '../../ui/icons';
import { NotifyWhenReady } from '../push';
import { PromoBar, PromoFooter } from './PromoChrome';
import { usePageMeta } from '../../ui/usePageMeta';
import { toast } from '../../ui/toasts';
import { copyText } from '../../ui/clipboard';
import { trackLeadOnce } from './lead';
import { successState } from './successState';
import './FreeSongSuccessPage.css';

export const THANK_YOU_CODE = 'FREELOVE20';

const STEPS = [
  { Icon: ClockIcon, title: 'We review your application', text: 'Within 24–48 hours we read your story and email you once it’s approved.' },
  {
    Icon: MusicIcon,
    title: 'We create your song',
    text: 'A songwriter turns your story into lyrics, and our musicians record and produce the song.',
  },
  {
    Icon: HeartIcon,
    title: 'You play it and film the reaction',
    text: 'Your MP3 and lyrics arrive by email. Play it for them, record the moment, and send us the video.',
  },
];

/** Sharing links for the offer itself, never this page (whose visit is the applicant's own). */
function shareLinks(url: string, shopName: string) {
  const text = `${shopName} is giving away free personalized songs, written from your story. Limited spots:`;
  const e = encodeURIComponent;
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}` },
    { name: 'X', href: `https://x.com/intent/tweet?text=${e(text)}&url=${e(url)}` },
  ];
}

function DiscountCode() {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await copyText(THANK_YOU_CODE);
      setCopied(true);
      toast.success('Code copied', `${THANK_YOU_CODE} is ready to paste at checkout.`);
    } catch {
      toast.error('Couldn’t copy the code', `Type ${THANK_YOU_CODE} in the discount code field when you order.`);
    }
  };
  return (
    <section className="fss-offer" aria-labelledby="fss-offer-title">
      <h2 id="fss-offer-title">A thank-you while you wait: 20% off</h2>
      <p>Want a song for someone else too? Use this code for 20% off your first custom song order.</p>
      <div className="fss-code">
        <span className="fss-code__value" data-testid="discount-code">
          {THANK_YOU_CODE}
        </span>
        <button type="button" className="btn btn--outline" onClick={() => void copy()}>
          {copied ? (
            <>
              <CheckIcon width={20} height={20} /> Copied
            </>
          ) : (
            'Copy code'
          )}
        </button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {copied ? `${THANK_YOU_CODE} copied` : ''}
      </span>
      <Link to={`/create-song?code=${THANK_YOU_CODE}`} className="btn btn--primary btn--lg btn--block">
        Create a Song with 20% Off
      </Link>
    </section>
  );
}

export default function FreeSongSuccessPage() {
  usePageMeta('Your free-song application is in', 'Thank you for applying for a free personalized song.');
  const shop = useShop();
  const { state } = useLocation();
  const [application] = useState(() => successState(state));
  // Analytics starts with the public config (AnalyticsBoot): an event sent before then would be lost on a reload.
  const analyticsReady = usePublicConfig().isSuccess;

  useEffect(() => {
    if (application && analyticsReady) trackLeadOnce(application.submissionId);
  }, [application, analyticsReady]);

  const offerUrl = `${window.location.origin}/free-song`;

  return (
    <div className="fss-page">
      <PromoBar back={false} />
      <section className="fss" aria-labelledby="fss-title">
        <div className="container fss__inner">
          <span className="fss__badge" aria-hidden="true">
            <CheckIcon width={36} height={36} />
          </span>
          <h1 id="fss-title">{application?.name ? `Thank you, ${application.name}!` : 'Thank you!'} Your application is in</h1>
          <p className="lead">We’ve received your story. Here’s what happens next.</p>

          <ol className="fss-steps" aria-label="What happens next">
            {STEPS.map(({ Icon, title, text }, i) => (
              <li key={title}>
                <span className="fss-steps__icon">
                  <Icon />
                </span>
                <span>
                  <span className="fss-steps__number">Step {i + 1}</span>
                  <strong>{title}</strong>
                  <span className="fss-steps__text">{text}</span>
                </span>
              </li>
            ))}
          </ol>

          {application && <NotifyWhenReady target={{ kind: 'freeSong', id: application.submissionId }} />}

          <DiscountCode />

          <section className="fss-share" aria-labelledby="fss-share-title">
            <h2 id="fss-share-title">Know someone who’d love a free song?</h2>
            <p>Share the offer while spots last.</p>
            <div className="btn-row">
              {shareLinks(offerUrl, shop.name).map(({ name, href }) => (
                <a key={name} href={href} target="_blank" rel="noopener noreferrer" className="btn btn--outline">
                  Share on {name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ))}
            </div>
          </section>

          <nav className="fss-links" aria-label="Keep exploring">
            <Link to="/samples" className="btn btn--outline">
              Hear Sample Songs
            </Link>
            <Link to="/" className="btn btn--outline">
              Back to Home
            </Link>
          </nav>
        </div>
      </section>
      <PromoFooter />
    </div>
  );
}
