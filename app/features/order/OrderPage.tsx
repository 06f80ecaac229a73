// /order/{token}: a customer follows their order without logging in (the token in the confirmation mail is
// the key): what they ordered, whether it is paid, where it is, the promised delivery counting down, and once
// delivered, the way to the song's page; any refund, and what the guarantee gave a late song.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../ui/router';
import type { OrderView } from '../../../shared/api-types';
import { formatAmount } from '../../../shared/money';
import { ApiError } from '../../core/api/client';
import { formatDayAndTime } from '../../core/moments';
import { MusicIcon } from '../../ui/icons';
import { LiveControls } from '../../ui/LiveControls';
import { PageFallback } from '../../ui/PageFallback';
import { usePageMeta } from '../../ui/usePageMeta';
import { useClockZone, useOrigin } from '../../ui/useRenderContext';
import { giftPart, isDelivered, lyricsPart, notifyPart, reviewPart, slideshowPart, waitsForSong } from './orderParts';
import { orderQuery } from './orderQueries';
import { OrderProgress } from './OrderProgress';
import { OrderRefunds } from './OrderRefunds';
import { useCountdown, type Remaining } from './useCountdown';
import { useReviewState } from './useOrderReview';
import './OrderPage.css';

const { Component: ReviewPanel } = reviewPart;
const { Component: OrderLyrics } = lyricsPart;
const { Component: GiftMoment } = giftPart;
const { Component: NotifyWhenReady } = notifyPart;
// Only a buyer who bought the slideshow loads its section (and its drag and drop).
const { Component: SlideshowSection } = slideshowPart;

const PAYMENT_LABELS: Record<string, string> = { pending: 'Awaiting payment', paid: 'Paid', refunded: 'Refunded' };

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** The song page as a path inside the app when it is on this site (so the router opens it), else the full address. */
function songPageTarget(url: string, origin: string): { path: string } | { href: string } {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? { path: target.pathname + target.search + target.hash } : { href: target.href };
  } catch {
    return { href: url };
  }
}

function DeliveredPanel({ songPageUrl }: { songPageUrl: string | null | undefined }) {
  const origin = useOrigin();
  const target = songPageUrl ? songPageTarget(songPageUrl, origin) : null;
  return (
    <div className="order-page__delivered" data-testid="delivered">
      <span className="order-page__delivered-badge" aria-hidden="true">
        <MusicIcon />
      </span>
      <div>
        <p className="order-page__delivered-status">
          <strong>Delivered</strong>
        </p>
        <p>
          {target
            ? 'Your song is ready: the player, the lyrics and the downloads are on its own page.'
            : 'Your song is ready: the link to it is in your email.'}
        </p>
        {target &&
          ('path' in target ? (
            <Link to={target.path} className="btn btn--light btn--lg">
              Listen to your song
            </Link>
          ) : (
            <a href={target.href} className="btn btn--light btn--lg">
              Listen to your song
            </a>
          ))}
      </div>
    </div>
  );
}

export default function OrderPage() {
  const { token = '' } = useParams();
  usePageMeta('Your order', 'Follow your personalized song.');
  const { data: order, error, isPending } = useQuery({ ...orderQuery(token), refetchInterval: 60_000 });
  // Asked for with the order, not after it: a delivered order's review takes its room in the first drawing.
  const review = useReviewState(token);
  const remaining = useCountdown(order?.paymentStatus === 'paid' && order.status !== 'delivered' ? order.dueAt : null);

  // The lazy parts (orderParts.ts) suspend to the page's fallback, which is this same skeleton.
  // Only its first answer is waited for (a review that failed to load is asked for again without hiding the page).
  if (isPending || (order && isDelivered(order) && !review.isFetched)) return <PageFallback />;
  if (!order) return <OrderUnavailable missing={error instanceof ApiError && error.status === 404} />;

  return (
    <section className="section">
      <div className="container order-page">
        <span className="eyebrow">Order {order.reference}</span>
        <h1>A song for {order.recipientName}</h1>
        <p className="order-page__payment">
          Payment: <strong data-testid="payment-status">{PAYMENT_LABELS[order.paymentStatus] ?? order.paymentStatus}</strong>
        </p>

        <LiveControls>
          <OrderRefunds order={order} />
          {order.lyricsDraft && <OrderLyrics token={token} draft={order.lyricsDraft} />}
          {isDelivered(order) && <DeliveredPanel songPageUrl={order.songPageUrl} />}
          {isDelivered(order) && <ReviewPanel token={token} />}

          {remaining && <DueCountdown remaining={remaining} deliveryHours={order.deliveryHours} />}
          {order.gift && <GiftMoment gift={order.gift} recipientName={order.recipientName} />}

          {waitsForSong(order) && <NotifyWhenReady target={{ kind: 'order', token }} />}

          {order.slideshow && <SlideshowSection token={token} />}

          <OrderProgress status={order.status} paid={order.paymentStatus === 'paid'} />
          <OrderSummary order={order} />
        </LiveControls>
      </div>
    </section>
  );
}

function OrderUnavailable({ missing }: { missing: boolean }) {
  return (
    <section className="section">
      <div className="container order-page">
        <h1>{missing ? 'We couldn’t find this order' : 'We couldn’t load your order'}</h1>
        <p className="lead">
          {missing ? 'Please check the link in your confirmation email.' : 'Please check your connection and try again.'} Questions?{' '}
          <Link to="/contact">Contact us</Link>.
        </p>
      </div>
    </section>
  );
}

/** The promised delivery counting down, or a word of patience once it has passed. */
function DueCountdown({ remaining, deliveryHours }: { remaining: Remaining; deliveryHours: number }) {
  return (
    <div className="order-page__countdown" role="timer" aria-live="off" data-testid="countdown">
      {remaining.overdue ? (
        <p>Your song is due any moment now. Thank you for your patience.</p>
      ) : (
        <p>
          Promised within {deliveryHours} hours:{' '}
          {/* The time and "left" are read together: they break onto the next line together or not at all. */}
          <span className="order-page__left" data-testid="time-left">
            <strong>
              {remaining.hours}:{pad(remaining.minutes)}:{pad(remaining.seconds)}
            </strong>{' '}
            left
          </span>
        </p>
      )}
    </div>
  );
}

function OrderSummary({ order }: { order: OrderView }) {
  const zone = useClockZone();
  return (
    <dl className="order-page__summary">
      <div>
        <dt>Occasion</dt>
        <dd>{order.occasion}</dd>
      </div>
      <div>
        <dt>Style</dt>
        <dd>
          {order.mood} · {order.genre} · {order.vocalPreference} voice
        </dd>
      </div>
      <div>
        <dt>Delivery</dt>
        <dd>{order.rushDelivery ? `Rush, within ${order.deliveryHours} hours` : `Within ${order.deliveryHours} hours`}</dd>
      </div>
      {order.lines && order.lines.length > 1 && (
        <div>
          <dt>What you ordered</dt>
          <dd>
            <ul className="order-page__lines" data-testid="order-lines">
              {order.lines.map((line) => (
                <li key={line.name}>
                  <span>{line.name}</span> <span>{formatAmount(line.amountCents, order.currency)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div>
        <dt>Total</dt>
        <dd>{formatAmount(order.totalCents, order.currency)}</dd>
      </div>
      <div>
        <dt>Ordered</dt>
        <dd>{formatDayAndTime(order.createdAt, zone)}</dd>
      </div>
    </dl>
  );
}
