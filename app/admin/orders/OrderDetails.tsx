// Everything about one order or free-song request, for the detail dialog: customer, the song they asked for,
// the story, payment and timing, a gift date, the revision request, the delivery, the reaction video and the team's notes.
import type { ReactNode } from 'react';
import type { AdminFreeSongSubmission, AdminOrder } from '../../../shared/admin-api-types';
import type { OrderGift } from '../../../shared/api-types';
import { formatAmount } from '../../../shared/money';
import type { OfferPage } from '../../../shared/offers';
import { formatDateTime } from '../kit/format';
import { useMay } from '../kit/role';
import type { AdminItem } from './orderRows';
import { ReactionVideo } from './ReactionVideo';
import { RefundSection } from './RefundSection';
import { LyricsDraftBlock } from './LyricsDraftBlock';
import { isRefundable } from './refundForm';
import { SlideshowDetails } from './SlideshowDetails';
import { PaymentBadge } from './StatusBadge';

/** Which page's price the customer was sold (the offers editor's names). */
const OFFER_LABELS: Record<OfferPage, string> = {
  landing: 'Landing page (/)',
  home: 'Hero home page (/hero)',
  wizard: 'Order wizard',
  freeSong: 'Free-song page',
};

function Fields({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="detail-group">
      <h3 className="detail-group__title">{title}</h3>
      <dl className="detail-list">{children}</dl>
    </section>
  );
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`detail-item${wide ? ' detail-item--wide' : ''}`}>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}

function Delivery({ delivery }: { delivery: AdminOrder['delivery'] }) {
  if (!delivery) return null;
  return (
    <Fields title="Delivery">
      <Item label="Delivered">{delivery.deliveredAt ? formatDateTime(delivery.deliveredAt) : 'Not yet sent'}</Item>
      <Item label="Song page">
        <a href={delivery.songPageUrl} target="_blank" rel="noreferrer">
          Open song page
        </a>
      </Item>
      <Item label="Song file">
        <a href={delivery.songUrl} target="_blank" rel="noreferrer">
          Song
        </a>
      </Item>
      <Item label="Lyrics">
        {delivery.lyricsUrl ? (
          <a href={delivery.lyricsUrl} target="_blank" rel="noreferrer">
            Lyrics
          </a>
        ) : null}
      </Item>
      {delivery.instrumentalUrl && (
        <Item label="Instrumental">
          <a href={delivery.instrumentalUrl} target="_blank" rel="noreferrer">
            Instrumental version
          </a>
        </Item>
      )}
      <Item label="Message to the customer" wide>
        {delivery.message ? <span className="detail-text">{delivery.message}</span> : null}
      </Item>
    </Fields>
  );
}

/** When the recipient hears it (the buyer hears it first, when it is delivered), whom the shop mails then, their link. */
function GiftDate({ gift }: { gift: OrderGift | undefined }) {
  if (!gift) return null;
  return (
    <Fields title="Gift date">
      <Item label="They hear it">{gift.revealAt ? formatDateTime(gift.revealAt) : 'As soon as it is delivered'}</Item>
      <Item label="Opened">{gift.revealedAt ? formatDateTime(gift.revealedAt) : 'Not yet'}</Item>
      <Item label="Their email" wide>
        {gift.recipientEmail ? <a href={`mailto:${gift.recipientEmail}`}>{gift.recipientEmail}</a> : 'None: the buyer shares the link'}
      </Item>
      <Item label="Their page" wide>
        {gift.giftPageUrl ? (
          <a href={gift.giftPageUrl} target="_blank" rel="noreferrer">
            Open their page
          </a>
        ) : null}
      </Item>
    </Fields>
  );
}

function Revision({ revision }: { revision: AdminOrder['revision'] }) {
  if (!revision) return null;
  return (
    <section className="detail-revision" aria-label="Revision request">
      <h3 className="detail-group__title">Revision requested {formatDateTime(revision.requestedAt)}</h3>
      <p className="detail-text">{revision.note}</p>
    </section>
  );
}

