// The order page's gift date (issue 25): when the recipient hears the song, whom the shop mails then, and the
// recipient's own link for the buyer to share (once the order is paid). The buyer's own song comes as soon as it
// is ready, as always.
import type { OrderGift } from '../../../shared/api-types';
import { deviceTimeZone, formatMoment } from '../../core/moments';
import { copyText } from '../../ui/clipboard';
import { GiftIcon, ShareIcon } from '../../ui/icons';
import { toast } from '../../ui/toasts';
import { useClockZone, useOrigin } from '../../ui/useRenderContext';
import { useCanShare } from '../../ui/useCanShare';
import './GiftMoment.css';

/** The recipient's link, to copy or hand to the device's share sheet. */
function TheirLink({ url, recipientName }: { url: string; recipientName: string }) {
  const canShare = useCanShare();
  const copy = async () => {
    try {
      await copyText(url);
      toast.success('Link copied', `Send it to ${recipientName} whenever you like: it opens at the moment you chose.`);
    } catch {
      toast.error('Couldn’t copy the link', url);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: `A song for ${recipientName}`, url });
    } catch (err) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying the link.
      if (!(err instanceof DOMException && err.name === 'AbortError')) await copy();
    }
  };
  return (
    <div className="gift-moment__link">
      <label htmlFor="gift-link">{`${recipientName}’s link`}</label>
      <input id="gift-link" className="input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <div className="gift-moment__actions">
        <button type="button" className="btn btn--outline" onClick={() => void copy()}>
          Copy their link
        </button>
        {canShare && (
          <button type="button" className="btn btn--primary" onClick={() => void share()}>
            <ShareIcon /> Share
          </button>
        )}
      </div>
    </div>
  );
}

export function GiftMoment({ gift, recipientName }: { gift: OrderGift; recipientName: string }) {
  const origin = useOrigin();
  const zone = useClockZone();
  const link = gift.giftPageUrl ? new URL(gift.giftPageUrl, origin).href : null;
  return (
    <section className="gift-moment" aria-labelledby="gift-moment-title" data-testid="gift-moment">
      <h2 id="gift-moment-title" className="gift-moment__title">
        <GiftIcon aria-hidden="true" /> {`When ${recipientName} hears it`}
      </h2>
      {gift.revealAt ? (
        <p>
          <strong data-testid="gift-moment-when">
            <time dateTime={gift.revealAt}>{formatMoment(gift.revealAt, zone)}</time>
          </strong>
          {/* The zone by name on the device's clock; "UTC" says itself in the server's HTML. */}
          {zone === 'device' && <span className="gift-moment__zone"> ({deviceTimeZone()})</span>}
        </p>
      ) : (
        <p>
          <strong>As soon as the song is ready.</strong>
        </p>
      )}
      <p>
        You get the song as soon as it’s ready, to hear it first.
        {gift.revealAt && ' If it is ready later than that, they hear it as soon as it is.'}
      </p>
      {gift.recipientEmail && (
        <p>
          {gift.revealedAt ? 'We emailed ' : 'We’ll email '}
          <strong>{gift.recipientEmail}</strong>
          {gift.revealedAt ? ' their link.' : ' their link then.'}
        </p>
      )}
      {gift.revealedAt && <p data-testid="gift-revealed">Their link opened on {formatMoment(gift.revealedAt, zone)}.</p>}
      {link ? (
        <TheirLink url={link} recipientName={recipientName} />
      ) : (
        <p className="gift-moment__note">Their own link appears here once your payment has gone through.</p>
      )}
    </section>
  );
}
