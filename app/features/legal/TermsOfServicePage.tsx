// /terms-of-service: the terms every order is made under (dated August 2025, spec §1 and §9).
import { Link } from '../../ui/router';
import type { ComponentType } from 'react';
import { copyrightHolder, type ShopProfile } from '../../../shared/shopProfile';
import { useShop } from '../../core/api/queries';
import { usePageMeta } from '../../ui/usePageMeta';
import { LegalContact } from './LegalContact';
import { LegalDocument, type LegalSection } from './LegalDocument';

/** The document's sections in order, each a heading and its text. */
const SECTIONS: Array<Omit<LegalSection, 'body'> & { Body: ComponentType<{ shop: ShopProfile }> }> = [
  { id: 'the-service', title: 'The service', Body: TheService },
  { id: 'eligibility', title: 'Who can order', Body: Eligibility },
  { id: 'orders-and-payment', title: 'Orders and payment', Body: OrdersAndPayment },
  { id: 'delivery', title: 'Delivery', Body: Delivery },
  { id: 'your-story', title: 'Your story and acceptable content', Body: YourStory },
  { id: 'revisions', title: 'Lyric revisions', Body: Revisions },
  { id: 'guarantee-and-refunds', title: 'Satisfaction guarantee and refunds', Body: GuaranteeAndRefunds },
  { id: 'license', title: 'Intellectual property and your license', Body: License },
  { id: 'liability', title: 'Limitation of liability', Body: Liability },
  { id: 'changes', title: 'Changes to these terms', Body: Changes },
  { id: 'contact', title: 'Contact us', Body: Contact },
];

const sections = (shop: ShopProfile): LegalSection[] =>
  SECTIONS.map(({ Body, ...section }) => ({ ...section, body: <Body shop={shop} /> }));

function TheService({ shop }: { shop: ShopProfile }) {
  return (
    <>
      <p>
        {shop.name} (“we”, “us”) writes and records personalized songs. You tell us a story and your preferences; our songwriters, singers
        and producers create an original song and deliver it to you by email as an MP3 file, with a free digital copy of the lyrics (PDF or
        text).
      </p>
      <p>
        These terms apply when you use our website and when you order a song. By placing an order you agree to them, so please read them.
        Our <Link to="/privacy-policy">Privacy Policy</Link> explains how we handle your information.
      </p>
    </>
  );
}

function Eligibility({ shop }: { shop: ShopProfile }) {
  return (
    <p>
      You must be at least 13 years old to use {shop.name}. Children under 13 may not place orders, send us messages or upload content. If
      you are under the age of majority where you live, you need the permission of a parent or guardian to place an order. A song can be
      written for anyone, including a child, as long as it is ordered by someone who meets these conditions.
    </p>
  );
}

function OrdersAndPayment() {
  return (
    <>
      <ul>
        <li>All prices are in US dollars (USD). You see the full price, including any rush fee or discount, before you pay.</li>
        <li>Payment is taken by our payment provider on its own secure checkout page. We never see or store your card number.</li>
        <li>
          Your order is confirmed once payment succeeds, and we send a confirmation to the email address you gave us. If your card is not in
          US dollars, your bank may add a currency conversion fee.
        </li>
        <li>Discount codes apply to one order each, cannot be combined and have no cash value.</li>
      </ul>
    </>
  );
}

function Delivery() {
  return (
    <>
      <p>
        Standard orders are usually delivered within 24 hours of payment. Rush orders, available for an extra fee shown at checkout, are
        usually delivered within 6 hours. These times are estimates, not guarantees: most songs arrive within them, and if yours will take
        longer we will tell you by email.
      </p>
      <p>
        We deliver by email to the address you give when ordering. Please check it carefully, and look in your spam folder if your song has
        not arrived. If you made a mistake in your address, contact us and we will help.
      </p>
    </>
  );
}

function YourStory() {
  return (
    <>
      <p>You must have the right to share what you send us, and it must not be unlawful. We will not write songs that include:</p>
      <ul>
        <li>hateful, harassing, threatening or discriminatory content;</li>
        <li>sexually explicit content, or any content involving minors in a harmful way;</li>
        <li>content that is defamatory, or that reveals someone else’s private information without their consent;</li>
        <li>requests to copy existing songs, lyrics or melodies, or anything else that infringes someone’s rights;</li>
        <li>anything illegal, or intended to deceive or harm.</li>
      </ul>
      <p>
        We may decline any story we are not comfortable turning into a song. If we decline your order after you have paid, we refund you in
        full.
      </p>
    </>
  );
}

function Revisions() {
  return (
    <p>
      Every order includes one round of lyric revisions at no extra cost. Reply to your delivery email with the changes you would like, such
      as a name, a detail or a line, and we will revise the lyrics and send you the updated song. A new story, or a change of genre, mood or
      voice, counts as a new order.
    </p>
  );
}

function GuaranteeAndRefunds() {
  return (
    <>
      <p>
        Every song comes with our 100% satisfaction guarantee. If you are not happy with your song, tell us why: we will revise it, or
        refund your payment in full.
      </p>
      <p>
        Refunds go back to your original payment method and are processed within 5–7 business days of our confirming them. Your bank may
        take a few extra days to show the refund on your statement.
      </p>
    </>
  );
}

function License({ shop }: { shop: ShopProfile }) {
  return (
    <>
      <p>Your story remains yours. You allow us to use it only to write, record and deliver your song.</p>
      <p>
        The music, lyrics and recording we create are owned by {copyrightHolder(shop)}. When your order is paid, we give you a permanent,
        non-exclusive license to use your song for personal, non-commercial purposes. You may:
      </p>
      <ul>
        <li>play it privately and at events such as weddings, anniversaries, birthdays and memorials;</li>
        <li>share it with family and friends;</li>
        <li>post it on your personal social media accounts.</li>
      </ul>
      <p>
        You may not sell or resell the song, release it on streaming or download services, use it in advertising or any business or
        monetized content, register it with a content identification system, or claim that you wrote it. Commercial use needs a separate
        license: <Link to="/contact">contact us</Link> for a custom quote.
      </p>
      <p>The text, design, sample songs and other content of this website belong to {copyrightHolder(shop)} and may not be copied.</p>
    </>
  );
}

function Liability() {
  return (
    <>
      <p>
        We take great care with every song, but to the extent the law allows, our total liability for any order is limited to the amount you
        paid for it. We are not responsible for indirect or consequential losses, such as a missed event because an email was delayed or
        filtered as spam.
      </p>
      <p>Nothing in these terms limits any rights you have as a consumer that cannot be limited by law.</p>
    </>
  );
}

function Changes() {
  return (
    <p>
      We may update these terms from time to time, and we will change the date at the top when we do. The terms in force when you place an
      order are the ones that apply to that order.
    </p>
  );
}

function Contact({ shop }: { shop: ShopProfile }) {
  return <LegalContact shop={shop} question="Questions about these terms or your order?" />;
}

export default function TermsOfServicePage() {
  const shop = useShop();
  usePageMeta(
    'Terms of Service',
    `The terms for ordering a personalized song from ${shop.name}: delivery, lyric revisions, our satisfaction guarantee, refunds and personal-use license.`,
  );
  return (
    <LegalDocument
      id="terms"
      title="Terms of Service"
      lead="The plain-language terms every song is made under: what you can expect from us, and what we ask of you."
      sections={sections(shop)}
    />
  );
}