function PaidOrder({ order }: { order: AdminOrder }) {
  // Refunds are the owner's alone (the server refuses anyone else; the form is not shown to them).
  const may = useMay();
  return (
    <>
      <Revision revision={order.revision} />
      <Fields title="Customer">
        <Item label="Name">{order.customerName}</Item>
        <Item label="Email" wide>
          {order.contactHidden ? 'Not shown for your role' : <a href={`mailto:${order.email}`}>{order.email}</a>}
        </Item>
      </Fields>
      <Fields title="Song">
        <Item label="For">{order.recipientName}</Item>
        <Item label="Pronunciation">{order.namePronunciation}</Item>
        <Item label="Occasion">{order.occasion}</Item>
        <Item label="Song title">{order.songTitle}</Item>
        <Item label="Mood">{order.mood}</Item>
        <Item label="Genre">{order.genre}</Item>
        <Item label="Vocals">{order.vocalPreference}</Item>
        <Item label="Story" wide>
          <span className="detail-text">{order.storyDetails}</span>
        </Item>
        {/* The buyer's words for the recipient: their song page shows them, so the shop reads them too. */}
        <Item label="Message for them" wide>
          {order.dedication ? <span className="detail-text">{order.dedication}</span> : null}
        </Item>
      </Fields>
      <Fields title="Payment and timing">
        <Item label="Price">{order.paymentHidden ? 'Not shown for your role' : formatAmount(order.price, order.currency)}</Item>
        {/* What the musicians make beyond the song, and what the buyer gave them. */}
        <Item label="Add-ons" wide>
          {order.addOns?.length ? (
            <ul className="detail-add-ons">
              {order.addOns.map((addOn) => (
                <li key={addOn.id}>
                  {addOn.name}
                  {order.paymentHidden ? null : ` (${formatAmount(addOn.priceCents, order.currency)})`}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </Item>
        <Item label="Tip for the musicians">{order.tipCents ? formatAmount(order.tipCents, order.currency) : 'None'}</Item>
        <Item label="Offer">{order.offer ? (OFFER_LABELS[order.offer as OfferPage] ?? order.offer) : null}</Item>
        <Item label="Payment">
          <PaymentBadge status={order.paymentStatus} />
        </Item>
        <Item label="Rush delivery">{order.rushDelivery ? 'Yes' : 'No'}</Item>
        <Item label="Ordered">{formatDateTime(order.createdAt)}</Item>
        <Item label="Paid">{order.paidAt ? formatDateTime(order.paidAt) : null}</Item>
        <Item label="Due">{order.dueAt ? formatDateTime(order.dueAt) : null}</Item>
      </Fields>
      <LyricsDraftBlock order={order} />
      {isRefundable(order) && may('adminOrderRefund') && <RefundSection order={order} />}
      <GiftDate gift={order.gift} />
      <Delivery delivery={order.delivery} />
      <SlideshowDetails order={order} />
    </>
  );
}

function FreeSong({ submission }: { submission: AdminFreeSongSubmission }) {
  return (
    <>
      <Revision revision={submission.revision} />
      {submission.reaction && <ReactionVideo reaction={submission.reaction} recipientName={submission.recipientName} />}
      <Fields title="Applicant">
        <Item label="Name">{submission.name}</Item>
        <Item label="Email" wide>
          {submission.contactHidden ? 'Not shown for your role' : <a href={`mailto:${submission.email}`}>{submission.email}</a>}
        </Item>
        <Item label="Reaction video">{submission.agreedToVideo ? 'Agreed to send one' : 'Not agreed'}</Item>
      </Fields>
      <Fields title="Song">
        <Item label="For">{submission.recipientName}</Item>
        <Item label="Relationship">{submission.relationship}</Item>
        <Item label="Occasion">{submission.occasion}</Item>
        <Item label="Mood">{submission.mood}</Item>
        <Item label="Genre">{submission.genre}</Item>
        <Item label="Vocals">{submission.vocalPreference}</Item>
        <Item label="Story" wide>
          <span className="detail-text">{submission.story}</span>
        </Item>
        <Item label="Special details" wide>
          <span className="detail-text">{submission.specialDetails}</span>
        </Item>
      </Fields>
      <Fields title="Timing">
        <Item label="Requested">{formatDateTime(submission.createdAt)}</Item>
        <Item label="Scheduled send">{submission.scheduledSendAt ? formatDateTime(submission.scheduledSendAt) : null}</Item>
      </Fields>
      <Delivery delivery={submission.delivery} />
    </>
  );
}

export function OrderDetails({ item }: { item: AdminItem }) {
  return (
    <div className="detail">
      {item.kind === 'paid' ? <PaidOrder order={item.data} /> : <FreeSong submission={item.data} />}
      <Fields title="Team notes">
        <Item label="Notes" wide>
          {item.data.adminNotes ? <span className="detail-text">{item.data.adminNotes}</span> : null}
        </Item>
      </Fields>
    </div>
  );
}
